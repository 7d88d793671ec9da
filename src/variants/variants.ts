// A/B tests and personalisation variants (§3 "CMS content entry", §9 "CMS provider"), decided before rendering:
// pure functions shared by the router, which rewrites to the chosen variation's static page, and the editors'
// inspector, which shows what a given URL and cookies would get.

/** §9: the A/B test cookie keeps a visitor on one variation for 30 days. */
export const abTestCookieMaxAgeSeconds = 30 * 24 * 60 * 60
/** §9: the session cookie lasts 30 minutes of inactivity (each request renews it). */
export const sessionCookieMaxAgeSeconds = 30 * 60
/** Marks a browser that has been here before, so a later session counts as returning. */
export const visitorCookieMaxAgeSeconds = 365 * 24 * 60 * 60

export const cookieNames = {
  session: 'cms_session',
  visitor: 'cms_visitor',
  /** One A/B cookie per entry: cms_ab_{entryKey}. */
  abTest: (entryKey: string) => `cms_ab_${entryKey.replace(/[^a-z0-9]/gi, '_')}`,
} as const

/** The value an A/B cookie holds for a visitor who sees the original. */
export const originalVariation = 'original'

export const targetingAttributes = ['locale', 'country', 'device', 'visitor', 'query'] as const
export type TargetingAttribute = (typeof targetingAttributes)[number]
export const targetingOperators = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'contains',
  'startsWith',
  'exists',
  'notExists',
] as const
export type TargetingOperator = (typeof targetingOperators)[number]
export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof deviceClasses)[number]
export const visitorKinds = ['new', 'returning'] as const
export type VisitorKind = (typeof visitorKinds)[number]

/** One condition of a variant's §3 `query`; a variant's conditions must all hold. */
export interface TargetingRule {
  attribute: TargetingAttribute
  /** The query parameter's name, for attribute 'query' (e.g. utm_campaign). */
  key?: string | null
  operator: TargetingOperator
  /** For in/notIn: a comma-separated list. */
  value?: string | null
}

export interface AbTestVariation {
  id: string
  /** When its content last changed (ISO): part of its page's URL. */
  updatedAt?: string
  name: string
  /** Percent of visitors, 0–100; the original gets what is left. */
  share: number
}

export interface PersonalisationVariant {
  id: string
  updatedAt?: string
  name: string
  rules: TargetingRule[]
  /** ISO dates: the window is start inclusive, end exclusive; either may be open. */
  startDate?: string | null
  endDate?: string | null
}

/** What the router knows about one entry with variations. */
export interface EntryVariations {
  /** When the entry itself last changed: part of the original arm's URL. */
  updatedAt?: string
  abTest: AbTestVariation[]
  /** In precedence order: the first that matches and is in its window wins. */
  personalisation: PersonalisationVariant[]
}

/** Where the router finds the entry with variations a URL path shows (src/server/routing/routingIndex.ts). */
export interface VariantLookup {
  variationsAt(locale: string, path: string): { entryKey: string; variations: EntryVariations } | undefined
}

export interface Visitor {
  locale: string
  country?: string
  device: DeviceClass
  kind: VisitorKind
  query: URLSearchParams
  cookies: Record<string, string | undefined>
}

export type VariantDecision =
  | { kind: 'original' }
  | { kind: 'personalisation'; variant: PersonalisationVariant }
  | { kind: 'abTest'; variation: AbTestVariation | undefined; assigned: boolean }

/** Device class from the user agent (phones, then tablets; everything else is a desktop). */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? ''
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|Opera Mini/i.test(ua)) return 'mobile'
  return 'desktop'
}

/** §9 session cookie: a session that starts on a browser seen before is a returning visit. */
export function visitorKindOf(cookies: Record<string, string | undefined>): VisitorKind {
  const session = cookies[cookieNames.session]
  if (session === 'new' || session === 'returning') return session
  return cookies[cookieNames.visitor] ? 'returning' : 'new'
}

function attributeValue(rule: TargetingRule, visitor: Visitor): string | undefined {
  switch (rule.attribute) {
    case 'locale':
      return visitor.locale
    case 'country':
      return visitor.country || undefined
    case 'device':
      return visitor.device
    case 'visitor':
      return visitor.kind
    case 'query':
      return rule.key ? (visitor.query.get(rule.key) ?? undefined) : undefined
  }
}

const list = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)

/** One rule against a visitor; comparisons ignore case. */
export function ruleMatches(rule: TargetingRule, visitor: Visitor): boolean {
  const actual = attributeValue(rule, visitor)?.toLowerCase()
  const expected = (rule.value ?? '').trim().toLowerCase()
  switch (rule.operator) {
    case 'exists':
      return actual !== undefined && actual !== ''
    case 'notExists':
      return actual === undefined || actual === ''
    case 'equals':
      return actual === expected
    case 'notEquals':
      return actual !== expected
    case 'in':
      return actual !== undefined && list(rule.value).includes(actual)
    case 'notIn':
      return actual === undefined || !list(rule.value).includes(actual)
    case 'contains':
      return actual !== undefined && expected !== '' && actual.includes(expected)
    case 'startsWith':
      return actual !== undefined && expected !== '' && actual.startsWith(expected)
  }
}

/** Start inclusive, end exclusive; an open end never closes. */
export function inWindow(variant: Pick<PersonalisationVariant, 'startDate' | 'endDate'>, now: Date): boolean {
  const time = now.getTime()
  if (variant.startDate && time < Date.parse(variant.startDate)) return false
  if (variant.endDate && time >= Date.parse(variant.endDate)) return false
  return true
}

/** Weighted choice by share (percent); `random` in [0, 1). What the shares leave over goes to the original. */
export function assignVariation(
  variations: readonly AbTestVariation[],
  random: number,
): AbTestVariation | undefined {
  let point = random * 100
  for (const variation of variations) {
    const share = Math.max(0, variation.share)
    if (point < share) return variation
    point -= share
  }
  return undefined
}

/**
 * The content a visitor gets for an entry: the first personalisation variant whose rules all hold and whose
 * window contains now; otherwise the A/B variation the visitor's cookie names (if it still exists), or a new
 * weighted assignment; otherwise the original.
 */
export function decideVariant(
  entryKey: string,
  variations: EntryVariations,
  visitor: Visitor,
  now: Date,
  random: () => number = Math.random,
): VariantDecision {
  const variant = variations.personalisation.find(
    (candidate) => inWindow(candidate, now) && candidate.rules.every((rule) => ruleMatches(rule, visitor)),
  )
  if (variant) return { kind: 'personalisation', variant }
  if (!variations.abTest.length) return { kind: 'original' }
  const remembered = visitor.cookies[cookieNames.abTest(entryKey)]
  if (remembered === originalVariation) return { kind: 'abTest', variation: undefined, assigned: false }
  const known = variations.abTest.find((variation) => variation.id === remembered)
  if (known) return { kind: 'abTest', variation: known, assigned: false }
  return { kind: 'abTest', variation: assignVariation(variations.abTest, random()), assigned: true }
}
