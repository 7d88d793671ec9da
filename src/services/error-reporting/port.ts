// §8, §9 error reporting: the port. The site reports what its own handlers throw through `runTagged` (./origin.ts),
// which the provider's adapter plugs its capture into once started; the adapter (picked in ./providers.ts; Sentry:
// ./sentry.ts, with its browser and server starts ./browser.ts and ./server.ts, each its own chunk) takes this
// configuration.
import type { CspHosts } from '@/lib/csp'

export interface ErrorReportingConfig {
  /** Without a DSN nothing is reported and the SDK is never loaded. */
  dsn?: string
  /** The site configuration's environment (APP_ENV); anything else counts as production. */
  environment?: string
  /** The build's release identifier (§7 release check), so an error names the deploy it came from. */
  release?: string
}

/** The adapter's capture of an error with tags (the §8 origin tag of ./origin.ts). */
export type CaptureTagged = (error: unknown, tags: Record<string, string>) => void

/** A provider's adapter: its reports go to the configured DSN's host, which the page policy then allows. */
export interface ErrorReportingAdapter {
  cspHosts(dsn: string): CspHosts
}
