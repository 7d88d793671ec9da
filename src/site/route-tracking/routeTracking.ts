// §3 session-storage keys and §4 "Route changes": prevPath and currentPath follow every completed route change.

import { browserSessionStorage } from '@/cookies/cookies'
import { withoutDialogQuery } from '@/dialogs/dialogQuery'

export const PREV_PATH_KEY = 'prevPath'
export const CURRENT_PATH_KEY = 'currentPath'

/**
 * The tracked path: pathname plus the query string, e.g. '/de/fotobuch?utm_source=x'; never `dialog=`, which opens a
 * dialog once and then leaves the URL (§2), so the page before and after it is the same path (issue #30).
 */
export function trackedPath(pathname: string, search?: string | null): string {
  const query = withoutDialogQuery(search ?? '').replace(/^\?/, '')
  return query ? `${pathname}?${query}` : pathname
}

/** §4: prevPath becomes the previous currentPath, currentPath the new path; returns whether storage changed. */
export function recordRouteChange(path: string, storage: Storage | null = browserSessionStorage()): boolean {
  if (!storage) return false
  try {
    const previous = storage.getItem(CURRENT_PATH_KEY)
    // The same path again (re-render, reload) is no route change, so prevPath never equals currentPath.
    if (previous === path) return false
    // The first page of a tab has no previous path: prevPath stays unset rather than 'null'.
    if (previous !== null) storage.setItem(PREV_PATH_KEY, previous)
    storage.setItem(CURRENT_PATH_KEY, path)
    return true
  } catch {
    // Blocked storage, full quota: route tracking is best effort and never breaks navigation.
    return false
  }
}
