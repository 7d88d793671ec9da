// Issue #32: the translation state of each locale from its own values and the times of its last saves.
import { describe, expect, it } from 'vitest'

import { translationStates } from './translationStatus'

describe('translationStates', () => {
  const locales = ['en-gb', 'sv-se', 'de-de', 'fr-fr'] as const

  it('marks en-gb the source, a locale without its own values as showing en-gb', () => {
    expect(translationStates(locales, { 'en-gb': true, 'sv-se': true }, {})).toEqual({
      'en-gb': 'source',
      'sv-se': 'own',
      'de-de': 'fallback',
      'fr-fr': 'fallback',
    })
  })

  it('marks a translation stale when en-gb was saved after it, or it predates the log', () => {
    const states = translationStates(
      locales,
      { 'en-gb': true, 'sv-se': true, 'de-de': true, 'fr-fr': true },
      {
        'en-gb': '2026-11-26T10:00:00.000Z',
        'sv-se': '2026-11-26T09:00:00.000Z',
        'de-de': '2026-11-26T11:00:00.000Z',
      },
    )
    expect(states).toEqual({ 'en-gb': 'source', 'sv-se': 'stale', 'de-de': 'own', 'fr-fr': 'stale' })
  })
})
