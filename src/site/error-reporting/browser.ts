// §8, §9: error reporting in the browser. Fetched as its own chunk by src/instrumentation-client.ts, only when a
// DSN was built in, so the SDK never weighs on the first load of a site without one.
import { browserTracingIntegration, captureRouterTransitionStart, init } from '@sentry/nextjs'

import { sentryOptions } from './options'

/** Starts the SDK; returns the router-transition hook that names navigation traces, or undefined when off. */
export function startBrowserErrorReporting(dsn: string | undefined) {
  const options = sentryOptions({
    dsn,
    environment: process.env.NEXT_PUBLIC_APP_ENV,
    release: process.env.NEXT_PUBLIC_RELEASE,
  })
  if (!options) return undefined
  init({ ...options.init, integrations: [browserTracingIntegration(options.browserTracing)] })
  return captureRouterTransitionStart
}
