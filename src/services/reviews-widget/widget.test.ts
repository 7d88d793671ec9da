// §1, §4: the review widget loads only when configured and after marketing consent; its container and the page
// policy agree with the provider's script.
import { describe, expect, it } from 'vitest'

import { necessaryOnly } from '@/cookies/cookies'
import { pageContentSecurityPolicy } from '@/server/security/headers'

import { sourcesFor } from '../hostedServices'
import { reviewPageUrl, reviewWidgetAttributes, reviewWidgetScriptUrl } from './trustpilot'
import { shouldLoadReviewWidget } from './widget'

const settings = { businessUnitId: 'unit-1', templateId: 'template-1', height: '150px' }
const all = { necessary: true, preferences: true, statistics: true, marketing: true } as const
const allButMarketing = { ...all, marketing: false }
const marketingOnly = { ...necessaryOnly, marketing: true }

describe('shouldLoadReviewWidget (configured × consent)', () => {
  it.each([
    ['configured, marketing allowed', settings, marketingOnly, true],
    ['configured, everything allowed', settings, all, true],
    ['configured, everything but marketing', settings, allButMarketing, false],
    ['configured, necessary only', settings, necessaryOnly, false],
    ['configured, before the first mount (no consent yet)', settings, null, false],
    ['not configured, marketing allowed', undefined, all, false],
    ['without a template id', { businessUnitId: 'unit-1' }, all, false],
    ['without a business unit id', { templateId: 'template-1' }, all, false],
    ['with empty ids', { businessUnitId: '', templateId: '' }, all, false],
  ] as const)('%s → %s', (_case, configured, consent, expected) => {
    expect(shouldLoadReviewWidget(configured, consent)).toBe(expected)
  })
})

describe('the widget container', () => {
  it('names the business unit, template, locale and height the provider renders', () => {
    expect(reviewWidgetAttributes(settings, 'sv-se')).toEqual({
      'data-locale': 'sv-SE',
      'data-template-id': 'template-1',
      'data-businessunit-id': 'unit-1',
      'data-style-height': '150px',
      'data-style-width': '100%',
      'data-theme': 'light',
    })
  })

  it('links to the shop’s review page until the widget renders', () => {
    expect(reviewPageUrl('lumibook.example')).toBe('https://www.trustpilot.com/review/lumibook.example')
  })
})

describe('the page policy', () => {
  const origin = new URL(reviewWidgetScriptUrl).origin

  it('allows the widget’s script and frame when configured', () => {
    const policy = pageContentSecurityPolicy([], sourcesFor({ reviewsWidget: settings }))
    expect(policy).toMatch(new RegExp(`script-src 'self' ${origin}(;|$)`))
    expect(policy).toMatch(new RegExp(`frame-src [^;]*${origin}`))
  })

  it('does not name the provider when the widget is not configured', () => {
    expect(pageContentSecurityPolicy([], sourcesFor({}))).not.toContain(new URL(origin).host)
  })
})
