// A server whose every response takes SLOW_MS, shut down the site's way (src/server/shutdown.ts): for its test.
import { createServer } from 'node:http'

import { shutdownGracefully } from '../../src/server/shutdown'

const slowMs = Number(process.env.SLOW_MS ?? 1_000)
const server = createServer((_request, response) => {
  setTimeout(() => response.end('finished'), slowMs)
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'))
shutdownGracefully(server)
