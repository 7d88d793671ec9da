import { describe, expect, it } from 'vitest'

import { richText } from '@/cms/seed/richText'

import { defaultOf, field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import Text from './Component'
import { awesomeParagraphsBlock } from './config'

const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example' } as const

describe('Text (AwesomeParagraphs) config (§3)', () => {
  it('keeps dualColumns hidden and defaults the headline variant and spacing', () => {
    expect(field(awesomeParagraphsBlock, 'dualColumns').admin).toMatchObject({ hidden: true })
    expect(defaultOf(awesomeParagraphsBlock, 'headlineVariant')).toBe('heading')
    expect(defaultOf(awesomeParagraphsBlock, 'marginBottom')).toBe('xxxl')
  })
  it('has anchor fields on blog-article only', () => {
    const on = { anchorRef: true }
    expect(isShown(awesomeParagraphsBlock, 'anchorRefName', { modelType: 'blog', ...on })).toBe(true)
    expect(isShown(awesomeParagraphsBlock, 'anchorRefName', { modelType: 'pages', ...on })).toBe(false)
  })
})

describe('Text renderer', () => {
  it('renders the headline (h3 as subheading) over the rich paragraphs', async () => {
    const html = await renderServer(
      <Text
        block={{
          blockType: 'AwesomeParagraphs',
          headline: 'Why a photo book',
          headlineVariant: 'subheading',
          paragraphContent: richText(['First paragraph.', 'Second paragraph.']),
          backgroundColor: 'misty',
        }}
        context={context}
      />,
    )
    expect(html).toMatch(/<h3[^>]*>Why a photo book<\/h3>/)
    expect(html).toMatch(/<p[^>]*>First paragraph\.<\/p><p[^>]*>Second paragraph\.<\/p>/)
    // Issue #33: the text takes the colour that reads on the background.
    expect(html).toContain('background:var(--colour-misty);color:var(--colour-almostBlack)')
  })
  it('renders nothing when empty', async () => {
    expect(await renderServer(<Text block={{ blockType: 'AwesomeParagraphs' }} context={context} />)).toBe('')
  })
})
