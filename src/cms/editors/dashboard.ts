// Issue #32: what an editor's dashboard lists: recent edits (by anyone, by me) and the scheduled publishes.
import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'

import type { EntryCollection } from '../entryUrl'
import { entryEditsSlug } from './EntryEdits'

export interface RecentEdit {
  collection: EntryCollection
  id: number
  title: string
  locale: Locale
  editor: string
  at: string
}

export interface ScheduledPublish {
  collection: string
  id: string
  title: string
  action: 'publish' | 'unpublish'
  locale?: string
  at: string
}

const shown = 8

/** The latest edited entries, one row each (its latest save); `editor` narrows them to one editor's saves. */
export async function recentEdits(payload: Payload, editor?: number | string): Promise<RecentEdit[]> {
  const where: Where = editor == null ? {} : { editor: { equals: editor } }
  const { docs } = await payload.find({
    collection: entryEditsSlug,
    where,
    sort: '-updatedAt',
    limit: shown * 12,
    depth: 1,
    overrideAccess: true,
  })
  const seen = new Set<string>()
  const edits: RecentEdit[] = []
  for (const edit of docs) {
    const key = `${edit.entryCollection}:${edit.entry}`
    if (seen.has(key)) continue
    seen.add(key)
    const user = typeof edit.editor === 'object' ? edit.editor : undefined
    edits.push({
      collection: edit.entryCollection,
      id: edit.entry,
      title: edit.title || `#${edit.entry}`,
      locale: edit.locale,
      editor: user?.name || user?.email || '',
      at: edit.updatedAt,
    })
    if (edits.length === shown) break
  }
  return edits
}

interface ScheduleInput {
  type?: 'publish' | 'unpublish'
  locale?: string
  doc?: { relationTo: string; value: string | number }
  global?: string
}

/** Publishes and unpublishes waiting on Payload's jobs queue (drafts.schedulePublish), soonest first. */
export async function scheduledPublishes(payload: Payload): Promise<ScheduledPublish[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  return Promise.all(
    docs.map(async (job): Promise<ScheduledPublish> => {
      const input = (job.input ?? {}) as ScheduleInput
      const collection = input.doc?.relationTo ?? input.global ?? ''
      const id = String(input.doc?.value ?? '')
      return {
        collection,
        id,
        title: await titleOf(payload, input),
        action: input.type === 'unpublish' ? 'unpublish' : 'publish',
        locale: input.locale,
        at: job.waitUntil ?? job.createdAt,
      }
    }),
  )
}

async function titleOf(payload: Payload, input: ScheduleInput): Promise<string> {
  if (input.global) return input.global
  if (!input.doc) return ''
  const { relationTo, value } = input.doc
  const doc = await payload
    .findByID({
      collection: relationTo as EntryCollection,
      id: value,
      draft: true,
      depth: 0,
      overrideAccess: true,
      trash: true,
    })
    .catch(() => null)
  return (doc as { title?: string } | null)?.title || `#${value}`
}
