// Integration (issue #23): the demo seed on the configured database (SQLite by default, PostgreSQL on the
// PostgreSQL run), every locale's home and product page found, and an editor's publish read back.
import { beforeAll, describe, expect, it } from 'vitest'

import { findEntry } from '@/cms/content'
import { ensureDemoLogins, seed } from '@/cms/seed'
import { routingLocales } from '@/i18n/locales'

import { testPayload } from './payload'

const editor = { email: 'seed-editor@lumibook.example', password: 'correct horse battery' }

beforeAll(async () => {
  await seed(await testPayload(), editor)
}, 300_000)

describe('the demo seed', () => {
  it('creates the demo editor once and is idempotent', async () => {
    const payload = await testPayload()
    const before = await payload.count({ collection: 'pages', overrideAccess: true })
    expect(await seed(payload, editor)).toEqual({ pages: 0, stories: 0 })
    expect(await payload.count({ collection: 'pages', overrideAccess: true })).toEqual(before)
    const users = await payload.find({ collection: 'users', where: { email: { equals: editor.email } } })
    expect(users.totalDocs).toBe(1)
  })

  it('keeps the demo editor an editor only and its admin a login of its own (issue #32)', async () => {
    const payload = await testPayload()
    const admin = { email: 'seed-admin@lumibook.example', password: 'correct horse staple' }
    const rolesOf = async (email: string) =>
      (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0]?.roles
    expect(await rolesOf(editor.email)).toEqual(['editor'])
    // A demo database seeded before gave its editor both roles: the next start takes the admin role back.
    const [user] = (await payload.find({ collection: 'users', where: { email: { equals: editor.email } } }))
      .docs
    await payload.update({ collection: 'users', id: user!.id, data: { roles: ['admin', 'editor'] } })
    await ensureDemoLogins(payload, editor, admin)
    expect(await rolesOf(editor.email)).toEqual(['editor'])
    expect(await rolesOf(admin.email)).toEqual(['admin', 'editor'])
    const login = await payload.login({ collection: 'users', data: admin })
    expect(login.user?.email).toBe(admin.email)
  })

  it('seeds pictures with the pixels a 2× screen needs: 2400 px across (issue #33)', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'media', limit: 100, overrideAccess: true })
    expect(docs.length).toBeGreaterThan(0)
    for (const picture of docs)
      expect([picture.filename, picture.width, picture.height]).toEqual([picture.filename, 2400, 1600])
  })

  it.each(routingLocales)('serves the home page in %s', async (locale) => {
    const home = await findEntry('pages', locale, '/')
    expect(home.kind).toBe('found')
    if (home.kind === 'found') expect(home.entry.layout?.length).toBeGreaterThan(0)
  })

  it('publishes an editor change that the public then reads', async () => {
    const payload = await testPayload()
    const found = await findEntry('pages', 'en-gb', '/photobooks')
    if (found.kind !== 'found') throw new Error('no /photobooks')
    await payload.update({
      collection: 'pages',
      id: found.entry.id,
      locale: 'de-de',
      data: { title: 'Fotobücher, neu', _status: 'published' },
      context: { disableRevalidate: true },
    })
    const paths = found.paths
    const german = await findEntry('pages', 'de-de', paths['de-de'] ?? '/photobooks')
    expect(german.kind === 'found' && german.entry.title).toBe('Fotobücher, neu')
  })
})
