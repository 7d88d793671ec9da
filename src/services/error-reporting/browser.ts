// §8, §9: error reporting in the browser. Fetched as its own chunk by src/instrumentation-client.ts, only when a
// DSN was built in, so the SDK never weighs on the first load of a site without one.
import {
  browserTracingIntegration,
  captureException,
  captureRouterTransitionStart,
  init,
} from '@sentry/nextjs'

import { nameNotFoundPageload } from './filter'
import { sentryOptions } from './sentry'
import { setTaggedCapture } from './origin'

/** Starts the SDK; returns the router-transition hook that names navigation traces, or undefined when off. */
export function startBrowserErrorReporting(dsn: string | undefined) {
  const options = sentryOptions({
    dsn,
    environment: process.env.NEXT_PUBLIC_APP_ENV,
    release: process.env.NEXT_PUBLIC_RELEASE,
  })
  if (!options) return undefined
  init({
    ...options.init,
    // §2: the not-found page's pageload is named by its URL; naming it /404 lets beforeSendTransaction drop it.
    integrations: [
      browserTracingIntegration({ ...options.browserTracing, beforeStartSpan: nameNotFoundPageload }),
    ],
  })
  // §8: our embed and popstate handlers capture with an origin tag (./origin), which the URL rule reads.
  setTaggedCapture((error, tags) => captureException(error, { tags }))
  return captureRouterTransitionStart
}
