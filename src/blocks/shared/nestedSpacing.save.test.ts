// §3 "marginBottom defaults to xxxl" spaces the page's sections; a block inside another block (Container, Box,
// CustomizableContainer, Text & Image's SocialMedia children) defaults to no bottom margin instead of a 6rem gap.
import { describe, expect, it } from 'vitest'

import { saveLayout } from '../../../tests/integration/saveLayout'

const heading = { blockType: 'Heading', text: 'Inside' }
const social = { blockType: 'SocialMedia', socialLink: [] }

describe('bottom margin of nested blocks', () => {
  it('is none by default inside Container, Box, CustomizableContainer and Text & Image; xxxl at the top', async () => {
    const { errors, layout = [] } = await saveLayout([
      { blockType: 'Container', content: [heading, { blockType: 'Box', content: [heading] }] },
      { blockType: 'CustomizableContainer', content: [heading] },
      { blockType: 'TextImage', heading: 'Share', altText: 'x', children: [social] },
    ])
    expect(errors).toEqual([])
    const [container, spacer, textImage] = layout as Record<string, unknown>[] as {
      marginBottom?: string
      content?: { marginBottom?: string; content?: { marginBottom?: string }[] }[]
      children?: { marginBottom?: string }[]
    }[]
    expect([container?.marginBottom, spacer?.marginBottom, textImage?.marginBottom]).toEqual([
      'xxxl',
      'xxxl',
      'xxxl',
    ])
    expect(container?.content?.map((block) => block.marginBottom)).toEqual(['none', 'none'])
    expect(container?.content?.[1]?.content?.[0]?.marginBottom).toBe('none')
    expect(spacer?.content?.[0]?.marginBottom).toBe('none')
    expect(textImage?.children?.[0]?.marginBottom).toBe('none')
  })

  it('still takes the margin an editor chose', async () => {
    const { layout = [] } = await saveLayout([
      { blockType: 'Container', content: [{ ...heading, marginBottom: 'l' }] },
    ])
    expect((layout[0] as { content?: { marginBottom?: string }[] }).content?.[0]?.marginBottom).toBe('l')
  })
})
