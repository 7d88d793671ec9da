// A TLS front like the load balancer a deployment puts before the app: HTTPS with HTTP/2 (HTTP/1.1 for clients
// without it) on a self-signed localhost certificate, proxying to the app's plain HTTP. The HTTP Observatory test
// scans the site through it; the benchmark measures pages through it, as visitors reach them.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { createSecureServer } from 'node:http2'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A self-signed certificate for localhost, made for this run only. */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer; file: string } {
  const directory = mkdtempSync(path.join(tmpdir(), 'tls-front-'))
  const [key, cert] = [path.join(directory, 'key.pem'), path.join(directory, 'cert.pem')]
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' }) // prettier-ignore
  return { key: readFileSync(key), cert: readFileSync(cert), file: cert }
}

// Connection-specific headers, which HTTP/2 forbids (RFC 9113 §8.2.2): dropped both ways.
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'])
const forwardable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)))

/** Listens on 127.0.0.1:port and forwards every request to the app, telling it the visitor came over https. */
export async function startTlsFront(app: URL, port: number) {
  const tls = selfSignedCertificate()
  const server = createSecureServer(
    { key: tls.key, cert: tls.cert, allowHTTP1: true },
    (request, response) => {
      const upstream = http.request(
        {
          host: app.hostname,
          port: app.port,
          method: request.method,
          path: request.url,
          headers: {
            ...forwardable(request.headers),
            // HTTP/2 names the host in :authority; an HTTP/1.1 client (allowHTTP1) sends Host.
            host: request.headers[':authority'] ?? request.headers.host,
            'x-forwarded-proto': 'https',
          },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
          answer.pipe(response)
        },
      )
      upstream.on('error', () => response.writeHead(502).end())
      request.pipe(upstream)
    },
  )
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(port, '127.0.0.1', resolve),
  )
  const close = () => {
    server.close()
    rmSync(path.dirname(tls.file), { recursive: true, force: true })
  }
  return { certificateFile: tls.file, close }
}
