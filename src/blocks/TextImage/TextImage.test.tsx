// §3 Text & Image: defaults (§9), required alt texts (§5), §4 visibility, the §8 children message, and rendering.
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { richText } from '@/cms/seed/richText'
import { defaultButtonText } from '@/config/products'

import { defaultOf, field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition, blocksFor } from '../registry'
import type { BlockData } from '../types'
import TextImage from './Component'
import { textImageBlock } from './config'
import { socialMediaChildrenMessage, validateSocialMediaChildren } from './fields'

const config = textImageBlock
const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example/start' } as const

/** A group's or array's own fields, as a block the field helpers can search. */
const inner = (block: Block, name: string): Block => ({
  slug: `${block.slug}.${name}`,
  fields: (field(block, name) as { fields: Field[] }).fields,
})

const photo = (id: number, alt = 'Media alt') => ({
  id,
  alt,
  url: `http://localhost:3000/api/media/file/photo-${id}.png`,
  width: 800,
  height: 600,
  mimeType: 'image/png',
  updatedAt: '',
  createdAt: '',
})

type Data = BlockData<'TextImage'>
const render = (block: Partial<Data>) =>
  renderServer(<TextImage block={{ blockType: 'TextImage', ...block } as Data} context={context} />)

describe('Text & Image config (§3)', () => {
  it('is offered on pages and stories as "Text & Image"', () => {
    expect(blockDefinition('TextImage')?.config.labels?.singular).toMatchObject({ en: 'Text & Image' })
    for (const model of ['page', 'blog-article'] as const)
      expect(blocksFor(model).map((block) => block.slug)).toContain('TextImage')
  })

  it('has the §9 and §3 defaults', () => {
    expect(defaultOf(config, 'headingLevel')).toBe('h3')
    expect(
      (field(config, 'headingLevel') as { options: { value: string }[] }).options.map((o) => o.value),
    ).toEqual(['h2', 'h3', 'h4'])
    expect(defaultOf(inner(config, 'list'), 'startIndex')).toBe(1)
    const button = inner(config, 'button')
    expect(defaultOf(button, 'text')).toBe(defaultButtonText)
    expect(defaultButtonText).toBe('Create a photo book')
    expect(defaultOf(button, 'type')).toBe('secondary')
    expect(defaultOf(button, 'link')).toBe('/photobooks')
    expect(defaultOf(button, 'size')).toBe('m')
    expect((field(button, 'size') as { options: { value: string }[] }).options.map((o) => o.value)).toEqual([
      's',
      'm',
      'l',
    ])
    expect(defaultOf(button, 'target')).toBe(false)
    expect(defaultOf(config, 'marginBottom')).toBe('xxxl')
  })

  it('requires the image alt text and each slide’s alt text (§5)', () => {
    expect(field(config, 'altText')).toMatchObject({ required: true })
    expect(field(inner(config, 'slides'), 'altText')).toMatchObject({ required: true })
  })

  it('shows each input only with its toggle (§4)', () => {
    expect(isShown(config, 'subheading', { subheadingCheck: true })).toBe(true)
    expect(isShown(config, 'subheading', { subheadingCheck: false })).toBe(false)
    expect(isShown(config, 'list', { addList: true })).toBe(true)
    expect(isShown(config, 'list', {})).toBe(false)
    expect(isShown(config, 'secondText', { addTextField: true })).toBe(true)
    expect(isShown(config, 'secondText', { addTextField: false })).toBe(false)
    expect(isShown(config, 'button', { addButton: true })).toBe(true)
    expect(isShown(config, 'button', { addButton: false })).toBe(false)
  })

  it('switches between a single image and a slides list with the slideshow toggle (§4)', () => {
    for (const name of ['image', 'altText']) {
      expect(isShown(config, name, { slideshow: false }), name).toBe(true)
      expect(isShown(config, name, { slideshow: true }), name).toBe(false)
    }
    for (const name of ['slides', 'selectPaginator']) {
      expect(isShown(config, name, { slideshow: true }), name).toBe(true)
      expect(isShown(config, name, { slideshow: false }), name).toBe(false)
    }
    const paginator = inner(config, 'selectPaginator')
    expect(
      (field(paginator, 'color') as { options: { value: string }[] }).options.map((o) => o.value),
    ).toEqual(['light', 'dark'])
    expect(
      (field(paginator, 'position') as { options: { value: string }[] }).options.map((o) => o.value),
    ).toEqual(['floating', 'bottom'])
  })

  it('applies the button link rule inside the button (§3, §4)', () => {
    const button = inner(config, 'button')
    expect(isShown(button, 'link', { createLink: false })).toBe(true)
    expect(isShown(button, 'productType', { createLink: false })).toBe(false)
    expect(isShown(button, 'link', { createLink: true })).toBe(false)
    expect(isShown(button, 'productType', { createLink: true })).toBe(true)
  })

  it('offers SocialMedia children only and refuses any other block with the §8 message', () => {
    const children = field(config, 'children') as Field & {
      blockReferences: string[]
      validate: (value: unknown) => unknown
    }
    expect(children.blockReferences).toEqual(['SocialMedia'])
    expect(socialMediaChildrenMessage).toBe('Children of this component must be Social media component.')
    expect(children.validate(undefined)).toBe(true)
    expect(children.validate([])).toBe(true)
    expect(children.validate([{ blockType: 'SocialMedia' }, { blockType: 'SocialMedia' }])).toBe(true)
    expect(children.validate([{ blockType: 'SocialMedia' }, { blockType: 'Heading', text: 'x' }])).toBe(
      'Children of this component must be Social media component.',
    )
    expect(validateSocialMediaChildren([{ blockType: 'TextImage' }])).toBe(socialMediaChildrenMessage)
    expect(validateSocialMediaChildren([null])).toBe(socialMediaChildrenMessage)
  })

  it('has no fields of Text & Video', () => {
    expect(() => field(config, 'video')).toThrow()
    expect(() => field(config, 'fullbleedVideo')).toThrow()
    expect(() => field(inner(config, 'list'), 'dotColor')).toThrow()
  })
})

