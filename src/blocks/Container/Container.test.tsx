// §3 Container and Box (layout blocks): their inputs and defaults, flexDirection only for flex (§4), the simple
// content blocks they hold, their children rendered through the registry with a broken child left out.
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { BlocksField } from 'payload'

import { richText } from '@/cms/seed/richText'

import { defaultOf, field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import Box from '../Box/Component'
import type { BlockData } from '../types'
import Container from './Component'
import { blockDefinition } from '../registry'
import { blockTableName } from '../shared/tableName'

const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example' } as const
// In the insert menu's group order (issue #32): Text, Media, then the button (Layout).
const simple = [
  'Heading',
  'AwesomeParagraphs',
  'Quote',
  'IllustrationSection',
  'EmbedVideo',
  'AwesomeImageComponent',
  'ButtonComponent',
]
const containerBlock = blockDefinition('Container')!.config
const boxBlock = blockDefinition('Box')!.config
const childSlugs = (config: typeof boxBlock) => (field(config, 'content') as BlocksField).blockReferences

afterEach(() => vi.restoreAllMocks())

describe('Container and Box configs', () => {
  it('Container holds the simple content blocks and Box; Box holds the simple ones only', () => {
    expect(childSlugs(containerBlock)).toEqual([...simple, 'Box'])
    expect(childSlugs(boxBlock)).toEqual(simple)
  })

  it('refers to its children by slug: the one definition of each block (issue #31)', () => {
    for (const config of [containerBlock, boxBlock])
      expect((field(config, 'content') as BlocksField).blocks).toEqual([])
  })

  it('Container: background and customWidth (default wide)', () => {
    const container = containerBlock
    expect(container.labels?.singular).toMatchObject({ en: 'Container' })
    expect(defaultOf(container, 'customWidth')).toBe('wide')
    expect(field(container, 'background')).toMatchObject({ type: 'select' })
  })

  it('Box: display default block, gap default m, flexDirection only for flex (§4)', () => {
    const box = boxBlock
    expect(defaultOf(box, 'display')).toBe('block')
    expect(defaultOf(box, 'gap')).toBe('m')
    expect(isShown(box, 'flexDirection', { display: 'flex' })).toBe(true)
    expect(isShown(box, 'flexDirection', { display: 'block' })).toBe(false)
    expect(isShown(box, 'flexDirection', {})).toBe(false)
  })
})

describe('table names (PostgreSQL’s 63 characters)', () => {
  it('names each block’s table under its collection’s table, never one table for all collections', () => {
    for (const config of [containerBlock, boxBlock]) expect(typeof config.dbName).toBe('function')
    const name = blockTableName('cont') as (args: { tableName: string }) => string
    expect(name({ tableName: 'story_variants' })).toBe('story_variants_blocks_cont')
    expect(name({ tableName: 'pages' })).toBe('pages_blocks_cont')
  })
})

describe('Container renderer', () => {
  it('renders its children in order inside its width and background', async () => {
    const data = {
      blockType: 'Container',
      background: 'misty',
      customWidth: 'text',
      content: [
        { blockType: 'Heading', text: 'Made to be held', as: 'h2' },
        { blockType: 'AwesomeParagraphs', paragraphContent: richText(['Printed in Europe.']) },
      ],
    } as unknown as BlockData<'Container'>
    const html = await renderServer(<Container block={data} context={context} />)
    expect(html).toMatch(/<h2[^>]*>Made to be held<\/h2>.*Printed in Europe\./)
    // Issue #33: the text takes the colour that reads on the background.
    expect(html).toContain('background:var(--colour-misty);color:var(--colour-almostBlack)')
    expect(html).toContain('max-width:48rem')
  })

  it('renders a Box inside it, with the Box’s own children', async () => {
    const data = {
      blockType: 'Container',
      content: [
        {
          blockType: 'Box',
          display: 'flex',
          content: [{ blockType: 'ButtonComponent', buttonText: 'Books', link: '/photobooks' }],
        },
      ],
    } as unknown as BlockData<'Container'>
    const html = await renderServer(<Container block={data} context={context} />)
    expect(html).toMatch(/display:flex;flex-direction:row;gap:var\(--space-m\)[^>]*>.*>Books<\/a>/)
  })

  it('leaves out a broken child and keeps the rest', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const data = {
      blockType: 'Container',
      content: [
        { blockType: 'Heading', text: 42 },
        { blockType: 'Nope' },
        { blockType: 'Heading', text: 'Kept' },
      ],
    } as unknown as BlockData<'Container'>
    const html = await renderServer(<Container block={data} context={context} />)
    expect(html).toContain('Kept')
    expect(html.match(/<h2/g)).toHaveLength(1)
    expect(log).toHaveBeenCalled()
  })

  it('renders nothing without content', async () => {
    for (const content of [undefined, null, [], 'x']) {
      const data = { blockType: 'Container', content } as unknown as BlockData<'Container'>
      expect(await renderServer(<Container block={data} context={context} />)).toBe('')
    }
  })
})

describe('Box renderer', () => {
  const buttons = [
    { blockType: 'ButtonComponent', buttonText: 'Books', link: '/photobooks' },
    { blockType: 'ButtonComponent', buttonText: 'Prints', link: '/prints' },
  ]

  it('lays its children out as a flex row with the gap token', async () => {
    const data = { blockType: 'Box', display: 'flex', flexDirection: 'row', gap: 'l', content: buttons }
    const html = await renderServer(<Box block={data as unknown as BlockData<'Box'>} context={context} />)
    expect(html).toContain('display:flex;flex-direction:row;gap:var(--space-l)')
    expect(html).toMatch(/>Books<\/a>.*>Prints<\/a>/)
  })

  it('stacks them with the default gap m as a block box, ignoring a stray flexDirection', async () => {
    const data = { blockType: 'Box', flexDirection: 'column', maxWidth: 'narrow', content: buttons }
    const html = await renderServer(<Box block={data as unknown as BlockData<'Box'>} context={context} />)
    expect(html).toContain('max-width:40rem;display:grid;gap:var(--space-m)')
    expect(html).not.toContain('flex-direction')
  })

  it('renders nothing without content', async () => {
    const data = { blockType: 'Box', display: 'flex', content: [] } as unknown as BlockData<'Box'>
    expect(await renderServer(<Box block={data} context={context} />)).toBe('')
  })
})
