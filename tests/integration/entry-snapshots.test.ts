// Integration (real Payload, the shipped migrations, SQLite and PostgreSQL): issue #34's entry snapshots
// (src/cms/entrySnapshots.ts). The public's lookup of an entry reads its snapshot while it is current and reads
// through Payload otherwise: after a publish, a change of a media file or form it shows, for drafts and the trash.
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { findEntry, readEntry } from '@/cms/content'
import { snapshotKey, snapshotsWritten } from '@/cms/entrySnapshots'
import type { Locale } from '@/i18n/locales'

import { testPayload, testPng } from './payload'

const context = { disableRevalidate: true }
let counter = 0

/** A published page in en-gb and de-de, showing a picture. */
async function translatedPage(media: number) {
  const payload = await testPayload()
  const name = `snapshot-${(counter += 1)}`
  const page = await payload.create({
    collection: 'pages',
    locale: 'en-gb',
    data: {
      title: `English ${name}`,
      path: `/${name}`,
      _status: 'published',
      layout: [{ blockType: 'AwesomeImageComponent', images: [{ src: media }] }],
    } as never,
    context,
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'de-de',
    data: { title: `Deutsch ${name}`, path: `/de-${name}`, _status: 'published' },
    context,
  })
  return { id: page.id, path: `/${name}`, dePath: `/de-${name}` }
}

/** A translated page's own path in en-gb and de-de, its en-gb path shown in fr-fr, and the redirect in de-de (§2). */
const lookupsOf = (page: { path: string; dePath: string }): [Locale, string][] => [
  ['en-gb', page.path],
  ['de-de', page.dePath],
  ['fr-fr', page.path],
  ['de-de', page.path],
]

/** Looks up (locale, path) once to have its snapshot kept, and returns Payload's answer. */
async function kept(locale: Locale, path: string) {
  const answer = await findEntry('pages', locale, path)
  await snapshotsWritten()
  return answer
}

/** Marks the kept snapshot, so a lookup that reads it shows so. */
async function mark(id: number, locale: Locale) {
  const payload = await testPayload()
  const key = snapshotKey('pages', id, locale)
  const snapshot = await payload.kv.get<{ entry: { title: string } }>(key)
  expect(snapshot, `a snapshot of ${key}`).not.toBeNull()
  await payload.kv.set(key, { ...snapshot!, entry: { ...snapshot!.entry, title: 'read from the snapshot' } })
}

const titleOf = async (locale: Locale, path: string, draft = false) => {
  const lookup = await findEntry('pages', locale, path, { draft })
  return lookup.kind === 'found' ? lookup.entry.title : lookup.kind
}

let media: number
beforeAll(async () => {
  const payload = await testPayload()
  const data = await testPng()
  media = (
    await payload.create({
      collection: 'media',
      locale: 'en-gb',
      data: { alt: 'A photo book' },
      file: { data, mimetype: 'image/png', name: 'entry-snapshots.png', size: data.length },
    })
  ).id
})

