// §3 IllustrationSection: defaults, arrow options only for arrows (§4), the image or the illustration.
import { describe, expect, it } from 'vitest'

import type { Block, Field } from 'payload'

import { defaultOf, field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import IllustrationSection, { arrowStyle } from './Component'
import { illustrationSectionBlock } from './config'

const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example' } as const
const block = illustrationSectionBlock

describe('IllustrationSection config', () => {
  it('has the §3 and §9 defaults', () => {
    expect(defaultOf(block, 'illustration')).toBe('arrow-05')
    expect(defaultOf(block, 'illustrationColor')).toBe('almostBlack')
    const inside = (group: string) =>
      ({ slug: group, fields: (field(block, group) as { fields: Field[] }).fields }) as Block
    expect(defaultOf(inside('image'), 'width')).toBe(100)
    expect(defaultOf(inside('image'), 'height')).toBe(100)
    expect(defaultOf(inside('arrowOptions'), 'arrowRotation')).toBe(0)
    expect(defaultOf(inside('arrowOptions'), 'arrowDirection')).toBe('up')
    expect(defaultOf(block, 'marginBottom')).toBe('xxxl')
  })

  it('shows arrow options only when the illustration is an arrow (§4)', () => {
    expect(isShown(block, 'arrowOptions', { illustration: 'arrow-05' })).toBe(true)
    expect(isShown(block, 'arrowOptions', { illustration: 'heart-love' })).toBe(false)
    expect(isShown(block, 'arrowOptions', { illustration: 'arrow-05', useImage: true })).toBe(false)
  })

  it('shows the image inputs or the illustration inputs, never both', () => {
    expect(isShown(block, 'image', { useImage: true })).toBe(true)
    expect(isShown(block, 'illustration', { useImage: true })).toBe(false)
    expect(isShown(block, 'image', { useImage: false })).toBe(false)
    expect(isShown(block, 'illustration', { useImage: false })).toBe(true)
  })
})

describe('IllustrationSection renderer', () => {
  it('draws the default arrow-05 in almostBlack, its box sized on the server', async () => {
    const data = { blockType: 'IllustrationSection' } as BlockData<'IllustrationSection'>
    const html = await renderServer(<IllustrationSection block={data} context={context} />)
    expect(html).toContain('data-illustration="arrow-05"')
    expect(html).toContain('width="160" height="160"')
    expect(html).toContain('color:var(--colour-almostBlack)')
  })

  it('turns arrowRotation 0–100 into a share of a full turn, and mirrors a down arrow', () => {
    expect(arrowStyle('up', 0)).toEqual({})
    expect(arrowStyle('up', 25)).toEqual({ transform: 'rotate(90deg)' })
    expect(arrowStyle('down', 50)).toEqual({ transform: 'rotate(180deg) scaleY(-1)' })
    expect(arrowStyle('up', 400)).toEqual({ transform: 'rotate(360deg)' })
  })

  it('renders nothing for an image block without a loaded image', async () => {
    const data = { blockType: 'IllustrationSection', useImage: true } as BlockData<'IllustrationSection'>
    expect(await renderServer(<IllustrationSection block={data} context={context} />)).toBe('')
  })
})
