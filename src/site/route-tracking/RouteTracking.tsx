'use client'
// §4 "Route changes": records prevPath and currentPath after each completed route change.
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { recordRouteChange, trackedPath } from './routeTracking'

/** Renders nothing; the caller puts it inside a Suspense boundary because it reads the search params. */
export function RouteTracking() {
  const pathname = usePathname()
  const search = useSearchParams()?.toString() ?? ''

  useEffect(() => {
    // Effects run after the new route has committed, i.e. once the route change is complete.
    if (pathname) recordRouteChange(trackedPath(pathname, search))
  }, [pathname, search])

  return null
}
