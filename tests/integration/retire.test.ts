// Integration (issue #32 item 8): deleting a live entry with a redirect target, through the retire action on a real
// Payload: its URL in every locale leads to the target (the router's index, as every instance reads it), redirects
// that led to it follow on, and only editors may do it.
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { callEndpoint, testEditor, testPayload, testRoutingIndex } from './payload'

const context = { disableRevalidate: true }
let editor: User
let counter = 0

beforeAll(async () => {
  editor = await testEditor('retire@lumibook.example')
})

async function page(title: string, status: 'published' | 'draft' = 'published', svPath?: string) {
  const payload = await testPayload()
  counter += 1
  const created = await payload.create({
    collection: 'pages',
    locale: 'en-gb',
    data: { title, path: `/retire-${counter}`, layout: [], _status: status },
    context,
  })
  if (svPath)
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'sv-se',
      data: { title: `${title} (sv)`, path: svPath, _status: status },
      context,
    })
  return created
}

/** POST /api/pages/{id}/retire as `user` (null: a visitor). */
const retire = (id: number, to: unknown, user: User | null = editor) =>
  callEndpoint('pages', '/:id/retire', id, { to }, user)

const index = testRoutingIndex

describe('deleting a live entry with a redirect (issue #32 item 8)', () => {
  it('deletes the entry and leads its URL in every locale to the target, translated where it is', async () => {
    const payload = await testPayload()
    const gone = await page('Gift ideas', 'published', `/presentideer-${counter + 1}`)
    const target = await page('Photo books', 'published', `/fotobocker-${counter + 1}`)
    const goneSv = (await payload.findByID({ collection: 'pages', id: gone.id, locale: 'sv-se' })).path

    expect(await retire(gone.id, { relationTo: 'pages', value: target.id })).toEqual({
      status: 200,
      body: { deleted: gone.id, redirected: 12 },
    })
    expect((await payload.find({ collection: 'pages', where: { id: { equals: gone.id } } })).totalDocs).toBe(
      0,
    )

    const routing = await index()
    expect(routing.isKnown('en-gb', gone.path)).toBe(false)
    expect(routing.redirectFor('en-gb', gone.path)).toBe(target.path)
    // sv-se had its own path; it leads to the target's sv-se path. de-de showed the en-gb path.
    expect(routing.redirectFor('sv-se', goneSv)).toBe(`/sv-se/fotobocker-${counter}`)
    expect(routing.redirectFor('de-de', gone.path)).toBe(`/de-de${target.path}`)
  })

  it('leads a retired page to a story (the dialog offers both)', async () => {
    const payload = await testPayload()
    const gone = await page('Holiday gifts')
    const story = await payload.create({
      collection: 'stories',
      locale: 'en-gb',
      data: {
        title: 'Gift ideas',
        path: `retire-story-${counter}`,
        publishedAt: '2026-11-01T00:00:00.000Z',
        layout: [],
        _status: 'published',
      },
      context,
    })
    expect((await retire(gone.id, { relationTo: 'stories', value: story.id })).status).toBe(200)
    expect((await index()).redirectFor('en-gb', gone.path)).toBe(`/stories/${story.path}`)
  })

  it('moves the redirects that led to a retired entry on to its own target', async () => {
    const first = await page('Old gifts')
    const middle = await page('Gifts')
    const last = await page('Photo books')
    expect((await retire(first.id, { relationTo: 'pages', value: middle.id })).status).toBe(200)
    expect((await retire(middle.id, { relationTo: 'pages', value: last.id })).status).toBe(200)
    const routing = await index()
    expect(routing.redirectFor('en-gb', first.path)).toBe(last.path)
    expect(routing.redirectFor('en-gb', middle.path)).toBe(last.path)
  })

  it('deletes without a redirect when told to, and refuses visitors, itself and unpublished targets', async () => {
    const payload = await testPayload()
    const live = await page('Live')
    const draft = await page('Draft only', 'draft')
    expect((await retire(live.id, { relationTo: 'pages', value: live.id })).status).toBe(400)
    expect((await retire(live.id, { relationTo: 'pages', value: draft.id })).status).toBe(400)
    expect((await retire(live.id, { relationTo: 'pages', value: draft.id })).body.error).toBe(
      'The redirect target must be a published page or story.',
    )
    expect((await retire(live.id, null, null)).status).toBe(403)
    expect((await payload.find({ collection: 'pages', where: { id: { equals: live.id } } })).totalDocs).toBe(
      1,
    )

    expect(await retire(live.id, null)).toEqual({ status: 200, body: { deleted: live.id, redirected: 0 } })
    expect((await index()).redirectFor('en-gb', live.path)).toBeUndefined()
    // Redirects are the editors' and the router's: the public reads none.
    await expect(payload.find({ collection: 'redirects', overrideAccess: false })).rejects.toThrow(
      'You are not allowed to perform this action.',
    )
  })
})
