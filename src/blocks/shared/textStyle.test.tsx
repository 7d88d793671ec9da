// §3 text-style set (fontSize, textAlign, color): offered on every block whose main content is text, and applied to
// that text by its renderer.
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { richText } from '@/cms/seed/richText'

import { defaultOf, field, hasField } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition } from '../registry'
import { blockRenderer } from '../renderers'
import type { BlockData, BlockSlug } from '../types'

const context = { locale: 'en-gb', model: 'blog-article', createAppUrl: 'https://create.example' } as const
const style = { fontSize: 'xl', textAlign: 'right', color: 'tomato' }
const body = richText(['Our story in pictures.'])

/** Each text block with its text and the style set (Corner keeps `color` for its corner, so its set is a group). */
const textBlocks: [BlockSlug, Record<string, unknown>][] = [
  ['AwesomeParagraphs', { paragraphContent: body, ...style }],
  ['Quote', { quote: 'Every page a memory.', ...style }],
  ['Paragraphwithlist', { list: [{ title: 'Pick', paragraph: body }], ...style }],
  ['TextImage', { heading: 'Share', text: body, altText: 'x', ...style }],
  ['TextVideo', { heading: 'Film', text: body, ...style }],
  ['PreFooter', { headline: 'Ready?', text: 'Start your book.', ...style }],
  ['Corner', { title: 'Gift', text: 'A book they keep.', imageAltText: 'x', textStyle: style }],
]

describe('the §3 text-style set', () => {
  it.each(textBlocks)('is offered by %s, with no defaults', (slug) => {
    const config = blockDefinition(slug)!.config
    const block =
      slug === 'Corner'
        ? { slug, fields: (field(config, 'textStyle') as { fields: Field[] }).fields }
        : config
    for (const name of ['fontSize', 'textAlign', 'color']) {
      expect(hasField(block, name), name).toBe(true)
      expect(defaultOf(block, name), name).toBeUndefined()
    }
  })

  it.each(textBlocks)('styles the text of %s', async (slug, data) => {
    const { default: Component } = await blockRenderer(slug)!.load()
    const html = await renderServer(
      <Component block={{ blockType: slug, ...data } as BlockData<BlockSlug>} context={context} />,
    )
    expect(html).toContain('font-size:var(--font-size-xl)')
    expect(html).toContain('text-align:right')
    expect(html).toContain('color:var(--colour-tomato)')
  })
})
