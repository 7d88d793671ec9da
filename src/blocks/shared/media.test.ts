// Media relations for next/image: local paths, sizes, §5 alt text fallback, nothing for what is not an image.
import { describe, expect, it } from 'vitest'

import { imageSource, mediaPath } from './media'

const media = {
  id: 1,
  url: 'http://localhost:3000/api/media/file/prints-stack.webp',
  width: 1200,
  height: 800,
  alt: 'A stack of prints',
  mimeType: 'image/webp',
}

describe('imageSource', () => {
  it('gives next/image a site-relative path with the media’s size', () => {
    expect(imageSource(media)).toEqual({
      src: '/api/media/file/prints-stack.webp',
      width: 1200,
      height: 800,
      alt: 'A stack of prints',
    })
  })
  it('prefers the editor’s alt text, then the media’s, then §5’s default', () => {
    expect(imageSource(media, ' On the table ')?.alt).toBe('On the table')
    expect(imageSource({ ...media, alt: '' }, '')?.alt).toBe('Photo books')
  })
  it('gives nothing for an id, null, a video or a media without a size', () => {
    expect(imageSource(1)).toBeUndefined()
    expect(imageSource(null)).toBeUndefined()
    expect(imageSource({ ...media, mimeType: 'video/mp4' })).toBeUndefined()
    expect(imageSource({ ...media, width: null })).toBeUndefined()
  })
  it('keeps other hosts’ URLs', () => {
    expect(mediaPath('https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp')
  })
})
