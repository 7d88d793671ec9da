// §5 "Where alt text is omitted in the blog hero or the images grid, the default alt text 'Photo books' is used":
// reachable, because a library image may have no alt text of its own (the block's, then the media's, then §5's).
import { describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/integration/payload'
import { renderServer } from '../../../tests/support/render'
import AwesomeImageComponent from '../AwesomeImageComponent/Component'
import StoriesAboveTheFold from '../StoriesAboveTheFold/Component'
import type { BlockData } from '../types'

const context = { locale: 'en-gb', model: 'blog-article', createAppUrl: 'https://create.example' } as const

async function libraryImage(alt?: string) {
  const payload = await testPayload()
  const { default: sharp } = await import('sharp')
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#FFCC5A' } })
    .png()
    .toBuffer()
  const name = `default-alt-${Math.random().toString(36).slice(2)}.png`
  return payload.create({
    collection: 'media',
    data: alt === undefined ? {} : { alt },
    file: { data, mimetype: 'image/png', name, size: data.length },
  } as never)
}

describe('the §5 default alt text', () => {
  it('is used by the blog hero and the images grid when neither the block nor the library has one', async () => {
    const image = await libraryImage()
    const hero = { blockType: 'StoriesAboveTheFold', title: 'Tips', intro: 'Intro', image }
    expect(
      await renderServer(
        <StoriesAboveTheFold block={hero as BlockData<'StoriesAboveTheFold'>} context={context} />,
      ),
    ).toContain('alt="Photo books"')
    const grid = { blockType: 'AwesomeImageComponent', images: [{ src: image }] }
    expect(
      await renderServer(
        <AwesomeImageComponent block={grid as BlockData<'AwesomeImageComponent'>} context={context} />,
      ),
    ).toContain('alt="Photo books"')
  })

  it('gives way to the library’s alt text, and the block’s wins over both', async () => {
    const image = await libraryImage('A wedding album')
    const hero = { blockType: 'StoriesAboveTheFold', title: 'Tips', intro: 'Intro', image }
    const render = (block: object) =>
      renderServer(
        <StoriesAboveTheFold block={block as BlockData<'StoriesAboveTheFold'>} context={context} />,
      )
    expect(await render(hero)).toContain('alt="A wedding album"')
    expect(await render({ ...hero, altText: 'Our day' })).toContain('alt="Our day"')
  })
})
