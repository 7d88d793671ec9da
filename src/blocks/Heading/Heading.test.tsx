import { describe, expect, it } from 'vitest'

import { defaultOf, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import Heading from './Component'
import { headingBlock } from './config'

const context = { locale: 'en-gb', model: 'blog-article', createAppUrl: 'https://create.example' } as const

describe('Heading config (§3)', () => {
  it('offers h1–h4 and the common spacing with marginBottom xxxl', () => {
    expect(defaultOf(headingBlock, 'marginBottom')).toBe('xxxl')
    // modelType is the model of the entry holding the block (issue #31: one definition for both).
    expect(defaultOf(headingBlock, 'modelType', { model: 'page' })).toBe('pages')
    expect(defaultOf(headingBlock, 'modelType', { model: 'blog-article' })).toBe('blog')
  })
  it('has anchor fields and blogHeadingPosition on blog-article only (§4)', () => {
    for (const name of [
      'anchorRef',
      'anchorRefName',
      'anchorLink',
      'anchorLinkName',
      'blogHeadingPosition',
    ]) {
      const on = name === 'blogHeadingPosition' ? {} : { anchorRef: true, anchorLink: true }
      expect(isShown(headingBlock, name, { modelType: 'blog', ...on }), name).toBe(true)
      expect(isShown(headingBlock, name, { modelType: 'pages', ...on }), name).toBe(false)
    }
  })
  it('shows each anchor name only when its toggle is on', () => {
    const block = headingBlock
    expect(isShown(block, 'anchorRefName', { modelType: 'blog', anchorRef: false })).toBe(false)
    expect(isShown(block, 'anchorRefName', { modelType: 'blog', anchorRef: true })).toBe(true)
    expect(isShown(block, 'anchorLinkName', { modelType: 'blog', anchorLink: true })).toBe(true)
  })
})

describe('Heading renderer', () => {
  it('renders the chosen tag with an anchor target and an in-page link on stories', async () => {
    const block = {
      blockType: 'Heading',
      text: 'Our tips',
      as: 'h3',
      anchorRef: true,
      anchorRefName: 'tips',
      anchorLink: true,
      anchorLinkName: 'more',
      blogHeadingPosition: 'center',
    } as BlockData<'Heading'>
    const html = await renderServer(<Heading block={block} context={context} />)
    expect(html).toMatch(
      /^<h3 id="tips"[^>]*style="[^"]*text-align:center[^"]*"[^>]*><a href="#more">Our tips<\/a><\/h3>$/,
    )
  })
  it('renders nothing without text', async () => {
    expect(
      await renderServer(<Heading block={{ blockType: 'Heading', text: ' ' }} context={context} />),
    ).toBe('')
  })
})
