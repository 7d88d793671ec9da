// The editors' inspector says, in words, what the router would serve a given URL, cookies, device and moment.
import { describe, expect, it } from 'vitest'

import { createRoutingIndex } from '@/server/routing/routingIndex'

import { inspectVariation } from './inspect'

const index = createRoutingIndex()
index.replace([
  {
    collection: 'pages',
    id: 7,
    paths: { 'sv-se': '/fotobocker' },
    listed: true,
    variations: {
      abTest: [{ id: '11', name: 'Video hero', share: 30 }],
      personalisation: [
        {
          id: '12',
          name: 'Christmas in Sweden',
          rules: [{ attribute: 'country', operator: 'equals', value: 'SE' }],
          startDate: '2026-12-01T00:00:00Z',
          endDate: '2026-12-24T00:00:00Z',
        },
      ],
    },
  },
])
const locales = { isLocale: (value: string) => value === 'sv-se', defaultLocale: 'en-gb' }
const inspect = (url: string, cookieHeader = '', at = '2026-12-10T00:00:00Z') =>
  inspectVariation(index, {
    url,
    cookieHeader,
    userAgent: 'Mozilla/5.0 (iPhone) Mobile',
    at: new Date(at),
    locales,
  })

describe('inspectVariation', () => {
  it('names the personalisation variant a visitor matches inside its window', () => {
    expect(inspect('https://shop.example/sv-se/fotobocker', 'country=SE').summary).toBe(
      'Personalisation variant “Christmas in Sweden” for a new mobile visitor from SE.',
    )
  })
  it('explains the A/B chances outside the window, and the cookie that keeps a visitor', () => {
    expect(
      inspect('https://shop.example/sv-se/fotobocker', 'country=SE', '2026-12-24T00:00:00Z').summary,
    ).toBe(
      'A/B test: a new mobile visitor from SE without a test cookie is assigned by chance — “Video hero” 30 %, the original 70 %.',
    )
    expect(
      inspect('https://shop.example/sv-se/fotobocker', 'cms_ab_pages_7=original; cms_visitor=1').summary,
    ).toBe('A/B test: kept on “the original” by the cms_ab_pages_7 cookie.')
  })
  it('says when a URL has no variations, or is not a URL', () => {
    expect(inspect('https://shop.example/photobooks').summary).toContain(
      'No variations for /photobooks in en-gb',
    )
    expect(inspect('/sv-se/fotobocker').summary).toContain('not a full URL')
  })
})
