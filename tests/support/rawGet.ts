// A request as a browser sends it, its body undecoded (fetch decodes it).
import { get } from 'node:http'

/** A browser's request through node:http: Playwright's and fetch's clients may add headers of their own. */
export function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    }).on('error', reject)
  })
}
