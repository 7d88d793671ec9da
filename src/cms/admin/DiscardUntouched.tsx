'use client'
// Issue #32 item 8 "no empty draft until the editor types": Payload saves an empty draft when "Create New" opens an
// autosaved entry. Leaving it without typing (another admin page, closing the tab) asks the server to discard it
// (src/cms/editors/discard.ts, which keeps any entry something was saved into). Renders nothing.
import { useConfig, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

export function DiscardUntouched() {
  const { id, collectionSlug, hasPublishedDoc, versionCount } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const modified = useFormModified()
  const typed = useRef(false)
  useEffect(() => {
    if (modified) typed.current = true
  }, [modified])
  // Only a never-published entry with its creation as its only version can be untouched; the server checks again.
  const candidate = Boolean(id && collectionSlug) && !hasPublishedDoc && (versionCount ?? 0) <= 1

  useEffect(() => {
    if (!candidate) return
    const url = `${config.serverURL}${config.routes.api}/${collectionSlug}/${id}/discard`
    const editPath = window.location.pathname
    // Closing the tab or leaving the admin: a beacon, the one request a page may send as it goes.
    const onPageHide = () => {
      if (!typed.current) navigator.sendBeacon(url)
    }
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      // Unmounted by a navigation away from the entry (not a locale switch, nor its Versions or API tab).
      setTimeout(() => {
        const at = window.location.pathname
        if (typed.current || at === editPath || at.startsWith(`${editPath}/`)) return
        void fetch(url, { method: 'POST', credentials: 'include', keepalive: true })
          .then((response) => (response.ok ? response.json() : undefined))
          // The page the editor went to may list the entry: read it again without it.
          .then((answer: { discarded?: boolean } | undefined) => answer?.discarded && router.refresh())
          .catch(() => undefined)
      }, 0)
    }
  }, [candidate, collectionSlug, config.routes.api, config.serverURL, id, router])
  return null
}
