// A/B assignment and personalisation targeting (§3, §9): distribution, stickiness, session, operators, windows.
import { describe, expect, it } from 'vitest'

import {
  abTestCookieMaxAgeSeconds,
  assignVariation,
  cookieNames,
  decideVariant,
  deviceClassOf,
  type EntryVariations,
  inWindow,
  originalVariation,
  ruleMatches,
  sessionCookieMaxAgeSeconds,
  type TargetingRule,
  type Visitor,
  visitorKindOf,
} from './variants'

const visitor = (overrides: Partial<Visitor> = {}): Visitor => ({
  locale: 'sv-se',
  country: 'SE',
  device: 'mobile',
  kind: 'new',
  query: new URLSearchParams('utm_campaign=christmas-2026&utm_source=newsletter'),
  cookies: {},
  ...overrides,
})

/** A seeded generator, so the distribution test is the same on every run. */
function mulberry32(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('§9 cookie lifetimes', () => {
  it('keeps an A/B assignment 30 days and a session 30 minutes', () => {
    expect(abTestCookieMaxAgeSeconds).toBe(2_592_000)
    expect(sessionCookieMaxAgeSeconds).toBe(1_800)
  })
})

describe('A/B assignment', () => {
  const abTest = [
    { id: 'a', name: 'Big hero', share: 25 },
    { id: 'b', name: 'Video hero', share: 25 },
  ]

  it('follows the traffic shares over 10,000 visitors, the original taking the rest', () => {
    const random = mulberry32(2026)
    const counts: Record<string, number> = { a: 0, b: 0, original: 0 }
    for (let i = 0; i < 10_000; i += 1) {
      const key = assignVariation(abTest, random())?.id ?? 'original'
      counts[key] = (counts[key] ?? 0) + 1
    }
    // Within 2 percentage points of 25/25/50 (about four standard deviations at this size).
    expect(Math.abs(counts.a! - 2_500)).toBeLessThan(200)
    expect(Math.abs(counts.b! - 2_500)).toBeLessThan(200)
    expect(Math.abs(counts.original! - 5_000)).toBeLessThan(200)
  })

  it('reads shares as percent, at their edges', () => {
    expect(assignVariation(abTest, 0)?.id).toBe('a')
    expect(assignVariation(abTest, 0.2499)?.id).toBe('a')
    expect(assignVariation(abTest, 0.25)?.id).toBe('b')
    expect(assignVariation(abTest, 0.5)).toBeUndefined()
    expect(assignVariation([{ id: 'x', name: 'x', share: 0 }], 0)).toBeUndefined()
  })

  it('keeps a visitor on the variation in their cookie, and reassigns when it is gone', () => {
    const variations: EntryVariations = { abTest, personalisation: [] }
    const cookie = cookieNames.abTest('pages:7')
    const kept = decideVariant(
      'pages:7',
      variations,
      visitor({ cookies: { [cookie]: 'b' } }),
      new Date(),
      () => 0,
    )
    expect(kept).toEqual({ kind: 'abTest', variation: abTest[1], assigned: false })
    const original = decideVariant(
      'pages:7',
      variations,
      visitor({ cookies: { [cookie]: originalVariation } }),
      new Date(),
      () => 0,
    )
    expect(original).toEqual({ kind: 'abTest', variation: undefined, assigned: false })
    const gone = decideVariant(
      'pages:7',
      variations,
      visitor({ cookies: { [cookie]: 'deleted' } }),
      new Date(),
      () => 0.3,
    )
    expect(gone).toEqual({ kind: 'abTest', variation: abTest[1], assigned: true })
  })

  it('gives the original when an entry has no variations', () => {
    expect(decideVariant('pages:1', { abTest: [], personalisation: [] }, visitor(), new Date())).toEqual({
      kind: 'original',
    })
  })
})

describe('the session cookie: new or returning', () => {
  it('is new on a first visit, returning in a later session, and keeps its value for the session', () => {
    expect(visitorKindOf({})).toBe('new')
    expect(visitorKindOf({ [cookieNames.visitor]: '1' })).toBe('returning')
    expect(visitorKindOf({ [cookieNames.visitor]: '1', [cookieNames.session]: 'new' })).toBe('new')
    expect(visitorKindOf({ [cookieNames.session]: 'returning' })).toBe('returning')
  })
})

describe('device class', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClassOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      'mobile',
    )
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile')
    expect(deviceClassOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet')
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36')).toBe('tablet')
    expect(deviceClassOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe('desktop')
    expect(deviceClassOf(undefined)).toBe('desktop')
  })
})

