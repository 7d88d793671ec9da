// §3 Text & Video: Text & Image's fields plus fullbleedVideo, video {…} and dotColor (default ljung2); the video
// never plays by itself, loads nothing before it is asked to, and keeps its box (no layout shift).
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { defaultButtonText } from '@/config/products'

import { defaultOf, field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition, blocksFor } from '../registry'
import { socialMediaChildrenMessage } from '../TextImage/fields'
import type { BlockData } from '../types'
import TextVideo, { videoSource } from './Component'
import { textVideoBlock } from './config'

const config = textVideoBlock
const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example/start' } as const

const inner = (block: Block, name: string): Block => ({
  slug: `${block.slug}.${name}`,
  fields: (field(block, name) as { fields: Field[] }).fields,
})
const values = (block: Block, name: string) =>
  (field(block, name) as { options: { value: string }[] }).options.map((option) => option.value)

const upload = (id: number, mimeType: string, extra: Record<string, unknown> = {}) => ({
  id,
  alt: 'Poster alt',
  url: `http://localhost:3000/api/media/file/file-${id}`,
  mimeType,
  updatedAt: '',
  createdAt: '',
  ...extra,
})
const poster = upload(2, 'image/png', {
  width: 1600,
  height: 900,
  sizes: { desktop: { url: 'http://localhost:3000/api/media/file/file-2-1200x675.webp', width: 1200 } },
})
const film = upload(1, 'video/mp4')

type Data = BlockData<'TextVideo'>
const render = (block: Partial<Data>) =>
  renderServer(<TextVideo block={{ blockType: 'TextVideo', ...block } as Data} context={context} />)

describe('Text & Video config (§3)', () => {
  it('is offered on pages and stories as "Text & Video"', () => {
    expect(blockDefinition('TextVideo')?.config.labels?.singular).toMatchObject({ en: 'Text & Video' })
    for (const model of ['page', 'blog-article'] as const)
      expect(blocksFor(model).map((block) => block.slug)).toContain('TextVideo')
  })

  it('has Text & Image’s fields and defaults, plus fullbleedVideo and the list’s dotColor (default ljung2)', () => {
    expect(defaultOf(config, 'headingLevel')).toBe('h3')
    expect(defaultOf(inner(config, 'list'), 'startIndex')).toBe(1)
    expect(defaultOf(inner(config, 'list'), 'dotColor')).toBe('ljung2')
    const button = inner(config, 'button')
    expect(defaultOf(button, 'text')).toBe(defaultButtonText)
    expect(defaultOf(button, 'type')).toBe('secondary')
    expect(defaultOf(button, 'link')).toBe('/photobooks')
    expect(defaultOf(button, 'size')).toBe('m')
    expect(defaultOf(config, 'fullbleedVideo')).toBe(false)
    for (const name of [
      'fullbleedImage',
      'mirroredLayout',
      'verticalLayout',
      'slides',
      'selectPaginator',
      'children',
    ])
      expect(() => field(config, name), name).not.toThrow()
    expect(field(inner(config, 'slides'), 'altText')).toMatchObject({ required: true })
  })

  it('takes a video upload of the §5 video types, a poster image, loop, muted and fileType mp4|mov|webm', () => {
    const video = inner(config, 'video')
    expect(field(video, 'file')).toMatchObject({
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { in: ['video/mp4', 'video/quicktime', 'video/webm'] } },
    })
    expect(field(video, 'posterImage')).toMatchObject({
      type: 'upload',
      filterOptions: { mimeType: { in: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] } },
    })
    expect(field(video, 'loop')).toMatchObject({ type: 'checkbox' })
    expect(field(video, 'muted')).toMatchObject({ type: 'checkbox' })
    expect(values(video, 'fileType')).toEqual(['mp4', 'mov', 'webm'])
  })

  it('shares Text & Image’s §4 visibility and §8 children rule', () => {
    expect(isShown(config, 'subheading', { subheadingCheck: false })).toBe(false)
    expect(isShown(config, 'list', { addList: true })).toBe(true)
    expect(isShown(config, 'secondText', { addTextField: false })).toBe(false)
    expect(isShown(config, 'button', { addButton: false })).toBe(false)
    expect(isShown(config, 'image', { slideshow: true })).toBe(false)
    expect(isShown(config, 'slides', { slideshow: true })).toBe(true)
    expect(isShown(config, 'selectPaginator', { slideshow: false })).toBe(false)
    const children = field(config, 'children') as Field & { validate: (value: unknown) => unknown }
    expect(children.validate([{ blockType: 'Quote' }])).toBe(socialMediaChildrenMessage)
  })
})

