// §4 support chat: one boot, the §9 language, and shutdown-then-boot on a locale change (faked messenger).
import { describe, expect, it } from 'vitest'

import { createChatSession } from './chatSession'
import type { ChatMessenger } from './port'

function fakeMessenger() {
  const calls: string[] = []
  let finishShutdown: () => void = () => undefined
  const messenger: ChatMessenger = {
    boot: ({ language, token }) => void calls.push(`boot ${language}${token ? ` ${token}` : ''}`),
    shutdown: () =>
      new Promise<void>((resolve) => {
        calls.push('shutdown started')
        finishShutdown = () => {
          calls.push('shutdown done')
          resolve()
        }
      }),
    show: () => void calls.push('show'),
  }
  return { messenger, calls, finishShutdown: () => finishShutdown() }
}

describe('chat session', () => {
  it('boots once, in the language of the locale, with the token', async () => {
    const fake = fakeMessenger()
    const session = createChatSession(fake.messenger, 'tok')
    await session.setLocale('sv-se')
    await session.setLocale('sv-se')
    expect(fake.calls).toEqual(['boot sv tok'])
  })

  it('maps locales to the nine chat languages, anything else to en (§9)', async () => {
    for (const [locale, language] of [
      ['nb-no', 'nb'],
      ['en-us', 'en'],
      ['da-dk', 'da'],
      ['pt-br', 'en'],
    ]) {
      const fake = fakeMessenger()
      await createChatSession(fake.messenger).setLocale(locale!)
      expect(fake.calls).toEqual([`boot ${language}`])
    }
  })

  it('on a locale change, boots again only after the shutdown has completed', async () => {
    const fake = fakeMessenger()
    const session = createChatSession(fake.messenger)
    await session.setLocale('de-de')
    const changing = session.setLocale('fr-fr')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fake.calls).toEqual(['boot de', 'shutdown started'])
    fake.finishShutdown()
    await changing
    expect(fake.calls).toEqual(['boot de', 'shutdown started', 'shutdown done', 'boot fr'])
    expect(session.language).toBe('fr')
  })
})

describe('chat session stop (§4 consent revoked)', () => {
  it('shuts the messenger down at once, and a later start boots it again', async () => {
    const fake = fakeMessenger()
    const session = createChatSession(fake.messenger, 'tok')
    await session.setLocale('it-it')
    const stopping = session.stop()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fake.calls).toEqual(['boot it tok', 'shutdown started'])
    fake.finishShutdown()
    await stopping
    expect(session.language).toBeUndefined()
    await session.stop()
    expect(fake.calls).toEqual(['boot it tok', 'shutdown started', 'shutdown done'])
    await session.setLocale('it-it')
    expect(fake.calls.at(-1)).toBe('boot it tok')
  })
})
