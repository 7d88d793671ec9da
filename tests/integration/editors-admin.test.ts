// Integration (issue #32 item 5): the editors' dashboard (recent edits by anyone and by me, scheduled publishes) and
// each entry's translation status per locale, from real saves through the Local API as signed-in editors.
import { beforeAll, describe, expect, it } from 'vitest'

import { recentEdits, scheduledPublishes } from '@/cms/editors/dashboard'
import { loadTranslationStates } from '@/cms/editors/translationStatus'
import type { User } from '@/payload-types'

import { testPayload } from './payload'

const context = { disableRevalidate: true }
let ana: User
let ben: User

async function editorUser(email: string): Promise<User> {
  const payload = await testPayload()
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'correct horse battery', roles: ['editor'] },
  })
  return { ...user, collection: 'users' } as User
}

beforeAll(async () => {
  ana = await editorUser('ana@lumibook.example')
  ben = await editorUser('ben@lumibook.example')
})

let counter = 0
async function pageBy(user: User, title: string) {
  const payload = await testPayload()
  return payload.create({
    collection: 'pages',
    data: { title, path: `/editors-admin-${(counter += 1)}`, layout: [], _status: 'published' },
    locale: 'en-gb',
    user,
    overrideAccess: false,
    context,
  })
}

describe('recent edits (issue #32)', () => {
  it('lists the latest edited entries once each, by anyone and by me, with who and in which locale', async () => {
    const payload = await testPayload()
    const first = await pageBy(ana, 'Ana’s page')
    const second = await pageBy(ben, 'Ben’s page')
    await payload.update({
      collection: 'pages',
      id: first.id,
      data: { title: 'Anas sida', path: `${first.path}-sv` },
      locale: 'sv-se',
      user: ben,
      overrideAccess: false,
      context,
    })

    const anyone = await recentEdits(payload)
    expect(
      anyone.slice(0, 2).map(({ id, title, locale, editor }) => ({ id, title, locale, editor })),
    ).toEqual([
      { id: first.id, title: 'Anas sida', locale: 'sv-se', editor: 'ben@lumibook.example' },
      { id: second.id, title: 'Ben’s page', locale: 'en-gb', editor: 'ben@lumibook.example' },
    ])
    expect(anyone.filter((edit) => edit.id === first.id)).toHaveLength(1)

    const anas = await recentEdits(payload, ana.id)
    expect(anas.map((edit) => edit.id)).toEqual([first.id])
    expect((await recentEdits(payload, ben.id)).map((edit) => edit.id).slice(0, 2)).toEqual([
      first.id,
      second.id,
    ])
  })

  it('records nothing for a save without an editor (seeding, scripts) and forgets a deleted entry', async () => {
    const payload = await testPayload()
    const scripted = await payload.create({
      collection: 'pages',
      data: { title: 'Scripted', path: `/editors-admin-${(counter += 1)}`, layout: [], _status: 'published' },
      context,
    })
    expect((await recentEdits(payload)).some((edit) => edit.id === scripted.id)).toBe(false)

    const deleted = await pageBy(ana, 'Soon gone')
    expect((await recentEdits(payload, ana.id))[0]?.id).toBe(deleted.id)
    await payload.delete({ collection: 'pages', id: deleted.id, user: ana, overrideAccess: false, context })
    expect((await recentEdits(payload)).some((edit) => edit.id === deleted.id)).toBe(false)
  })
})

describe('scheduled publishes (issue #32)', () => {
  it('lists what waits on the jobs queue, soonest first, with the entry’s title', async () => {
    const payload = await testPayload()
    const page = await pageBy(ana, 'Christmas landing page')
    const later = new Date(Date.now() + 48 * 3600_000)
    const sooner = new Date(Date.now() + 24 * 3600_000)
    for (const [waitUntil, type] of [
      [later, 'unpublish'],
      [sooner, 'publish'],
    ] as const)
      await payload.jobs.queue({
        task: 'schedulePublish',
        // Payload queues the document's id as a string (payload#10481), as its own scheduler does.
        input: {
          type,
          locale: 'de-de',
          doc: { relationTo: 'pages', value: String(page.id) as unknown as number },
        },
        waitUntil,
      })

    const scheduled = (await scheduledPublishes(payload)).filter((job) => job.id === String(page.id))
    expect(scheduled).toEqual([
      {
        collection: 'pages',
        id: String(page.id),
        title: 'Christmas landing page',
        action: 'publish',
        locale: 'de-de',
        at: sooner.toISOString(),
      },
      {
        collection: 'pages',
        id: String(page.id),
        title: 'Christmas landing page',
        action: 'unpublish',
        locale: 'de-de',
        at: later.toISOString(),
      },
    ])
  })
})

describe('translation status (issue #32)', () => {
  it('says per locale: own translation, shows en-gb, or en-gb changed since the translation', async () => {
    const payload = await testPayload()
    const page = await pageBy(ana, 'Wedding albums')
    // A locale's own save names its own path too (the path is translated and required).
    const edit = (locale: 'en-gb' | 'sv-se', title: string) =>
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { title, path: locale === 'en-gb' ? page.path : `${page.path}-sv` },
        locale,
        user: ben,
        overrideAccess: false,
        context,
      })

    await edit('sv-se', 'Bröllopsalbum')
    let states = await loadTranslationStates(payload, 'pages', page.id)
    expect([states['en-gb'], states['sv-se'], states['de-de']]).toEqual(['source', 'own', 'fallback'])
    expect(Object.keys(states)).toHaveLength(12)

    await edit('en-gb', 'Wedding photo albums')
    states = await loadTranslationStates(payload, 'pages', page.id)
    expect([states['sv-se'], states['de-de']]).toEqual(['stale', 'fallback'])

    await edit('sv-se', 'Bröllopsfotoalbum')
    states = await loadTranslationStates(payload, 'pages', page.id)
    expect(states['sv-se']).toBe('own')
  })
})