describe('Text & Image renderer', () => {
  const text = richText(['Drop your photos in and the book is ready in minutes.'])

  it('renders the heading at h3 by default, or the chosen level, beside the image', async () => {
    const html = await render({ heading: 'Your holiday', text, image: photo(1), altText: 'An open book' })
    expect(html).toMatch(/<h3[^>]*>Your holiday<\/h3>/)
    expect(html).toContain('<p>Drop your photos in and the book is ready in minutes.</p>')
    expect(html).toMatch(/<img[^>]*alt="An open book"/)
    expect(html).toContain('width="800" height="600"')
    expect(html).toContain('src="/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fphoto-1.png')
    expect(await render({ heading: 'Two', headingLevel: 'h2' })).toMatch(/<h2[^>]*>Two<\/h2>/)
    expect(await render({ heading: 'Four', headingLevel: 'h4' })).toMatch(/<h4[^>]*>Four<\/h4>/)
    expect(await render({ heading: 'Bad', headingLevel: 'h1' as 'h2' })).toMatch(/<h3[^>]*>Bad<\/h3>/)
  })

  it('puts the media first, and the text first when mirrored', async () => {
    const block = { heading: 'Order', image: photo(1), altText: 'A book' }
    const plain = await render(block)
    expect(plain.indexOf('<img')).toBeLessThan(plain.indexOf('<h3'))
    const mirrored = await render({ ...block, mirroredLayout: true })
    expect(mirrored.indexOf('<h3')).toBeLessThan(mirrored.indexOf('<img'))
  })

  it('marks the vertical, full-bleed and inverted layouts and the background', async () => {
    const html = await render({
      heading: 'Trips',
      image: photo(1),
      altText: 'x',
      verticalLayout: true,
      fullbleedLayout: true,
      fullbleedImage: true,
      invertedTextColor: true,
      backgroundColor: 'forest',
    })
    expect(html).toMatch(/<section class="[^"]*_vertical\b[^"]*_inverted\b/)
    expect(html).toMatch(/<section class="[^"]*_fullbleed\b/)
    expect(html).toMatch(/class="[^"]*_fullbleedMedia\b/)
    // Issue #33: on a chosen background the text takes the colour that reads on it.
    expect(html).toContain('background:var(--colour-forest);color:var(--colour-white)')
    expect(html).toContain('sizes="100vw"')
  })

  it('shows the subheading only with subheadingCheck', async () => {
    expect(await render({ heading: 'H', subheadingCheck: true, subheading: 'Photo prints' })).toContain(
      'Photo prints',
    )
    expect(await render({ heading: 'H', subheadingCheck: false, subheading: 'Photo prints' })).not.toContain(
      'Photo prints',
    )
  })

  it('numbers the list from startIndex, only with addList', async () => {
    const list = {
      heading: 'How it works',
      startIndex: 3,
      listItem: [
        { subheading: 'Choose', text: 'Pick photos.' },
        { subheading: 'Order', text: 'We print.' },
      ],
    }
    const html = await render({ heading: 'Steps', addList: true, list })
    expect(html).toMatch(/<h4[^>]*>How it works<\/h4>/)
    expect(html).toMatch(/<ol start="3"[^>]*style="--dot-colour:var\(--colour-ljung2\)"/)
    expect(html.match(/<li /g)).toHaveLength(2)
    expect(html).toMatch(/<h5[^>]*>Choose<\/h5><p[^>]*>Pick photos\.<\/p>/)
    expect(await render({ heading: 'Steps', addList: true, list: { ...list, startIndex: null } })).toContain(
      '<ol start="1"',
    )
    expect(await render({ heading: 'Steps', addList: false, list })).not.toContain('<ol')
    // Without a list heading the items' subheadings come right below the block's heading: no skipped level.
    expect(await render({ heading: 'Steps', addList: true, list: { ...list, heading: '' } })).toMatch(
      /<h4[^>]*>Choose<\/h4>/,
    )
  })

  it('shows the second text only with addTextField', async () => {
    const secondText = richText(['Printed to order.'])
    expect(await render({ heading: 'H', addTextField: true, secondText })).toContain('Printed to order.')
    expect(await render({ heading: 'H', addTextField: false, secondText })).not.toContain('Printed to order.')
  })

  it('renders the button with its defaults and link rule, only with addButton', async () => {
    const html = await render({ heading: 'H', addButton: true, button: { link: '/photobooks' } })
    expect(html).toMatch(
      /<a class="[^"]*_variant-secondary\b[^"]*_size-m\b[^"]*" href="\/photobooks">Create a photo book<\/a>/,
    )
    const created = await render({
      heading: 'H',
      addButton: true,
      button: {
        text: 'Start now',
        type: 'primary',
        size: 'l',
        createLink: true,
        productType: 'print',
        target: true,
      },
    })
    expect(created).toContain('href="https://create.example/start?productType=print&amp;locale=en-gb"')
    expect(created).toContain('target="_blank" rel="noopener noreferrer"')
    expect(created).toMatch(/_variant-primary\b[^"]*_size-l\b/)
    expect(created).toContain('Start now<span')
    expect(created).toContain('(opens in a new tab)')
    expect(await render({ heading: 'H', addButton: false, button: { link: '/photobooks' } })).not.toContain(
      '<a ',
    )
    // A start-create button without a product leads nowhere and is left out.
    expect(await render({ heading: 'H', addButton: true, button: { createLink: true } })).not.toContain('<a ')
  })

  it('renders the slides in the shared slider instead of the image when slideshow is on', async () => {
    const html = await render({
      heading: 'Stories',
      slideshow: true,
      image: photo(9),
      altText: 'The single image',
      slides: [
        { src: photo(1), altText: 'First slide' },
        { src: null, altText: 'No picture' },
        { src: photo(2), altText: 'Second slide' },
      ],
      selectPaginator: { color: 'light', position: 'floating' },
    })
    expect(html).toContain('aria-roledescription="carousel" aria-label="Stories"')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(2)
    expect(html).toContain('alt="First slide"')
    expect(html).toContain('alt="Second slide"')
    expect(html).not.toContain('The single image')
    expect(html).not.toContain('No picture')
    expect(html).toMatch(/_light\b/)
    expect(html).toMatch(/_floating\b/)
    const off = await render({
      heading: 'Stories',
      slideshow: false,
      image: photo(9),
      altText: 'The single image',
      slides: [{ src: photo(1), altText: 'First slide' }],
    })
    expect(off).not.toContain('carousel')
    expect(off).toContain('alt="The single image"')
  })

  it('renders its SocialMedia children and nothing else', async () => {
    const html = await render({
      heading: 'Share',
      children: [
        {
          blockType: 'SocialMedia',
          socialLink: [{ label: 'Our Instagram', link: 'https://www.instagram.com/', icon: 'instagram' }],
        },
        { blockType: 'Heading', text: 'Smuggled heading' } as never,
      ],
    })
    expect(html).toContain('aria-label="Social media"')
    expect(html).toContain('Our Instagram')
    expect(html).not.toContain('Smuggled heading')
  })

  it('keeps its SocialMedia children when it has no text', async () => {
    const html = await render({
      children: [
        {
          blockType: 'SocialMedia',
          socialLink: [{ label: 'Our Facebook', link: 'https://www.facebook.com/', icon: 'facebook' }],
        },
      ],
    })
    expect(html).toContain('Our Facebook')
  })

  it('falls back to the media’s alt text and leaves out a missing image without a broken one', async () => {
    expect(await render({ heading: 'H', image: photo(1, 'From the library'), altText: '' })).toContain(
      'alt="From the library"',
    )
    for (const image of [null, 7, { id: 7 }]) {
      const html = await render({ heading: 'Just text', image: image as never, altText: 'x' })
      expect(html).toContain('Just text')
      expect(html).not.toContain('<img')
    }
  })

  it('renders nothing for empty or bad data, and never throws', async () => {
    expect(await render({})).toBe('')
    expect(await render({ image: 3 as never, altText: 'x', slideshow: true, slides: 'x' as never })).toBe('')
    expect(
      await render({
        heading: 42 as never,
        subheadingCheck: true,
        subheading: {} as never,
        addList: true,
        list: 'nonsense' as never,
        addButton: true,
        button: 'nonsense' as never,
        children: 'nonsense' as never,
      }),
    ).toBe('')
  })
})
