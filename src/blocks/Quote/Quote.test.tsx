// §3 Quote: defaults (modelType pages, backgroundColor misty), fontFamily on stories only and backgroundColor on
// pages only (§4), the figure/blockquote/figcaption output and each decorative.
import { describe, expect, it } from 'vitest'

import { blockDefinition } from '../registry'

import { defaultOf, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import Quote from './Component'
import { quoteBlock } from './config'

const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example' } as const
const block = quoteBlock

describe('Quote config', () => {
  it('is labelled Quote and has the §3/§9 defaults', () => {
    expect(blockDefinition('Quote')?.config.labels?.singular).toMatchObject({ en: 'Quote' })
    expect(defaultOf(block, 'modelType', { model: 'page' })).toBe('pages')
    expect(defaultOf(block, 'modelType', { model: 'blog-article' })).toBe('blog')
    expect(defaultOf(block, 'backgroundColor', { model: 'page' })).toBe('misty')
    expect(defaultOf(block, 'backgroundColor', { model: 'blog-article' })).toBeUndefined()
    expect(defaultOf(block, 'marginBottom')).toBe('xxxl')
    expect(defaultOf(block, 'marginBottom', { nested: true })).toBe('none')
  })

  it('offers fontFamily on stories only and backgroundColor on pages only (§3, §4)', () => {
    expect(isShown(block, 'fontFamily', { modelType: 'blog' })).toBe(true)
    expect(isShown(block, 'fontFamily', { modelType: 'pages' })).toBe(false)
    expect(isShown(block, 'backgroundColor', { modelType: 'pages' })).toBe(true)
    expect(isShown(block, 'backgroundColor', { modelType: 'blog' })).toBe(false)
  })
})

describe('Quote renderer', () => {
  const data = (extra: Record<string, unknown>) =>
    ({ blockType: 'Quote', quote: 'Best gift ever.', signature: 'Maja', ...extra }) as BlockData<'Quote'>

  it('renders a figure with the blockquote and the signature as its caption', async () => {
    const html = await renderServer(<Quote block={data({ backgroundColor: 'misty' })} context={context} />)
    expect(html).toMatch(
      /<figure[^>]*><blockquote[^>]*><p>Best gift ever\.<\/p><\/blockquote><figcaption[^>]*>Maja<\/figcaption><\/figure>/,
    )
    // Issue #33: the text takes the colour that reads on the background.
    expect(html).toContain('background:var(--colour-misty);color:var(--colour-almostBlack)')
  })

  it('draws the quotation mark icon or the named illustration', async () => {
    const mark = await renderServer(<Quote block={data({ decorative: 'quotation' })} context={context} />)
    expect(mark).toContain('<svg')
    expect(mark).toContain('aria-hidden="true"')
    for (const name of ['happy-dance', 'cake-surfing']) {
      const html = await renderServer(<Quote block={data({ decorative: name })} context={context} />)
      expect(html).toContain(`data-illustration="${name}"`)
    }
    const none = await renderServer(<Quote block={data({})} context={context} />)
    expect(none).not.toContain('<svg')
    expect(none).not.toContain('data-illustration')
  })

  it('sets the story font family', async () => {
    const html = await renderServer(
      <Quote block={data({ fontFamily: 'accent' })} context={{ ...context, model: 'blog-article' }} />,
    )
    expect(html).toContain('font-family:var(--font-accent)')
    // Each model's own input only (one definition holds both, issue #31).
    const crossed = await renderServer(
      <Quote block={data({ fontFamily: 'accent', backgroundColor: 'misty' })} context={context} />,
    )
    expect(crossed).not.toContain('font-family')
    const story = await renderServer(
      <Quote block={data({ backgroundColor: 'misty' })} context={{ ...context, model: 'blog-article' }} />,
    )
    expect(story).not.toContain('background-color')
  })

  it('renders nothing without a quote, and no caption without a signature', async () => {
    expect(await renderServer(<Quote block={data({ quote: '  ' })} context={context} />)).toBe('')
    expect(await renderServer(<Quote block={data({ quote: 7 })} context={context} />)).toBe('')
    expect(await renderServer(<Quote block={data({ signature: null })} context={context} />)).not.toContain(
      'figcaption',
    )
  })
})
