// A media relation's picture: next/image markup with the image's size and alt text, or the caller's alt and props.
import { describe, expect, it } from 'vitest'

import { renderServer } from '../../../tests/support/render'
import { BlockImage } from './BlockImage'
import { imageSource, largestImage } from './media'

const image = imageSource({
  url: 'http://localhost:3000/api/media/file/photo.jpg',
  width: 1200,
  height: 800,
  alt: '',
  mimeType: 'image/jpeg',
})!

describe('BlockImage', () => {
  it('renders the image at its size with §5’s default alt text, lazily by default', async () => {
    const html = await renderServer(<BlockImage image={image} className="pic" sizes="100vw" />)
    expect(html).toMatch(/^<img alt="Photo books" loading="lazy" width="1200" height="800" decoding="async"/)
    expect(html).toContain('class="pic"')
    expect(html).toContain('sizes="100vw"')
    expect(html).toContain('%2Fapi%2Fmedia%2Ffile%2Fphoto.jpg')
  })
  it('takes an empty alt for a decorative picture', async () => {
    expect(await renderServer(<BlockImage image={image} alt="" sizes="100vw" />)).toMatch(/^<img alt="" /)
  })
  it('fetches the page’s LCP image first (largestImage)', async () => {
    const html = await renderServer(<BlockImage image={image} sizes="100vw" {...largestImage(true)} />)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('decoding="sync"')
  })
})
