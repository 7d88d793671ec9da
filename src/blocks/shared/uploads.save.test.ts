// §5 allowed file types: every image field of every block (and the entries' own images) takes only the image
// types, every video field only the video types; Payload refuses the other kind on save, not only in the picker.
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { imageMimeTypes, videoMimeTypes } from '@/cms/collections/Media'
import { Pages } from '@/cms/collections/Pages'
import { Stories } from '@/cms/collections/Stories'

import { saveLayout } from '../../../tests/integration/saveLayout'
import { testPayload } from '../../../tests/integration/payload'
import { blockRegistry } from '../registry'

/** Every upload field under `fields` as "path: mime types it accepts" (blocks inside blocks included). */
function uploads(fields: Field[], path: string): string[] {
  return fields.flatMap((field): string[] => {
    const at = 'name' in field ? `${path}.${field.name}` : path
    if (field.type === 'upload') {
      const filter = field.filterOptions as { mimeType?: { in?: string[] } } | undefined
      return [`${at}: ${filter?.mimeType?.in?.join(' ') ?? 'any'}`]
    }
    if (field.type === 'blocks')
      return (field.blocks ?? []).flatMap((block) => uploads(block.fields, `${at}.${block.slug}`))
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => uploads(tab.fields, at))
    return 'fields' in field ? uploads(field.fields, at) : []
  })
}

describe('upload fields (§5 allowed file types)', () => {
  it('accept only the image types, or on a video field only the video types', () => {
    const found = [
      ...blockRegistry.flatMap((definition) => uploads(definition.config.fields, definition.slug)),
      ...uploads(Pages.fields, 'pages'),
      ...uploads(Stories.fields, 'stories'),
    ]
    expect(found.length).toBeGreaterThan(30)
    // TextVideo's video.file is the one video field; every other upload is an image.
    const allowed = (path: string) =>
      (path.includes('.video.file') ? videoMimeTypes : imageMimeTypes).join(' ')
    const expected = found.map((entry) => entry.replace(/: .*/, '')).map((at) => `${at}: ${allowed(at)}`)
    expect(found).toEqual(expected)
  })

  it('refuses a video where an image belongs, on save', async () => {
    const payload = await testPayload()
    const { default: sharp } = await import('sharp')
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#FFCC5A' } })
      .png()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'A photo book' },
      file: { data: png, mimetype: 'image/png', name: `uploads-${Date.now()}.png`, size: png.length },
    })
    // An EBML header whose DocType is "webm": what Payload's file-type check reads.
    const webm = Buffer.from(
      '1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810242858102',
      'hex',
    )
    const video = await payload.create({
      collection: 'media',
      data: { alt: 'A film' },
      file: { data: webm, mimetype: 'video/webm', name: `uploads-${Date.now()}.webm`, size: webm.length },
    })
    const slide = (src: number) => [{ blockType: 'Carousel', slides: [{ src, altText: 'A photo book' }] }]
    expect((await saveLayout(slide(image.id))).errors).toEqual([])
    expect((await saveLayout(slide(video.id))).errors).toEqual([
      expect.stringMatching(/^layout\.0\.slides\.0\.src: /),
    ])
  })
})
