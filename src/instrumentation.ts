// Next's server start hook: error reporting (§8, §9) starts only when SENTRY_DSN is configured, and its SDK is
// only loaded then. The NEXT_RUNTIME test stays inline, so the edge bundle drops the Node SDK at build time, and the
// site configuration (src/config/site.ts, which reads SENTRY_DSN) with it.
import type { Instrumentation } from 'next'

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { siteConfig } = await import('./config/site')
  if (!siteConfig().providers.errorReportingDsn) return
  try {
    const { startServerErrorReporting } = await import('./services/error-reporting/server')
    startServerErrorReporting()
  } catch (error) {
    // Reporting errors must never keep the site from serving.
    console.error('Error reporting did not start', error)
  }
}

/** Errors thrown while rendering or in route handlers, reported with their route (when enabled). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { siteConfig } = await import('./config/site')
  if (!siteConfig().providers.errorReportingDsn) return
  const { captureRequestError } = await import('@sentry/nextjs')
  captureRequestError(error, request, context)
}
