// Hosted mode (ARCHITECTURE "Production topology"): a second server of the same build whose DATA_API_URL and
// IDENTITY_URL point at the first server, with a local data-API front the test switches between answering, closed,
// slow and broken. Both listen on 127.0.0.1 only and stop with the test (or with its process).
import { once } from 'node:events'
import http from 'node:http'
import path from 'node:path'

import { productionServerArgs, productionServerEnv } from '../../../playwright.config'
import { type ServerProcess, startServerProcess } from './serverProcess'

export type FrontMode = 'answering' | 'slow' | 'non-json' | 'bad-gateway'

/** The data API as the second server reaches it: the first server's /graphql, or a fault (§8, §3 defaults). */
export class DataApiFront {
  mode: FrontMode = 'answering'
  private server?: http.Server

  constructor(
    readonly port: number,
    private readonly upstream: string,
    private readonly slowMs: number,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}/graphql`
  }

  /** Starts listening (the API is up, or faulty per mode). */
  async open(): Promise<void> {
    if (this.server) return
    this.server = http.createServer((request, response) => void this.answer(request, response))
    this.server.listen(this.port, '127.0.0.1')
    await once(this.server, 'listening')
  }

  /** Closes the port: the hosted API is down (connection refused). */
  async close(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (!server) return
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse) {
    if (this.mode === 'non-json') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Maintenance</title>')
      return
    }
    if (this.mode === 'bad-gateway') {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>')
      return
    }
    if (this.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, this.slowMs))
    const forwarded = http.request(this.upstream, {
      method: request.method,
      headers: { ...request.headers, host: new URL(this.upstream).host },
    })
    forwarded.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    })
    forwarded.on('error', () => response.destroy())
    request.pipe(forwarded)
  }
}

export interface HostedServer extends ServerProcess {
  url: string
}

/** Starts `.next/serve.mjs` (what `npm start` runs) in hosted mode on the first server's data folder and build. */
export async function startHostedServer(options: {
  port: number
  dataApiUrl: string
  identityUrl: string
  dataDir: string
  env?: Record<string, string>
}): Promise<HostedServer> {
  const url = `http://127.0.0.1:${options.port}`
  const server = await startServerProcess(
    'hosted server',
    url,
    ['--import', path.resolve('tests/e2e/support/exitWithParent.mjs'), ...productionServerArgs],
    {
      ...process.env,
      ...productionServerEnv(options.dataDir),
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(options.port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: url,
      DATA_DIR: options.dataDir,
      PAYLOAD_JOBS_AUTORUN: 'false',
      DATA_API_URL: options.dataApiUrl,
      IDENTITY_URL: options.identityUrl,
      ...options.env,
    },
    60_000,
  )
  return { url, ...server }
}

/** Which of the three commerce props (§3) the page's HTML carries with data rather than at their defaults. */
export function commerceShown(html: string) {
  const filled = (prop: string, opening: string) =>
    new RegExp(`${prop}\\\\?"\\s*:\\s*\\${opening}\\\\?"`).test(html)
  return {
    productInfo: filled('initialProductInfo', '[{'),
    paymentOptions: filled('initialPaymentOptions', '[{'),
    christmasDeliveryDates: filled('initialChristmasDeliveryDates', '{'),
  }
}
