// Integration (issue #32 item 8, "no empty draft until the editor types"): the draft "Create New" saves on opening is
// discarded when the editor leaves it untouched, and only then: a save, a title or a publish keeps the entry.
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { callEndpoint, testEditor, testPayload } from './payload'

const context = { disableRevalidate: true }
let editor: User

beforeAll(async () => {
  editor = await testEditor('discard@lumibook.example')
})

/** What the admin's "Create New" saves: an empty autosaved draft (Payload's document view). */
async function opened() {
  const payload = await testPayload()
  return payload.create({ collection: 'pages', data: {}, draft: true, locale: 'en-gb', depth: 0, context })
}

const discard = (id: number, user: User | null = editor) =>
  callEndpoint('pages', '/:id/discard', id, {}, user)

async function exists(id: number) {
  const payload = await testPayload()
  const { totalDocs } = await payload.find({
    collection: 'pages',
    where: { id: { equals: id } },
    draft: true,
  })
  return totalDocs === 1
}

describe('an entry opened by "Create New" and left untouched (issue #32 item 8)', () => {
  it('is discarded, with its version', async () => {
    const payload = await testPayload()
    const { id } = await opened()
    expect(await discard(id)).toEqual({ status: 200, body: { discarded: true } })
    expect(await exists(id)).toBe(false)
    const { totalDocs } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('is kept once anything was saved into it: an autosave of another field, a title, a publish', async () => {
    const payload = await testPayload()
    const autosaved = await opened()
    await payload.update({
      collection: 'pages',
      id: autosaved.id,
      data: { path: '/discard-autosaved' },
      draft: true,
      autosave: true,
      locale: 'en-gb',
      context,
    })
    const titled = await payload.create({
      collection: 'pages',
      data: { title: 'Gift ideas' },
      draft: true,
      locale: 'sv-se',
      context,
    })
    const published = await payload.create({
      collection: 'pages',
      data: { title: 'Photo books for grandparents', path: '/discard-published', _status: 'published' },
      locale: 'en-gb',
      context,
    })
    for (const { id } of [autosaved, titled, published]) {
      expect(await discard(id)).toEqual({ status: 200, body: { discarded: false } })
      expect(await exists(id)).toBe(true)
    }
  })

  it('is for editors to discard: a visitor is refused and the entry stays', async () => {
    const { id } = await opened()
    expect((await discard(id, null)).status).toBe(403)
    expect(await exists(id)).toBe(true)
  })
})
