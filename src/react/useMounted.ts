'use client'
import { startTransition, useEffect, useState } from 'react'

/**
 * False on the server and during hydration, true once mounted in the browser. The switch is a transition, so React
 * renders it in slices that yield to the browser: a hydration-mismatched `useSyncExternalStore` forces one
 * synchronous re-render instead, and below a site-wide provider that was a 30–60 ms task on a slow phone.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => startTransition(() => setMounted(true)), [])
  return mounted
}
