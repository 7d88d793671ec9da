// §8, §9 error reporting: the one place that picks its adapter (ARCHITECTURE "Ports"); without a DSN nothing loads.
// Switching the provider is its adapter file (with its browser and server starts, ./browser.ts and ./server.ts,
// which src/instrumentation*.ts fetch as their own chunks) and this line.
import type { ErrorReportingAdapter } from './port'
import { sentry } from './sentry'

export const errorReportingProvider: ErrorReportingAdapter = sentry
