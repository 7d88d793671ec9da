// Runs in the browser before the app hydrates. Error reporting (§8, §9) is fetched as its own chunk only when a
// DSN was built in (NEXT_PUBLIC_SENTRY_DSN), keeping the SDK out of the first-load bundle.
import { runTagged } from './services/error-reporting/origin'

type RouterTransitionHook = (href: string, navigationType: 'push' | 'replace' | 'traverse') => void

let routerTransition: RouterTransitionHook | undefined

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN
if (dsn) {
  void import('./services/error-reporting/browser').then(
    ({ startBrowserErrorReporting }) => {
      routerTransition = startBrowserErrorReporting(dsn)
    },
    (error: unknown) => console.warn('Error reporting did not load', error),
  )
}

/** Next calls this as each client navigation starts; once loaded, the tracer names the navigation from it. */
export function onRouterTransitionStart(href: string, navigationType: 'push' | 'replace' | 'traverse') {
  // §8: a back/forward (popstate) whose URL cannot be read is captured with the popstate tag, then not reported.
  runTagged(navigationType === 'traverse' ? 'popstate' : 'navigation', () =>
    routerTransition?.(href, navigationType),
  )
}
