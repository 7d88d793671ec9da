'use client'
// §7 "Rules for outbound links": keeps preservedQueryParams current and decorates links as they are followed.
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { decorateHref } from './decorate'
import { readPreservedQueryParams, savePreservedQueryParams } from './preservedQuery'

export type OutboundLinksProps = {
  productDomain: string
  careersHost: string
  appDownloadUrl: string
}

/** Decorates the closest `a[href]` of a click target in place; exported for tests. */
export function decorateClickedLink(
  target: EventTarget | null,
  options: OutboundLinksProps & { preserved: string; current: string },
): void {
  if (!target || typeof (target as Element).closest !== 'function') return
  const anchor = (target as Element).closest('a[href]')
  const href = anchor?.getAttribute('href')
  if (!anchor || href == null) return
  const decorated = decorateHref(href, options)
  if (decorated !== href) anchor.setAttribute('href', decorated)
}

/** Renders nothing; the caller puts it inside a Suspense boundary because it reads the search params. */
export function OutboundLinks({ productDomain, careersHost, appDownloadUrl }: OutboundLinksProps) {
  const pathname = usePathname()
  const search = useSearchParams()?.toString() ?? ''

  useEffect(() => {
    // §7: the current page's query string is saved on arrival and on every route change.
    savePreservedQueryParams(search)
  }, [pathname, search])

  useEffect(() => {
    // Capture phase: the href is rewritten before the browser (or a router) reads it; Enter on a link fires click.
    const onActivate = (event: Event) => {
      decorateClickedLink(event.target, {
        productDomain,
        careersHost,
        appDownloadUrl,
        preserved: readPreservedQueryParams(),
        current: window.location.search,
      })
    }
    document.addEventListener('click', onActivate, true)
    document.addEventListener('auxclick', onActivate, true)
    return () => {
      document.removeEventListener('click', onActivate, true)
      document.removeEventListener('auxclick', onActivate, true)
    }
  }, [productDomain, careersHost, appDownloadUrl])

  return null
}