describe('Text & Video renderer', () => {
  it('renders a video with controls that never autoplays, loads nothing up front and keeps the poster’s box', async () => {
    const html = await render({
      heading: 'Watch a book come to life',
      altText: 'A photo book being bound',
      video: { file: film, posterImage: poster, loop: true, muted: true, fileType: 'mp4' },
    })
    expect(html).toMatch(/<h3[^>]*>Watch a book come to life<\/h3>/)
    const video = html.match(/<video[^>]*>/)?.[0] ?? ''
    expect(video).toContain('controls=""')
    expect(video).toContain('playsInline=""')
    expect(video).toContain('preload="none"')
    expect(video).not.toContain('autoplay')
    expect(video).toContain('poster="/api/media/file/file-2-1200x675.webp"')
    expect(video).toContain('loop=""')
    expect(video).toContain('muted=""')
    expect(video).toContain('width="1600" height="900"')
    expect(video).toContain('aspect-ratio:1600 / 900')
    expect(video).toContain('aria-label="A photo book being bound"')
    expect(html).toContain('<source src="/api/media/file/file-1" type="video/mp4"/>')
  })

  it('keeps a 16:9 box without a poster, and is not muted or looping unless asked', async () => {
    const html = await render({ heading: 'Film', video: { file: film, fileType: 'webm' } })
    const video = html.match(/<video[^>]*>/)?.[0] ?? ''
    expect(video).toContain('aspect-ratio:16 / 9')
    expect(video).not.toContain('muted')
    expect(video).not.toContain('loop')
    expect(video).not.toContain('poster')
    expect(html).toContain('type="video/webm"')
    expect(videoSource(upload(3, 'video/quicktime'), null)?.type).toBe('video/quicktime')
    expect(videoSource(upload(3, 'video/quicktime'), 'mov')?.type).toBe('video/quicktime')
    expect(videoSource(poster, 'mp4')).toBeUndefined()
    expect(videoSource(5, 'mp4')).toBeUndefined()
  })

  it('shows the poster as an image when there is no video file', async () => {
    const html = await render({
      heading: 'Soon',
      altText: 'The bindery',
      video: { file: null, posterImage: poster },
    })
    expect(html).not.toContain('<video')
    expect(html).toMatch(/<img[^>]*alt="The bindery"/)
  })

  it('colours the list dots with dotColor, ljung2 by default', async () => {
    const list = { startIndex: 2, listItem: [{ subheading: 'Upload', text: 'Add photos.' }] }
    expect(await render({ heading: 'Steps', addList: true, list })).toMatch(
      /<ol start="2"[^>]*style="--dot-colour:var\(--colour-ljung2\)"/,
    )
    expect(
      await render({ heading: 'Steps', addList: true, list: { ...list, dotColor: 'mossa1' } }),
    ).toContain('--dot-colour:var(--colour-mossa1)')
  })

  it('marks fullbleedVideo on the video column', async () => {
    const html = await render({ heading: 'Film', fullbleedVideo: true, video: { file: film } })
    expect(html).toMatch(/class="[^"]*_fullbleedMedia\b[^"]*"><video/)
  })

  it('renders nothing for empty or bad data', async () => {
    expect(await render({})).toBe('')
    expect(await render({ video: { file: 4 as never, posterImage: 'x' as never } })).toBe('')
    expect(await render({ video: 'nonsense' as never, list: 'nonsense' as never, addList: true })).toBe('')
  })
})
