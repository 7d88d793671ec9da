import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { defaultAppEnvironment } from './src/config/environments'
import { securityHeaders } from './src/server/security/headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')
const inlineCssLoader = path.resolve('src/blocks/shared/styles/inlineCss.cjs')
// Turbopack's build cache keys a loader's output by the file and the options, not by the loader's own code.
const inlineCssVersion = createHash('sha256').update(readFileSync(inlineCssLoader)).digest('hex').slice(0, 16)

const nextConfig: NextConfig = {
  // §7 release check: one id per build, inlined into server and client alike (RELEASE overrides, e.g. a git SHA).
  env: {
    NEXT_PUBLIC_RELEASE: process.env.RELEASE || `build-${Date.now().toString(36)}`,
    // §9 error reporting environment in the browser (the server reads APP_ENV itself).
    NEXT_PUBLIC_APP_ENV: process.env.APP_ENV || defaultAppEnvironment,
  },
  reactStrictMode: true,
  // The untracked fetch of hosted data and identity calls (src/server/untrackedFetch.ts) and the shared store's client
  // (issue #23) are loaded as they are installed.
  serverExternalPackages: ['undici', 'ioredis'],
  poweredByHeader: false,
  // The front door (scripts/serve.ts, src/server/pages) hashes and compresses each page version once, with its ETag.
  generateEtags: false,
  compress: false,
  experimental: {
    // One build serves any database: pages rendered at run time stay in memory, never on disk.
    isrFlushToDisk: false,
    inlineCss: true,
    // Issue #31: no source maps. The browser's are off by default; the server's (137 MB here) were read by nothing, as
    // the production server runs without Node's source-map support: the build took ~165 → ~134 CPU-seconds.
    turbopackSourceMaps: false,
    // Issue #31: NEXT_BUILD_CACHE=off (`npm test` in a clean checkout, as CI's) writes no Turbopack build cache: ~25 s
    // of the build, for a cache no later build there reads.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
  // Next's cache plus a memory cache for optimized images, which Next keeps only on disk (src/server/cache-handler.mjs).
  cacheHandler: path.resolve('src/server/cache-handler.mjs'),
  // `npm test` type-checks the whole project once; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Blocks render their own CSS inline, so a page carries only its blocks' styles (src/blocks/shared/styles).
  turbopack: {
    rules: {
      '*.inline.pcss': [
        {
          condition: 'browser',
          loaders: [{ loader: inlineCssLoader, options: { browser: true, version: inlineCssVersion } }],
          as: '*.js',
        },
        {
          condition: { not: 'browser' },
          loaders: [{ loader: inlineCssLoader, options: { browser: false, version: inlineCssVersion } }],
          as: '*.js',
        },
      ],
    },
  },
  headers: async () => [{ source: '/:path*', headers: securityHeaders }],
  images: {
    customCacheHandler: true,
    // Media is served by Payload from this app (§3 media); responsive widths match the media sizes.
    localPatterns: [{ pathname: '/api/media/file/**' }],
    // Up to 2400: a full-width picture on a 2× desktop screen (issue #33, the seed pictures are 2400 px wide).
    deviceSizes: [400, 768, 1024, 1200, 1600, 2400],
    formats: ['image/avif', 'image/webp'],
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const headersWithPayload = config.headers

export default {
  ...config,
  // Payload asks for the colour-scheme hint on every path with Critical-CH, so Chrome sends a visitor's first request
  // twice (the retry costs a round trip before the page starts). Only the admin themes itself with it.
  headers: async () =>
    ((await headersWithPayload?.()) ?? []).map((rule) =>
      rule.headers.some(({ key }) => key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
    ),
} satisfies NextConfig
