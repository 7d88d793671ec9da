// §8, §9: the error-reporting port's Sentry adapter (`@sentry/nextjs`): the SDK's options, built without loading the
// SDK (its browser start, ./browser.ts, and its server start, ./server.ts, share them), and the hosts its reports need
// in the page policy.
import { type AppEnvironment, defaultAppEnvironment, isAppEnvironment } from '@/config/environments'
import type { CspHosts } from '@/lib/csp'

import { beforeSend, beforeSendTransaction, browserTracingTimeouts, tracesSampleRate } from './filter'
import type { ErrorReportingAdapter, ErrorReportingConfig } from './port'

/** What `init` takes, in both runtimes. */
export interface SentryInitOptions {
  dsn: string
  environment: AppEnvironment
  release?: string
  tracesSampleRate: number
  /** No IP addresses, cookies or request bodies leave the site. */
  sendDefaultPii: false
  beforeSend: typeof beforeSend
  beforeSendTransaction: typeof beforeSendTransaction
}

export interface SentryOptions {
  init: SentryInitOptions
  /** The browser tracing integration's options (§9 idle tracing timeouts). */
  browserTracing: typeof browserTracingTimeouts
}

/** The SDK's options, or undefined when no DSN is configured (error reporting is off). */
export function sentryOptions(config: ErrorReportingConfig): SentryOptions | undefined {
  const dsn = config.dsn?.trim()
  if (!dsn) return undefined
  return {
    init: {
      dsn,
      environment: isAppEnvironment(config.environment) ? config.environment : defaultAppEnvironment,
      release: config.release || undefined,
      tracesSampleRate,
      sendDefaultPii: false,
      // §8: the "not reported" errors and every event of a virus-scanning bot are dropped.
      beforeSend,
      // §2: no transactions for the not-found page.
      beforeSendTransaction,
    },
    browserTracing: browserTracingTimeouts,
  }
}

/** §8: the browser sends its error reports and traces to the DSN's host (its origin: never its key or path). */
export function cspHosts(dsn: string): CspHosts {
  return { 'connect-src': [new URL(dsn).origin] }
}

export const sentry = { cspHosts } satisfies ErrorReportingAdapter
