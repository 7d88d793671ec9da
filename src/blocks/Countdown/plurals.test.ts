// The countdown's plural words: formatted per plural category on the server, chosen by Intl.PluralRules in the
// browser, with the number in the locale's digits.
import { describe, expect, it } from 'vitest'

import { translator } from '@/i18n/messages'

import { pluralForms, pluralText } from './plurals'

describe('pluralForms and pluralText', () => {
  it('give English one and other, the number where # stood', async () => {
    const t = await translator('en-gb', 'Countdown')
    const days = pluralForms('en-gb', (count) => t('remainingDays', { count }))
    expect(days).toEqual({ one: '# day', other: '# days' })
    expect([0, 1, 2].map((count) => pluralText(days, count, 'en-gb'))).toEqual(['0 days', '1 day', '2 days'])
    const label = pluralForms('en-gb', (count) => t('days', { count }))
    expect(label).toEqual({ one: 'Day', other: 'Days' })
  })

  it("follow the language's own rules: French says 0 jour, and 'many' takes the message's other", async () => {
    const t = await translator('fr-fr', 'Countdown')
    const days = pluralForms('fr-fr', (count) => t('remainingDays', { count }))
    expect(days.one).toBe('# jour')
    expect(days.other).toBe('# jours')
    if (new Intl.PluralRules('fr').resolvedOptions().pluralCategories.includes('many'))
      expect(days.many).toBe('# jours')
    expect(pluralText(days, 0, 'fr-fr')).toBe('0 jour')
    expect(pluralText(days, 3, 'fr-fr')).toBe('3 jours')
  })

  it("write the number in the locale's digits", async () => {
    const t = await translator('de-de', 'Countdown')
    const days = pluralForms('de-de', (count) => t('remainingDays', { count }))
    expect(pluralText(days, 1200, 'de-de')).toBe('1.200 Tage')
  })
})
