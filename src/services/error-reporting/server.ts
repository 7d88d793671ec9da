// §8, §9: error reporting on the server, started by src/instrumentation.ts only when SENTRY_DSN is configured.
import { init } from '@sentry/nextjs'

import { siteConfig } from '@/config/site'

import { sentryOptions } from './sentry'

export function startServerErrorReporting(): void {
  const { environment, providers } = siteConfig()
  const options = sentryOptions({
    dsn: providers.errorReportingDsn,
    environment,
    release: process.env.NEXT_PUBLIC_RELEASE,
  })
  // The idle tracing timeouts are the browser tracing's (§9); server requests end on their own.
  if (options) init(options.init)
}
