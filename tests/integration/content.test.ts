// Integration (Payload Local API, real SQLite, shipped migrations): access, publishing, path lookup, validation.
import { ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { anchorNameMessage } from '@/blocks/shared/validation'
import { findEntry, publishedEntries, publishedRanges, readable } from '@/cms/content'
import type { User } from '@/payload-types'

import { testPayload } from './payload'

const context = { disableRevalidate: true }
let editor: User

beforeAll(async () => {
  const payload = await testPayload()
  editor = await payload.create({
    collection: 'users',
    data: {
      email: 'integration-editor@lumibook.example',
      password: 'correct horse battery',
      roles: ['editor'],
    },
  })
  editor = { ...editor, collection: 'users' } as User
})

async function createPage(path: string, status: 'draft' | 'published', title = 'Test page') {
  const payload = await testPayload()
  return payload.create({
    collection: 'pages',
    locale: 'en-gb',
    data: { title, path, _status: status },
    draft: status === 'draft',
    context,
  })
}

describe('drafts and publishing', () => {
  it('keeps drafts from the public and shows them to editors', async () => {
    const payload = await testPayload()
    const draft = await createPage('/draft-only', 'draft')
    const publicRead = await payload.find({
      collection: 'pages',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    expect(publicRead.totalDocs).toBe(0)
    const editorRead = await payload.find({
      collection: 'pages',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
      user: editor,
      draft: true,
    })
    expect(editorRead.docs[0]?.title).toBe('Test page')
  })

  it('lets an editor publish, after which the public sees the page', async () => {
    const payload = await testPayload()
    const draft = await createPage('/to-publish', 'draft', 'Before publishing')
    await payload.update({
      collection: 'pages',
      id: draft.id,
      locale: 'en-gb',
      data: { title: 'Published title', _status: 'published' },
      overrideAccess: false,
      user: editor,
      context,
    })
    const publicRead = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/to-publish' } },
      overrideAccess: false,
    })
    expect(publicRead.docs[0]?.title).toBe('Published title')
  })

  it('refuses writes without a logged-in editor', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Anonymous', path: '/anonymous', _status: 'published' },
        overrideAccess: false,
        context,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.updateGlobal({ slug: 'footer', data: { tagline: 'hacked' }, overrideAccess: false, context }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('§2 translated paths and the en-gb fallback', () => {
  beforeAll(async () => {
    const payload = await testPayload()
    const page = await createPage('/start-creating-photobooks', 'published', 'Start creating photo books')
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'sv-se',
      data: { title: 'Börja skapa fotoböcker', path: '/borja-skapa-fotobocker', _status: 'published' },
      context,
    })
    await createPage('/only-in-english', 'published', 'Only in English')
  })

  it('finds an entry by its translated path', async () => {
    const found = await findEntry('pages', 'sv-se', '/borja-skapa-fotobocker')
    expect(found.kind).toBe('found')
    if (found.kind !== 'found') return
    expect(found.entry.title).toBe('Börja skapa fotoböcker')
    expect(found.paths).toMatchObject({
      'en-gb': '/start-creating-photobooks',
      'sv-se': '/borja-skapa-fotobocker',
    })
  })

  it('shows en-gb content at another locale’s URL when the entry is not translated', async () => {
    const found = await findEntry('pages', 'de-de', '/only-in-english')
    expect(found.kind).toBe('found')
    if (found.kind === 'found') expect(found.entry.title).toBe('Only in English')
  })

  it('redirects the en-gb path to the translated one in a translated locale', async () => {
    expect(await findEntry('pages', 'sv-se', '/start-creating-photobooks')).toEqual({
      kind: 'redirect',
      location: '/sv-se/borja-skapa-fotobocker',
    })
  })

  it('does not find a translated path in another locale, nor an unknown path', async () => {
    expect((await findEntry('pages', 'de-de', '/borja-skapa-fotobocker')).kind).toBe('missing')
    expect((await findEntry('pages', 'en-gb', '/no-such-page')).kind).toBe('missing')
  })

  it('never serves a draft to the public lookup', async () => {
    await createPage('/secret-draft', 'draft')
    expect((await findEntry('pages', 'en-gb', '/secret-draft')).kind).toBe('missing')
    expect((await findEntry('pages', 'en-gb', '/secret-draft', { draft: true })).kind).toBe('found')
  })

  it('refuses a path another entry already uses in the same locale', async () => {
    await expect(createPage('/only-in-english', 'published')).rejects.toThrow(ValidationError)
  })

  it('reads the published entries for the sitemap as Payload does: no drafts, nothing in the trash (issue #34)', async () => {
    const payload = await testPayload()
    const trashed = await createPage('/in-the-trash', 'published')
    await payload.update({
      collection: 'pages',
      id: trashed.id,
      data: { deletedAt: new Date().toISOString() },
      context,
    })
    const hidden = await payload.create({
      collection: 'pages',
      locale: 'en-gb',
      data: {
        title: 'Not for search',
        path: '/not-for-search',
        meta: { noIndex: true },
        _status: 'published',
      },
      context,
    })
    const { docs } = await payload.find({
      collection: 'pages',
      ...readable({}),
      locale: 'all',
      depth: 0,
      pagination: false,
      sort: 'id',
      select: { path: true, updatedAt: true, meta: { noIndex: true } },
    })
    const entries = await publishedEntries('pages')
    // Payload's own read is the reference: the sitemap reads the tables itself, ~20 times faster.
    expect(entries).toEqual(
      docs.map((doc) => ({
        id: doc.id,
        paths: Object.fromEntries(
          Object.entries(doc.path ?? {}).filter(([, path]) => typeof path === 'string'),
        ),
        updatedAt: doc.updatedAt,
        noIndex: Boolean(doc.meta?.noIndex),
      })),
    )
    const paths = entries.map(({ paths }) => paths['en-gb'])
    expect(paths).toEqual(expect.arrayContaining(['/only-in-english', '/not-for-search']))
    expect(paths).not.toContain('/in-the-trash')
    expect(paths).not.toContain('/secret-draft')
    expect(entries.find(({ paths }) => paths['sv-se'])?.paths).toEqual({
      'en-gb': '/start-creating-photobooks',
      'sv-se': '/borja-skapa-fotobocker',
    })
    expect(await publishedEntries('pages', { from: hidden.id, to: hidden.id + 1 })).toEqual([
      expect.objectContaining({ id: hidden.id, noIndex: true }),
    ])
  })

  it('groups the published entries by id range, each dated by its newest (the sitemap index, issue #34)', async () => {
    // Ranges of two ids, so this file's few pages fill several.
    const newest = new Map<number, string>()
    for (const { id, updatedAt } of await publishedEntries('pages')) {
      const range = Math.floor(id / 2)
      if (!newest.has(range) || newest.get(range)! < updatedAt) newest.set(range, updatedAt)
    }
    const ranges = await publishedRanges('pages', 2)
    expect(ranges.length).toBeGreaterThan(1)
    expect(ranges).toEqual(
      [...newest].sort(([a], [b]) => a - b).map(([range, updatedAt]) => ({ range, updatedAt })),
    )
  })
})

describe('§5/§8 anchor names', () => {
  it('rejects an invalid anchor name with the exact §8 message', async () => {
    const payload = await testPayload()
    const attempt = payload.create({
      collection: 'stories',
      locale: 'en-gb',
      data: {
        title: 'Anchors',
        path: 'anchors',
        publishedAt: new Date().toISOString(),
        _status: 'published',
        layout: [{ blockType: 'Heading', text: 'Hello', anchorRef: true, anchorRefName: 'Not Valid' }],
      },
      context,
    })
    await expect(attempt).rejects.toSatisfy((error: unknown) => {
      const data = (error as ValidationError).data
      return data.errors.some((item) => item.message === anchorNameMessage)
    })
  })

  it('accepts lowercase words separated by hyphens', async () => {
    const payload = await testPayload()
    const story = await payload.create({
      collection: 'stories',
      locale: 'en-gb',
      data: {
        title: 'Anchors ok',
        path: 'anchors-ok',
        publishedAt: new Date().toISOString(),
        _status: 'published',
        layout: [{ blockType: 'Heading', text: 'Hello', anchorRef: true, anchorRefName: 'photo-books-2' }],
      },
      context,
    })
    expect(story.layout?.[0]).toMatchObject({ anchorRefName: 'photo-books-2', modelType: 'blog' })
  })
})
