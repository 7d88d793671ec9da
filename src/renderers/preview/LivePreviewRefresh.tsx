'use client'

// Live preview (editors only, draft mode): the admin's save re-renders this route on the server.
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** How long after the last save the route is read once more. */
const SETTLE_MS = 1_000

export function LivePreviewRefresh({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  const trailing = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(trailing.current), [])
  const refresh = () => {
    router.refresh()
    // Autosaves come fast while an editor types: a refresh answered after a later one left the older render on
    // screen (issue #32). One more read once the saves have settled always shows the newest draft.
    clearTimeout(trailing.current)
    trailing.current = setTimeout(() => router.refresh(), SETTLE_MS)
  }
  return <RefreshRouteOnSave refresh={refresh} serverURL={serverURL} />
}
