// Publishing names the entry (issue #34): every instance's front door reads it again for its routing index and works
// out which kept pages showed it (src/server/pages/affected.ts), drops exactly those (and Next's own copies of them)
// and renders them anew; a change of a global names the page wrapper, which every page shows. The event crosses
// instances through Next's cache handler (src/server/cache-handler.mjs).
import { revalidatePath as nextRevalidatePath, revalidateTag as nextRevalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { routingLocales } from '@/i18n/locales'
import { latestStoriesPath } from '@/cms/latestStoriesPath'
import { entryTag, wrapperTag } from '@/server/revalidations.mjs'

import type { EntryCollection } from '../entryUrl'

/**
 * Next revalidates only inside one of its requests. A save outside one (scheduled publishing on the jobs queue, a
 * script) still saves: with issue #30's one transaction per save, a throw here would undo the publish itself. Such a
 * page shows the change when its kept version's lifetime (an hour) is up.
 */
function outsideRequestSafe<Args extends unknown[]>(revalidate: (...args: Args) => void) {
  return (...args: Args) => {
    try {
      revalidate(...args)
    } catch (error) {
      if (!/static generation store missing/.test(String((error as Error)?.message))) throw error
      if (!warnedOutsideRequest)
        console.warn(`[cms] saved outside a request: ${String(args[0])} refreshes within the hour`)
      warnedOutsideRequest = true
    }
  }
}
let warnedOutsideRequest = false
const revalidatePath = outsideRequestSafe(nextRevalidatePath)
const revalidateTag = outsideRequestSafe(nextRevalidateTag)

function skip(req: PayloadRequest): boolean {
  return Boolean(req.context?.disableRevalidate)
}

export function revalidateEntryTag(collection: EntryCollection, id: number) {
  revalidateTag(entryTag(collection, id), 'max')
  // The stories dialog's newest stories: a cached route of Next's own.
  if (collection === 'stories') for (const locale of routingLocales) revalidatePath(latestStoriesPath(locale))
}

/** A variation changed: its entry is read again (its variation pages are versioned by their last change). */
export function revalidateVariant(entryCollection: EntryCollection) {
  return ({ doc, req }: { doc: { entry?: number | { id: number } | null }; req: PayloadRequest }) => {
    const entry = typeof doc?.entry === 'object' ? doc.entry?.id : doc?.entry
    if (!skip(req) && entry) revalidateTag(entryTag(entryCollection, entry), 'max')
    return doc
  }
}

export function revalidateEntry(collection: EntryCollection): CollectionAfterChangeHook {
  return ({ doc, previousDoc, req }) => {
    // A draft saved over a published entry changes nothing the public sees (the front door finds it unchanged).
    if (!skip(req) && (doc._status === 'published' || previousDoc?._status === 'published'))
      revalidateEntryTag(collection, doc.id)
    return doc
  }
}

export function revalidateDeletedEntry(collection: EntryCollection): CollectionAfterDeleteHook {
  return ({ doc, req }) => {
    if (!skip(req)) revalidateEntryTag(collection, doc.id)
    return doc
  }
}

export const revalidateWrapper: GlobalAfterChangeHook = ({ doc, req }) => {
  if (skip(req)) return doc
  // Next's own copies of every page (the (site) group's layout: a pattern without the group matched nothing, issue
  // #24 item 17); the kept versions are rendered again in the background.
  revalidatePath('/(site)/[locale]', 'layout')
  revalidateTag(wrapperTag, 'max')
  return doc
}
