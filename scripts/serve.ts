// The production server `npm start` runs: Next's request handler behind compression and the per-request
// script nonce of the public pages (src/site/security/nonce.ts), so those pages stay statically generated.
import { createServer } from 'node:http'

import compression from 'compression'
import next from 'next'

import { parseSiteConfig } from '../src/config/site'
import { hostedCaptchaConfig } from '../src/site/captcha/hosted'
import { sourcesFor } from '../src/site/security/headers'
import { applyNonce, createNonce, isPublicPagePath } from '../src/site/security/nonce'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
// Secret to this process: the in-memory page cache that holds it lives and dies with the process too.
const placeholder = createNonce()
// Configured hosted providers need their hosts in the page policy; the embedded defaults need none.
const extraSources = sourcesFor({
  ...parseSiteConfig(process.env).providers,
  captchaProvider: hostedCaptchaConfig(process.env)?.provider,
})

const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
const handle = app.getRequestHandler()
// Compression runs after the nonce is written (next.config.ts turns Next's own off).
const compress = compression()

await app.prepare()

createServer((request, response) => {
  compress(request as never, response as never, () => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    // Next renders with the nonce it finds in the request's policy headers: no client may choose one.
    delete request.headers['content-security-policy']
    delete request.headers['content-security-policy-report-only']
    if (isPublicPagePath(pathname)) applyNonce(request, response, placeholder, extraSources)
    void handle(request, response)
  })
}).listen(port, hostname, () => console.log(`Serving on http://localhost:${port}`))