describe('targeting operators', () => {
  const rule = (rule: Partial<TargetingRule>): TargetingRule => ({
    attribute: 'locale',
    operator: 'equals',
    ...rule,
  })
  it('equals / notEquals, ignoring case', () => {
    expect(ruleMatches(rule({ value: 'SV-SE' }), visitor())).toBe(true)
    expect(ruleMatches(rule({ value: 'de-de' }), visitor())).toBe(false)
    expect(ruleMatches(rule({ operator: 'notEquals', value: 'de-de' }), visitor())).toBe(true)
  })
  it('in / notIn over a comma-separated list', () => {
    expect(ruleMatches(rule({ attribute: 'country', operator: 'in', value: 'NO, SE ,DK' }), visitor())).toBe(
      true,
    )
    expect(ruleMatches(rule({ attribute: 'country', operator: 'in', value: 'DE' }), visitor())).toBe(false)
    expect(ruleMatches(rule({ attribute: 'country', operator: 'notIn', value: 'DE,AT' }), visitor())).toBe(
      true,
    )
    expect(
      ruleMatches(
        rule({ attribute: 'country', operator: 'notIn', value: 'DE' }),
        visitor({ country: undefined }),
      ),
    ).toBe(true)
  })
  it('contains / startsWith on query parameters such as utm_*', () => {
    expect(
      ruleMatches(
        rule({ attribute: 'query', key: 'utm_campaign', operator: 'startsWith', value: 'christmas' }),
        visitor(),
      ),
    ).toBe(true)
    expect(
      ruleMatches(
        rule({ attribute: 'query', key: 'utm_campaign', operator: 'contains', value: '2026' }),
        visitor(),
      ),
    ).toBe(true)
    expect(
      ruleMatches(
        rule({ attribute: 'query', key: 'utm_campaign', operator: 'contains', value: '' }),
        visitor(),
      ),
    ).toBe(false)
    expect(
      ruleMatches(
        rule({ attribute: 'query', key: 'utm_medium', operator: 'startsWith', value: 'e' }),
        visitor(),
      ),
    ).toBe(false)
  })
  it('exists / notExists', () => {
    expect(ruleMatches(rule({ attribute: 'query', key: 'utm_source', operator: 'exists' }), visitor())).toBe(
      true,
    )
    expect(ruleMatches(rule({ attribute: 'query', key: 'gclid', operator: 'notExists' }), visitor())).toBe(
      true,
    )
    expect(ruleMatches(rule({ attribute: 'country', operator: 'exists' }), visitor({ country: '' }))).toBe(
      false,
    )
  })
  it('device and new-vs-returning visitor', () => {
    expect(ruleMatches(rule({ attribute: 'device', value: 'mobile' }), visitor())).toBe(true)
    expect(ruleMatches(rule({ attribute: 'visitor', value: 'returning' }), visitor())).toBe(false)
    expect(
      ruleMatches(rule({ attribute: 'visitor', value: 'returning' }), visitor({ kind: 'returning' })),
    ).toBe(true)
  })
})

describe('date windows: start inclusive, end exclusive', () => {
  const window = { startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-24T00:00:00.000Z' }
  it('holds from the start instant up to, not including, the end instant', () => {
    expect(inWindow(window, new Date('2026-11-30T23:59:59.999Z'))).toBe(false)
    expect(inWindow(window, new Date('2026-12-01T00:00:00.000Z'))).toBe(true)
    expect(inWindow(window, new Date('2026-12-23T23:59:59.999Z'))).toBe(true)
    expect(inWindow(window, new Date('2026-12-24T00:00:00.000Z'))).toBe(false)
  })
  it('leaves an open side open', () => {
    expect(inWindow({ startDate: null, endDate: null }, new Date(0))).toBe(true)
    expect(inWindow({ endDate: '2026-12-24T00:00:00.000Z' }, new Date('2020-01-01'))).toBe(true)
  })
})

describe('precedence', () => {
  const variations: EntryVariations = {
    abTest: [{ id: 'ab', name: 'Test', share: 100 }],
    personalisation: [
      {
        id: 'p1',
        name: 'Christmas, Sweden',
        rules: [{ attribute: 'country', operator: 'equals', value: 'SE' }],
        startDate: '2026-12-01T00:00:00Z',
        endDate: '2026-12-24T00:00:00Z',
      },
      { id: 'p2', name: 'Sweden', rules: [{ attribute: 'country', operator: 'equals', value: 'SE' }] },
      { id: 'p3', name: 'Everyone', rules: [] },
    ],
  }
  it('takes the first matching variant inside its window, before any A/B test', () => {
    const decide = (now: string, who = visitor()) => decideVariant('pages:1', variations, who, new Date(now))
    expect(decide('2026-12-10T00:00:00Z')).toMatchObject({ kind: 'personalisation', variant: { id: 'p1' } })
    expect(decide('2026-12-24T00:00:00Z')).toMatchObject({ kind: 'personalisation', variant: { id: 'p2' } })
    expect(decide('2026-12-10T00:00:00Z', visitor({ country: 'DE' }))).toMatchObject({
      variant: { id: 'p3' },
    })
    const noPersonalisation = { ...variations, personalisation: [] }
    expect(decideVariant('pages:1', noPersonalisation, visitor(), new Date(), () => 0.1)).toMatchObject({
      kind: 'abTest',
      variation: { id: 'ab' },
    })
  })
})
