// §3 List (Paragraphwithlist): blog-article only (§2), startIndex default 1 (§9), item anchors (§4/§5 with the §8
// message), an <ol start> of titled rich paragraphs.
import { describe, expect, it } from 'vitest'

import type { Block, Field } from 'payload'

import { richText } from '@/cms/seed/richText'

import { defaultOf, field, hasField, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition, blocksFor } from '../registry'
import type { BlockData } from '../types'
import Paragraphwithlist from './Component'
import { paragraphwithlistBlock } from './config'

const context = { locale: 'en-gb', model: 'blog-article', createAppUrl: 'https://create.example' } as const
const block = paragraphwithlistBlock
const item = { slug: 'item', fields: (field(block, 'list') as { fields: Field[] }).fields } as Block

describe('Paragraphwithlist config', () => {
  it('is the List block of stories only (§2)', () => {
    expect(blockDefinition('Paragraphwithlist')?.config.labels?.singular).toMatchObject({ en: 'List' })
    expect(blocksFor('blog-article').map((config) => config.slug)).toContain('Paragraphwithlist')
    expect(blocksFor('page').map((config) => config.slug)).not.toContain('Paragraphwithlist')
  })

  it('starts at 1 by default (§9) and has title, anchors and paragraph per item', () => {
    expect(defaultOf(block, 'startIndex')).toBe(1)
    for (const name of ['title', 'anchorRef', 'anchorRefName', 'anchorLink', 'anchorLinkName', 'paragraph'])
      expect(hasField(item, name)).toBe(true)
  })

  it('shows an anchor name only when its toggle is on (§4) and validates it with the §8 message', () => {
    expect(isShown(item, 'anchorRefName', { anchorRef: true })).toBe(true)
    expect(isShown(item, 'anchorRefName', { anchorRef: false })).toBe(false)
    expect(isShown(item, 'anchorLinkName', { anchorLink: true })).toBe(true)
    const validate = (field(item, 'anchorRefName') as { validate: (value: unknown) => unknown }).validate
    expect(validate('pick-photos')).toBe(true)
    expect(validate('Pick Photos')).toBe(
      'Value must be characters (a-z) or numbers and words are separated with hyphens (-)',
    )
  })
})

describe('Paragraphwithlist renderer', () => {
  const list = [
    {
      title: 'Pick photos',
      anchorRef: true,
      anchorRefName: 'pick',
      paragraph: richText(['Twenty favourites.']),
    },
    { title: 'Back', anchorLink: true, anchorLinkName: 'pick', paragraph: richText(['Go back.']) },
  ]

  it('renders an ordered list from startIndex, titles with their anchors and links', async () => {
    const data = { blockType: 'Paragraphwithlist', startIndex: 4, list } as BlockData<'Paragraphwithlist'>
    const html = await renderServer(<Paragraphwithlist block={data} context={context} />)
    expect(html).toMatch(/^<ol[^>]* start="4"/)
    expect(html).toMatch(/<li id="pick"[^>]*><h2[^>]*>Pick photos<\/h2>.*Twenty favourites\./)
    expect(html).toContain('<a href="#pick">Back</a>')
  })

  it('gives no id or link for an anchor name the §5 rule refuses, or with its toggle off', async () => {
    const bad = [
      { title: 'One', anchorRef: true, anchorRefName: 'Not Valid', anchorLink: true, anchorLinkName: 'a b' },
      { title: 'Two', anchorRef: false, anchorRefName: 'two' },
    ]
    const data = { blockType: 'Paragraphwithlist', list: bad } as unknown as BlockData<'Paragraphwithlist'>
    const html = await renderServer(<Paragraphwithlist block={data} context={context} />)
    expect(html).not.toContain('id=')
    expect(html).not.toContain('href=')
  })

  it('starts at 1 without a valid startIndex', async () => {
    for (const startIndex of [undefined, 0, 'x']) {
      const data = {
        blockType: 'Paragraphwithlist',
        startIndex,
        list,
      } as unknown as BlockData<'Paragraphwithlist'>
      expect(await renderServer(<Paragraphwithlist block={data} context={context} />)).toMatch(
        /^<ol[^>]* start="1"/,
      )
    }
  })

  it('renders nothing without items', async () => {
    for (const bad of [undefined, [], 'nope', [{ title: ' ' }]]) {
      const data = { blockType: 'Paragraphwithlist', list: bad } as unknown as BlockData<'Paragraphwithlist'>
      expect(await renderServer(<Paragraphwithlist block={data} context={context} />)).toBe('')
    }
  })
})
