// §3 Pre-footer: backgroundColor default seaweed, illustration default high-five, headline, text and a button that
// follows the §3 button link rule (§4 visibility); render and bad data.
import { describe, expect, it } from 'vitest'

import type { Block, Field } from 'payload'

import { defaultButtonText } from '@/config/products'
import { illustrationNames } from '@/design/illustrations/names'

import { defaultOf, field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition, blocksFor } from '../registry'
import type { BlockData } from '../types'
import PreFooter, { illustrationSize } from './Component'
import { preFooterBlock } from './config'

const block = preFooterBlock
const context = { locale: 'de-de', model: 'page', createAppUrl: 'https://create.example/start' } as const
const render = (data: object) =>
  renderServer(
    <PreFooter block={{ blockType: 'PreFooter', ...data } as BlockData<'PreFooter'>} context={context} />,
  )
const button = { ...block, fields: (field(block, 'button') as { fields: Field[] }).fields } as Block

describe('PreFooter config (§2, §3, §4)', () => {
  it('is slug PreFooter, labelled Pre-footer, in the insert menu of both models', () => {
    expect(block.slug).toBe('PreFooter')
    expect(blockDefinition('PreFooter')?.config.labels?.singular).toMatchObject({ en: 'Pre-footer' })
    expect(blockDefinition('PreFooter')?.hiddenFromInsertMenu).toBeFalsy()
    expect(blocksFor('page').map((b) => b.slug)).toContain('PreFooter')
    expect(blocksFor('blog-article').map((b) => b.slug)).toContain('PreFooter')
  })

  it('defaults backgroundColor to seaweed and illustration to high-five, one of the §9 illustrations', () => {
    expect(defaultOf(block, 'backgroundColor')).toBe('seaweed')
    expect(defaultOf(block, 'illustration')).toBe('high-five')
    const options = (field(block, 'illustration') as { options: { value: string }[] }).options
    expect(options.map((option) => option.value)).toEqual([...illustrationNames])
    expect(defaultOf(button, 'text')).toBe(defaultButtonText)
    expect(defaultOf(block, 'marginBottom')).toBe('xxxl')
    for (const name of ['headline', 'text']) expect(field(block, name)).toBeDefined()
  })

  it('shows the button link when createLink is false and productType when it is true (§4)', () => {
    expect(isShown(button, 'link', { createLink: false })).toBe(true)
    expect(isShown(button, 'productType', { createLink: false })).toBe(false)
    expect(isShown(button, 'link', { createLink: true })).toBe(false)
    expect(isShown(button, 'productType', { createLink: true })).toBe(true)
  })
})

describe('PreFooter renderer', () => {
  const full = {
    backgroundColor: 'seaweed',
    illustration: 'high-five',
    headline: 'Ready to make something to keep?',
    text: 'Turn your favourite photos into a photo book.',
    button: { text: 'Start creating', createLink: true, productType: 'book' },
  }

  it('renders the illustration in a fixed box, the headline, text and the create-flow button', async () => {
    const html = await render(full)
    expect(html).toContain('data-illustration="high-five"')
    expect(html).toContain(`width="${illustrationSize}" height="${illustrationSize}"`)
    expect(html).toContain('background:var(--colour-seaweed)')
    expect(html).toContain('color:var(--colour-almostBlack)')
    expect(html).toMatch(/<h2[^>]*>Ready to make something to keep\?<\/h2>/)
    expect(html).toContain('Turn your favourite photos into a photo book.')
    expect(html).toContain('href="https://create.example/start?productType=book&amp;locale=de-de"')
    expect(html).toContain('>Start creating</a>')
  })

  it('follows a link in the visitor’s locale with the default button text', async () => {
    const html = await render({ ...full, button: { createLink: false, link: '/photoprints' } })
    expect(html).toContain('href="/de-de/photoprints"')
    expect(html).toContain(`>${defaultButtonText}</a>`)
  })

  it('keeps text readable on a dark background', async () => {
    const html = await render({ ...full, backgroundColor: 'blåbär1' })
    expect(html).toContain('color:var(--colour-white)')
  })

  it('falls back to seaweed and high-five for unknown values, and leaves out a button with nowhere to go', async () => {
    const html = await render({ ...full, backgroundColor: 'plaid', illustration: 'unicorn', button: {} })
    expect(html).toContain('background:var(--colour-seaweed)')
    expect(html).toContain('data-illustration="high-five"')
    expect(html).not.toContain('<a ')
    expect(html).toContain('Ready to make something to keep?')
  })

  it('renders nothing, without throwing, with no headline, text or button', async () => {
    expect(await render({})).toBe('')
    expect(await render({ illustration: 'high-five', button: { createLink: true } })).toBe('')
    expect(await render({ headline: '  ', button: null })).toBe('')
  })
})