describe('entry snapshots', () => {
  it('answer as Payload does, its own path, the en-gb one shown in another locale, and the redirect (§2)', async () => {
    const page = await translatedPage(media)
    for (const [locale, path] of lookupsOf(page)) {
      const payloads = JSON.parse(JSON.stringify(await kept(locale, path)))
      expect(await findEntry('pages', locale, path), `${locale} ${path}`).toEqual(payloads)
    }
    expect(await findEntry('pages', 'de-de', page.path)).toEqual({
      kind: 'redirect',
      location: `/de-de${page.dePath}`,
    })
    // Read from the snapshot: a mark shows, in that locale only.
    await mark(page.id, 'fr-fr')
    expect(await titleOf('fr-fr', page.path)).toBe('read from the snapshot')
    expect(await titleOf('it-it', page.path)).toBe(`English ${page.path.slice(1)}`)
  })

  it('not yet kept, are read by the entry their lookup matched, and answer as Payload’s lookup by path', async () => {
    const payload = await testPayload()
    const page = await translatedPage(media)
    const lookups: [Locale, string][] = [...lookupsOf(page), ['fr-fr', '/no-such-page']]
    const find = vi.spyOn(payload, 'find')
    try {
      for (const [locale, path] of lookups) {
        const byPath = JSON.parse(JSON.stringify(await readEntry(payload, 'pages', locale, path, false)))
        find.mockClear()
        expect(await findEntry('pages', locale, path), `${locale} ${path}`).toEqual(byPath)
        // Issue #34: no lookup by path when the SQL matched the entry (a locale without a path of its own cost
        // Payload's whole read of an entry that found nothing).
        const wheres = find.mock.calls.map(([options]) => JSON.stringify(options.where ?? {}))
        if (byPath.kind !== 'missing') expect(wheres.filter((where) => where.includes('"path"'))).toEqual([])
      }
    } finally {
      find.mockRestore()
    }
  })

  it('are read anew once the entry is published again, unpublished or in the trash', async () => {
    const payload = await testPayload()
    const page = await translatedPage(media)
    await kept('de-de', page.dePath)
    await mark(page.id, 'de-de')
    expect(await titleOf('de-de', page.dePath)).toBe('read from the snapshot')
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de-de',
      data: { title: 'Neu', _status: 'published' },
      context,
    })
    expect(await titleOf('de-de', page.dePath)).toBe('Neu')

    await kept('de-de', page.dePath)
    await mark(page.id, 'de-de')
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, context })
    expect(await titleOf('de-de', page.dePath)).toBe('missing')

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, context })
    await kept('de-de', page.dePath)
    await mark(page.id, 'de-de')
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { deletedAt: new Date().toISOString() },
      context,
    })
    expect(await titleOf('de-de', page.dePath)).toBe('missing')
  })

  it('never answer an editor’s draft view', async () => {
    const page = await translatedPage(media)
    await kept('en-gb', page.path)
    await mark(page.id, 'en-gb')
    expect(await titleOf('en-gb', page.path, true)).toBe(`English ${page.path.slice(1)}`)
    expect(await titleOf('en-gb', page.path)).toBe('read from the snapshot')
  })

  it('are read anew when a media file or form they may show changes', async () => {
    const payload = await testPayload()
    const page = await translatedPage(media)
    const altOf = async () => {
      const lookup = await kept('en-gb', page.path)
      const [block] = lookup.kind === 'found' ? (lookup.entry.layout ?? []) : []
      return (block as { images?: { src?: { alt?: string } }[] })?.images?.[0]?.src?.alt
    }
    expect(await altOf()).toBe('A photo book')
    await payload.update({
      collection: 'media',
      id: media,
      locale: 'en-gb',
      data: { alt: 'A wedding album' },
    })
    expect(await altOf()).toBe('A wedding album')

    await mark(page.id, 'en-gb')
    expect(await titleOf('en-gb', page.path)).toBe('read from the snapshot')
    await payload.create({
      collection: 'forms',
      data: { title: 'Snapshot form', confirmationType: 'redirect', redirect: { url: '/thanks' } },
    })
    expect(await titleOf('en-gb', page.path)).toBe(`English ${page.path.slice(1)}`)
  })

  it('read through Payload, and are kept anew, when the stored one is not a snapshot', async () => {
    const payload = await testPayload()
    const page = await translatedPage(media)
    const reference = JSON.parse(JSON.stringify(await kept('en-gb', page.path)))
    for (const broken of ['not a snapshot', { entry: null, paths: 'nowhere' }, [1, 2, 3]]) {
      await payload.kv.set(snapshotKey('pages', page.id, 'en-gb'), broken)
      expect(await kept('en-gb', page.path)).toEqual(reference)
      expect(await findEntry('pages', 'en-gb', page.path)).toEqual(reference)
    }
  })
})
