// Issue #32 item 8: where a deleted entry's URLs lead. Deleting a live page or story with a redirect target (the
// retire action, src/cms/editors/retire.ts) keeps one row per locale: its path there → the target entry, answered
// with a 308 by the router (src/server/routing/routingIndex.ts) until an entry takes the path again. Editors may
// also add, change or delete redirects here. Never public: the router reads them with the target's record.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { options } from '@/blocks/shared/fields'
import { routingLocales } from '@/i18n/locales'

import { editors } from '../access'
import type { EntryCollection } from '../entryUrl'
import { revalidateEntryTag } from '../hooks/revalidate'

export interface RedirectTarget {
  relationTo: EntryCollection
  value: number | { id: number }
}

const targetKey = (to: unknown): [EntryCollection, number] | undefined => {
  const target = to as RedirectTarget | null | undefined
  const id = typeof target?.value === 'object' ? target.value?.id : target?.value
  return target && typeof id === 'number' ? [target.relationTo, id] : undefined
}

/** The target's record carries the paths that lead to it: reading the target again updates every router. */
const revalidateTargets: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  for (const key of [targetKey(doc?.to), targetKey(previousDoc?.to)])
    if (key && !req.context?.disableRevalidate) revalidateEntryTag(...key)
  return doc
}
const revalidateDeletedTarget: CollectionAfterDeleteHook = ({ doc, req }) => {
  const key = targetKey(doc?.to)
  if (key && !req.context?.disableRevalidate) revalidateEntryTag(...key)
  return doc
}

/** A URL path as visitors use it, without the locale prefix (§2), e.g. /photobooks or /stories/travel-tips. */
export function validateRedirectFrom(value: unknown): true | string {
  return typeof value === 'string' && /^\/[^\s?#]*$/.test(value) && !/^\/.*\/$/.test(value)
    ? true
    : "Use the URL path without the locale prefix, starting with '/', e.g. /photobooks"
}

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'locale', 'to', 'updatedAt'],
    description: 'Where the URLs of deleted pages and stories lead (a permanent redirect, 308).',
  },
  access: { read: editors, create: editors, update: editors, delete: editors },
  // One target per path and locale.
  indexes: [{ fields: ['from', 'locale'], unique: true }],
  hooks: { afterChange: [revalidateTargets], afterDelete: [revalidateDeletedTarget] },
  fields: [
    { name: 'from', type: 'text', required: true, validate: validateRedirectFrom },
    { name: 'locale', type: 'select', options: options(routingLocales), required: true },
    {
      name: 'to',
      type: 'relationship',
      relationTo: ['pages', 'stories'],
      required: true,
      // Issue #32 item 8: a drawer's create view would save an empty autosaved entry on opening; pages start in Pages.
      admin: { allowCreate: false },
    },
  ],
}
