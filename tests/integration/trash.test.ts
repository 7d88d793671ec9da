// Integration (issue #32 item 8): Payload's own Delete moves a page or story to its collection's Trash. While there,
// visitors have none of it (the router's index, the public API); restored, it is live again at the same URLs.
import { describe, expect, it } from 'vitest'

import { testPayload, testRoutingIndex as index } from './payload'

const context = { disableRevalidate: true }

describe('a live entry moved to the Trash (issue #32 item 8)', () => {
  it('leaves the site and the public API, keeps its versions, and comes back when restored', async () => {
    const payload = await testPayload()
    const live = await payload.create({
      collection: 'pages',
      locale: 'en-gb',
      data: { title: 'Wedding albums', path: '/trash-wedding-albums', layout: [], _status: 'published' },
      context,
    })
    const publicAnswer = () =>
      payload.find({
        collection: 'pages',
        where: { path: { equals: '/trash-wedding-albums' } },
        overrideAccess: false,
      })
    expect((await index()).isKnown('en-gb', live.path)).toBe(true)

    // What the admin's Delete does with the Trash on: the entry gets a deletion date.
    await payload.update({
      collection: 'pages',
      id: live.id,
      data: { deletedAt: new Date().toISOString() },
      context,
    })
    expect((await index()).isKnown('en-gb', live.path)).toBe(false)
    expect((await publicAnswer()).totalDocs).toBe(0)
    const trashed = await payload.find({
      collection: 'pages',
      trash: true,
      where: { deletedAt: { exists: true } },
    })
    expect(trashed.docs.map(({ id }) => id)).toContain(live.id)
    const { totalDocs: versions } = await payload.findVersions({
      collection: 'pages',
      trash: true,
      where: { parent: { equals: live.id } },
    })
    expect(versions).toBeGreaterThan(0)

    // Restored: live again at its URL.
    await payload.update({
      collection: 'pages',
      id: live.id,
      data: { deletedAt: null },
      trash: true,
      context,
    })
    expect((await index()).isKnown('en-gb', live.path)).toBe(true)
    expect((await publicAnswer()).totalDocs).toBe(1)
  })
})
