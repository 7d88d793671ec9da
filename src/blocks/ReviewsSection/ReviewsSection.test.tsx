// §3 Reviews (ReviewsSection): backgroundColor default lav4; the reviews, their average and stars in words.
import { describe, expect, it } from 'vitest'

import { defaultOf } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import { ReviewsView } from './Component'
import { reviewsSectionBlock } from './config'

const block = { blockType: 'ReviewsSection', id: 'r1' } as BlockData<'ReviewsSection'>
const summary = {
  average: 4.666,
  count: 3,
  reviews: [
    {
      id: 1,
      name: 'Anna, Malmö',
      rating: 5,
      text: 'Vackraste boken vi har.',
      date: '2026-10-01T00:00:00.000Z',
    },
    { id: 2, name: 'Erik', rating: 4, text: 'Snabb leverans.', date: '2026-09-01T00:00:00.000Z' },
  ],
}

describe('ReviewsSection config', () => {
  it('has the §3 default background lav4 and shows six reviews by default', () => {
    expect(defaultOf(reviewsSectionBlock, 'backgroundColor')).toBe('lav4')
    expect(defaultOf(reviewsSectionBlock, 'limit')).toBe(6)
  })
})

describe('ReviewsSection renderer', () => {
  it('shows each review with its stars in words, and the average in the locale’s format', async () => {
    const html = await renderServer(<ReviewsView block={block} locale="sv-se" summary={summary} />)
    expect(html).toContain('Det här säger våra kunder')
    expect(html).toContain('4,7 av 5 från 3 omdömen')
    expect(html).toContain('5 av 5 stjärnor')
    expect(html).toContain('Vackraste boken vi har.')
    expect(html).toContain('background:var(--colour-lav4)')
    expect(html.match(/<li/g)).toHaveLength(2)
  })

  it('takes the editor’s heading and background', async () => {
    const html = await renderServer(
      <ReviewsView
        block={{ ...block, heading: 'Loved', backgroundColor: 'misty' }}
        locale="en-gb"
        summary={summary}
      />,
    )
    expect(html).toContain('>Loved</h2>')
    expect(html).toContain('background:var(--colour-misty)')
    expect(html).toContain('4.7 out of 5 from 3 reviews')
  })

  it('renders nothing without reviews or a widget, and the widget alone without reviews', async () => {
    const none = { average: 0, count: 0, reviews: [] }
    expect(await renderServer(<ReviewsView block={block} locale="en-gb" summary={none} />)).toBe('')
    const widget = {
      businessUnitId: 'unit',
      templateId: 'template',
      height: '150px',
      productDomain: 'lumibook.example',
    }
    const html = await renderServer(
      <ReviewsView block={block} locale="en-gb" summary={none} widget={widget} />,
    )
    // The section stays for the widget, which the browser loads once the visitor allows marketing (§1).
    expect(html).toContain('What our customers say</h2>')
    expect(html).not.toContain('out of 5')
    expect(html).not.toContain('<ul')
  })
})
