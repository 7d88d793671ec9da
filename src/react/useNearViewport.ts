'use client'
import { useEffect, useState } from 'react'

/** Half a screen above or below the viewport: ready before a scrolling visitor reaches it. */
export const nearViewport = '50% 0px'

/**
 * False until the element first comes near the viewport, then true for good: work for a part below the fold (a
 * drawing's chunk, a carousel's measuring) waits until a visitor scrolls towards it, so the page's start-up skips it.
 */
export function useNearViewport(element: Element | null): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: nearViewport },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, near])
  return near
}
