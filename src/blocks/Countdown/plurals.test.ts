// The countdown's plural words: formatted per plural category on the server, looked up in the browser with no Intl.
import { describe, expect, it } from 'vitest'

import { translator } from '@/i18n/messages'

import { pluralForms, pluralTable, pluralText } from './plurals'

describe('pluralForms, pluralTable and pluralText', () => {
  it('give English one and other, the number where # stood', async () => {
    const t = await translator('en-gb', 'Countdown')
    const days = pluralForms('en-gb', (count) => t('remainingDays', { count }))
    expect(days).toEqual({ one: '# day', other: '# days' })
    const table = pluralTable('en-gb', 59)
    expect([0, 1, 2, 59].map((count) => pluralText(days, table, count))).toEqual([
      '0 days',
      '1 day',
      '2 days',
      '59 days',
    ])
    expect(pluralForms('en-gb', (count) => t('days', { count }))).toEqual({ one: 'Day', other: 'Days' })
  })

  it("follow the language's own rules: French says 0 jour, and 'many' takes the message's other", async () => {
    const t = await translator('fr-fr', 'Countdown')
    const days = pluralForms('fr-fr', (count) => t('remainingDays', { count }))
    expect(days.one).toBe('# jour')
    expect(days.other).toBe('# jours')
    if (new Intl.PluralRules('fr').resolvedOptions().pluralCategories.includes('many'))
      expect(days.many).toBe('# jours')
    const table = pluralTable('fr-fr', 59)
    expect(pluralText(days, table, 0)).toBe('0 jour')
    expect(pluralText(days, table, 1)).toBe('1 jour')
    expect(pluralText(days, table, 3)).toBe('3 jours')
  })

  it('list every number up to the largest the countdown can show, and say other beyond it', async () => {
    const t = await translator('de-de', 'Countdown')
    const days = pluralForms('de-de', (count) => t('remainingDays', { count }))
    const table = pluralTable('de-de', 400)
    expect(table.index).toHaveLength(401)
    expect(pluralText(days, table, 400)).toBe('400 Tage')
    expect(pluralText(days, pluralTable('de-de', 0), 1)).toBe('1 Tage')
  })

  it('stop at 999, so a date years away cannot swell the page, and say other past it', async () => {
    const t = await translator('en-gb', 'Countdown')
    const days = pluralForms('en-gb', (count) => t('remainingDays', { count }))
    const table = pluralTable('en-gb', 36_500)
    expect(table.index).toHaveLength(1000)
    expect(pluralText(days, table, 36_500)).toBe('36500 days')
  })
})
