// §8, §9: the error-reporting SDK's options, built without loading the SDK (the browser and the server share them).
import {
  beforeSend,
  beforeSendTransaction,
  browserTracingTimeouts,
  defaultErrorReportingEnvironment,
  type ErrorReportingEnvironment,
  isErrorReportingEnvironment,
  tracesSampleRate,
} from './filter'

export interface ErrorReportingConfig {
  /** Without a DSN nothing is reported and the SDK is never loaded. */
  dsn?: string
  /** The site configuration's environment (APP_ENV); anything else counts as production. */
  environment?: string
  /** The build's release identifier (§7 release check), so an error names the deploy it came from. */
  release?: string
}

/** What `init` takes, in both runtimes. */
export interface SentryInitOptions {
  dsn: string
  environment: ErrorReportingEnvironment
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
      environment: isErrorReportingEnvironment(config.environment)
        ? config.environment
        : defaultErrorReportingEnvironment,
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
