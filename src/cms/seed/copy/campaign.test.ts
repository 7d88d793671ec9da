// The campaign copy every locale seeds into the §3 campaign blocks: complete, short where a block is small, and
// free of figures where the real numbers come from elsewhere (prices from the data API, dates from the block).
import { describe, expect, it } from 'vitest'

import { routingLocales } from '@/i18n/locales'

import { campaignCopy } from './index'

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe.each(routingLocales)('campaign copy for %s', (locale) => {
  const campaign = campaignCopy[locale]

  it('fills every field with trimmed text', () => {
    const texts = strings(campaign)
    // 2 cards + USP title + 4×2 points + 2×2 prices + 2 countdown + reviews heading + 3 pre-footer
    expect(texts).toHaveLength(21)
    for (const text of texts) {
      expect(text.trim()).toBe(text)
      expect(text).not.toBe('')
    }
  })

  it('keeps the countdown texts to 60 characters (§3 Countdown)', () => {
    expect(campaign.countdown.targetText.length).toBeLessThanOrEqual(60)
    expect(campaign.countdown.eventEndText.length).toBeLessThanOrEqual(60)
  })

  it('names no figures in prices, selling points or countdown (prices come from the data API, dates from the block)', () => {
    for (const text of strings([campaign.prices, campaign.usps, campaign.countdown]))
      expect(text).not.toMatch(/\d/)
  })

  it('writes each selling point as one or two short sentences', () => {
    for (const { body } of campaign.usps.points) {
      expect(body.length).toBeLessThanOrEqual(120)
      expect(body.split(/[.!?](?:\s|$)/).filter(Boolean).length).toBeLessThanOrEqual(2)
    }
  })
})

describe('American English campaign copy', () => {
  it.each(['en-us', 'en-ca'] as const)('%s uses American spelling of the British copy', (locale) => {
    const american = strings(campaignCopy[locale]).join('\n')
    expect(american).not.toMatch(/colour|favourite|personalis/i)
    expect(american).toContain('favorite photos')
    expect(campaignCopy['en-au']).toEqual(campaignCopy['en-gb'])
  })
})
