'use client'

// Live preview (editors only, draft mode): the admin's save re-renders this route on the server.
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** How long after the last save the route is read once more. */
const SETTLE_MS = 1_000
/** How often the page checks it shows the admin's last save, and the longest wait between two reads while behind. */
const CATCH_UP_MS = 1_500
const CATCH_UP_MAX_MS = 12_000

/** `shown`: the last change (updatedAt) of the document this render shows, as the server read it. */
export function LivePreviewRefresh({ serverURL, shown }: { serverURL: string; shown: string }) {
  const router = useRouter()
  const trailing = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The admin's last save, from the form data it sends the preview (its updatedAt, read back from each save).
  const saved = useRef(shown)
  useEffect(() => () => clearTimeout(trailing.current), [])
  const refresh = () => {
    router.refresh()
    // Autosaves come fast while an editor types: a refresh answered after a later one left the older render on
    // screen (issue #32). One more read once the saves have settled always shows the newest draft.
    clearTimeout(trailing.current)
    trailing.current = setTimeout(() => router.refresh(), SETTLE_MS)
  }

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: unknown; data?: { updatedAt?: unknown } } | null
      const updatedAt = message?.type === 'payload-live-preview' ? message.data?.updatedAt : undefined
      if (event.origin === serverURL && typeof updatedAt === 'string' && updatedAt > saved.current)
        saved.current = updatedAt
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [serverURL])

  // A save's refresh can still be lost (heard before the page listened, its answer dropped for a newer one that
  // failed): while the page shows an older save than the admin's, it reads the route again, less often each time so
  // a slow server is not asked faster than it answers, until the render shows it.
  useEffect(() => {
    let wait = CATCH_UP_MS
    let timer: ReturnType<typeof setTimeout>
    const check = () => {
      if (saved.current > shown) {
        router.refresh()
        wait = Math.min(wait * 2, CATCH_UP_MAX_MS)
      }
      timer = setTimeout(check, wait)
    }
    timer = setTimeout(check, wait)
    return () => clearTimeout(timer)
  }, [router, shown])

  return <RefreshRouteOnSave refresh={refresh} serverURL={serverURL} />
}
