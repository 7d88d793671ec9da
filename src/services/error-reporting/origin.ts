// §8: "URL-construction failures coming from embed or popstate handling" are not reported. Our own embed and
// popstate handlers run through `runTagged`, which captures what they throw with an origin tag the filter reads
// (a tag survives minification, stack frame names do not). Dependency-free: it sits in the first-load bundle.
import type { CaptureTagged } from './port'

/** The tag our own handlers set on what they capture. */
export const errorOriginTag = 'origin'

export type ErrorOrigin = 'embed' | 'popstate' | 'navigation'

let captureTagged: CaptureTagged | undefined

/** Set by the error-reporting SDK once it has started (src/services/error-reporting/browser.ts). */
export function setTaggedCapture(capture: CaptureTagged | undefined): void {
  captureTagged = capture
}

/** Runs a handler; what it throws is captured with the origin tag, or thrown on when error reporting is off. */
export function runTagged<T>(origin: ErrorOrigin, handler: () => T): T | undefined {
  try {
    return handler()
  } catch (error) {
    if (!captureTagged) throw error
    captureTagged(error, { [errorOriginTag]: origin })
    return undefined
  }
}
