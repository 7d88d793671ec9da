// §3 Images grid (AwesomeImageComponent): §9 defaults, alt text default 'Photo books' (§5), grid columns from the
// fractions, gutter, border radius, maxHeight, and nothing for images without an upload.
import { describe, expect, it } from 'vitest'

import { blockDefinition } from '../registry'

import type { Block, Field } from 'payload'

import { defaultOf, field } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import AwesomeImageComponent, { gridImageSizes } from './Component'
import { awesomeImageComponentBlock } from './config'

const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example' } as const
const block = awesomeImageComponentBlock
const image = { slug: 'image', fields: (field(block, 'images') as { fields: Field[] }).fields } as Block
const media = (name: string) => ({
  id: 1,
  url: `/api/media/file/${name}.jpg`,
  width: 1200,
  height: 800,
  alt: '',
  mimeType: 'image/jpeg',
})
const grid = (extra: Record<string, unknown>) =>
  ({ blockType: 'AwesomeImageComponent', ...extra }) as unknown as BlockData<'AwesomeImageComponent'>

describe('AwesomeImageComponent config', () => {
  it('is labelled Images grid with the §3/§9 defaults', () => {
    expect(blockDefinition('AwesomeImageComponent')?.config.labels?.singular).toMatchObject({
      en: 'Images grid',
    })
    expect(defaultOf(block, 'showGutter')).toBe(true)
    expect(defaultOf(block, 'globalBorderRadius')).toBe(8)
    expect(defaultOf(image, 'objectFit')).toBe('cover')
    expect(defaultOf(image, 'maxHeight')).toBe(0)
    expect(field(image, 'src')).toMatchObject({ type: 'upload', relationTo: 'media' })
  })
})

describe('AwesomeImageComponent renderer', () => {
  it('lays the images out in columns of their fractions, with the default alt text and radius', async () => {
    const html = await renderServer(
      <AwesomeImageComponent
        block={grid({
          images: [
            { src: media('a'), fractionInGrid: '2fr' },
            { src: media('b'), fractionInGrid: '1fr', altText: 'Prints', caption: 'Matte prints' },
          ],
        })}
        context={context}
      />,
    )
    expect(html).toContain('--grid-columns:2fr 1fr')
    expect(html).toContain('alt="Photo books"')
    expect(html).toContain('alt="Prints"')
    expect(html).toMatch(/<figcaption[^>]*>Matte prints<\/figcaption>/)
    expect(html).toContain('border-radius:8px')
    expect(html).toContain('object-fit:cover')
    expect(html).toContain('width="1200" height="800"')
    expect(html).toMatch(/class="[^"]*gutter/)
  })

  it('drops the gutter, applies the editor radius, contain and a maxHeight; 0 means no limit', async () => {
    const html = await renderServer(
      <AwesomeImageComponent
        block={grid({
          showGutter: false,
          globalBorderRadius: 0,
          images: [
            { src: media('a'), objectFit: 'contain', maxHeight: 240 },
            { src: media('b'), maxHeight: 0 },
          ],
        })}
        context={context}
      />,
    )
    expect(html).not.toMatch(/class="[^"]*gutter/)
    expect(html).toContain('border-radius:0px')
    expect(html).toContain('object-fit:contain;max-height:240px')
    expect(html.match(/max-height/g)).toHaveLength(1)
  })

  it('sizes each image by its share of the row', () => {
    expect(gridImageSizes(0.5, true)).toBe('(min-width: 768px) 50vw, 100vw')
    expect(gridImageSizes(0.25, false)).toBe('(min-width: 1425px) 357px, (min-width: 768px) 25vw, 100vw')
  })

  it('leaves out images without an upload and renders nothing without any', async () => {
    const one = await renderServer(
      <AwesomeImageComponent block={grid({ images: [{ src: 5 }, { src: media('a') }] })} context={context} />,
    )
    expect(one.match(/<img/g)).toHaveLength(1)
    expect(one).toContain('--grid-columns:1fr')
    for (const images of [undefined, null, 'x', [{ src: null }]])
      expect(await renderServer(<AwesomeImageComponent block={grid({ images })} context={context} />)).toBe(
        '',
      )
  })
})
