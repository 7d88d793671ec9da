// Integration (real Payload, SQLite, shipped migrations): the CMS itself enforces this issue's §3/§5 rules for
// Countdown and ContractSection, and stores the six blocks with their §3 defaults in pages and stories alike.
import { describe, expect, it } from 'vitest'

import { saveLayout } from '../../../tests/integration/saveLayout'
import { endDateMessage } from './config'

const anchorMessage = 'Value must be characters (a-z) or numbers and words are separated with hyphens (-)'

const save = saveLayout

const start = '2026-12-01T09:00:00.000Z'
const end = '2026-12-04T23:00:00.000Z'

describe('Countdown in the CMS', () => {
  it('requires targetDate (§5)', async () => {
    expect((await save([{ blockType: 'Countdown', targetText: 'Soon' }])).errors).toEqual([
      'layout.0.targetDate: This field is required.',
    ])
  })

  it('refuses an end date that is not after the target, only while addEndDate is set', async () => {
    const countdown = { blockType: 'Countdown', targetDate: start, eventEndDate: '2026-11-30T09:00:00.000Z' }
    expect((await save([{ ...countdown, addEndDate: true }])).errors).toEqual([
      `layout.0.eventEndDate: ${endDateMessage}`,
    ])
    expect((await save([{ ...countdown, addEndDate: false }])).errors).toEqual([])
    const saved = await save([{ ...countdown, addEndDate: true, eventEndDate: end, eventEndText: 'Ends in' }])
    expect(saved.errors).toEqual([])
    expect(saved.layout?.[0]).toMatchObject({
      targetDate: start,
      eventEndDate: end,
      contentAlignment: 'center',
    })
  })
})

describe('ContractSection in the CMS', () => {
  it('refuses an invalid headingLink with the §8 message and stores the button default link /create', async () => {
    expect(
      (await save([{ blockType: 'ContractSection', addHeadingLink: true, headingLink: 'Our Deal' }])).errors,
    ).toEqual([`layout.0.headingLink: ${anchorMessage}`])
    const saved = await save([
      { blockType: 'ContractSection', addHeadingLink: true, headingLink: 'our-deal' },
    ])
    expect(saved.errors).toEqual([])
    expect(saved.layout?.[0]).toMatchObject({
      headingLink: 'our-deal',
      button: { link: '/create', createLink: false },
      handwrittenText: { fontFamily: 'accent' },
    })
  })
})

describe('the six blocks in pages and stories', () => {
  const layout = [
    { blockType: 'Countdown', targetDate: start },
    { blockType: 'CoversSection', title: 'Covers' },
    {
      blockType: 'ContractSection',
      heading: 'Deal',
      handwrittenText: { text: 'Hi', fontSize: 'xl', lineHeight: 'm' },
    },
    {
      blockType: 'StatisticsContainer',
      heading: 'Figures',
      statisticsSlides: [{ title: '2 million', altText: 'Photo books' }],
    },
    {
      blockType: 'LogosComponent',
      fontSettings: { family: 'accent', weight: 'bold' },
      logos: [{ altText: 'Press', link: 'https://example.com' }],
    },
    { blockType: 'CustomizableContainer', backgroundColor: 'misty', secondColor: 'seaweed' },
  ]

  it.each(['pages', 'stories'] as const)('stores them with their §3 defaults in %s', async (collection) => {
    const saved = await save(layout, collection)
    expect(saved.errors).toEqual([])
    const byType = Object.fromEntries((saved.layout ?? []).map((block) => [block.blockType, block]))
    expect(byType.CoversSection).toMatchObject({ buttonText: 'Create a photo book', marginBottom: 'xxxl' })
    expect(byType.StatisticsContainer).toMatchObject({
      statisticsSlides: [{ title: '2 million', color: 'kantarell3' }],
    })
    expect(byType.LogosComponent).toMatchObject({ logos: [{ maxHeight: 48, link: 'https://example.com' }] })
    expect(byType.CustomizableContainer).toMatchObject({ addWaves: true, space: 'xl', direction: 'down' })
    expect(byType.ContractSection).toMatchObject({ handwrittenText: { fontSize: 'xl', lineHeight: 'm' } })
  })

  it('refuses a logo link that is not a web address', async () => {
    const errors = (await save([{ blockType: 'LogosComponent', logos: [{ link: 'example.com' }] }])).errors
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^layout\.0\.logos\.0\.link: /)
  })
})
