// Publishing revalidates the entry's URL in every locale; globals revalidate every page (they sit in the wrapper).
import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { storiesPath } from '@/i18n/canonical'
import { defaultLocale, routingLocales, storiesLocales } from '@/i18n/locales'
import { latestStoriesPath } from '@/cms/latestStoriesPath'

import { type EntryCollection, entryRoutePath } from '../entryUrl'

type LocalizedPath = string | Record<string, string | null | undefined> | null | undefined

function skip(req: PayloadRequest): boolean {
  return Boolean(req.context?.disableRevalidate)
}

/** Every route path an entry answers on, given its path per locale (en-gb content stands in, §2). */
export function entryRoutePaths(
  collection: EntryCollection,
  paths: Record<string, string | null | undefined>,
): string[] {
  const fallback = paths[defaultLocale]
  return routingLocales.flatMap((locale) => {
    const own = paths[locale]
    return [own, fallback]
      .filter((path): path is string => Boolean(path))
      .map((path) => entryRoutePath(collection, locale, path))
  })
}

function revalidate(paths: Iterable<string>, req: PayloadRequest) {
  for (const path of new Set(paths)) {
    revalidatePath(path)
  }
  req.payload.logger.debug({ msg: 'revalidated', paths: [...new Set(paths)] })
}

/**
 * A story shows up in the stories list pages, the feeds and every story's related stories: all CMS pages are
 * re-rendered on their next visit (lazily, one route pattern), and the feeds with them.
 */
function revalidateStoryLists() {
  revalidatePath('/(site)/[locale]/[[...path]]', 'page')
  revalidatePath(`${storiesPath}/feed.xml`)
  for (const locale of storiesLocales) revalidatePath(`/${locale}${storiesPath}/feed.xml`)
  for (const locale of routingLocales) revalidatePath(latestStoriesPath(locale))
}

/** The route that serves variations (the router rewrites to it, src/variants). */
export const variantRoutePattern = '/(site)/[locale]/x-variant/[variant]/[[...path]]'

/** A variation changed: its pages (and its entry's "original" under test) re-render on their next visit. */
export const revalidateVariant = ({ doc, req }: { doc: unknown; req: PayloadRequest }) => {
  if (skip(req)) return doc
  revalidatePath(variantRoutePattern, 'page')
  return doc
}

export function revalidateEntry(collection: EntryCollection): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req }) => {
    if (skip(req)) return doc
    const published = doc._status === 'published' || previousDoc?._status === 'published'
    if (!published) return doc
    const all = await req.payload.findByID({
      collection,
      id: doc.id,
      locale: 'all',
      depth: 0,
      draft: false,
      overrideAccess: true,
      req,
    })
    const current = (all.path as LocalizedPath) ?? {}
    const paths = typeof current === 'string' ? { [defaultLocale]: current } : current
    const previous = previousDoc?.path && req.locale ? { [req.locale]: previousDoc.path as string } : {}
    revalidate(
      [...entryRoutePaths(collection, paths), ...entryRoutePaths(collection, previous), '/sitemap.xml'],
      req,
    )
    if (collection === 'stories') revalidateStoryLists()
    // The entry's content also stands as the "original" of its A/B tests.
    revalidatePath(variantRoutePattern, 'page')
    return doc
  }
}

export function revalidateDeletedEntry(collection: EntryCollection): CollectionAfterDeleteHook {
  return ({ doc, req }) => {
    if (skip(req)) return doc
    const path = doc?.path as LocalizedPath
    if (typeof path === 'string' && req.locale)
      revalidate(entryRoutePaths(collection, { [req.locale]: path }), req)
    revalidate(['/sitemap.xml'], req)
    if (collection === 'stories') revalidateStoryLists()
    return doc
  }
}

export const revalidateWrapper: GlobalAfterChangeHook = ({ doc, req }) => {
  if (skip(req)) return doc
  // The wrapper is the (site) group's layout: a pattern without the group matched nothing (issue #24 item 17).
  revalidatePath('/(site)/[locale]', 'layout')
  return doc
}
