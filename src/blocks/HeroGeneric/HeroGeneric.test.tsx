// §3 Page hero (HeroGeneric): defaults (§9), required fields (§5), the video URL rule, §4 visibility by layout and
// toggle, page only (§2), and the four layouts' rendering (the h1, the prioritised image, slides, quote, badge).
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { richText } from '@/cms/seed/richText'
import { productTypes } from '@/config/products'
import { illustrationNames } from '@/design/illustrations/names'

import { defaultOf, field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition, blocksFor } from '../registry'
import type { BlockData } from '../types'
import HeroGeneric, { heroLayoutOf } from './Component'
import { heroGenericBlock } from './config'
import { overlayOpacity } from './FullbleedHero'
import { objectPosition } from './parts'
import { validateVideoUrl, videoEmbedUrl, videoUrlMessage } from './video'

const config = heroGenericBlock
const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example/start' } as const

/** A group's or array's own fields, as a block the field helpers can search. */
const inner = (block: Block, name: string): Block => ({
  slug: `${block.slug}.${name}`,
  fields: (field(block, name) as { fields: Field[] }).fields,
})
const optionsOf = (block: Block, name: string) =>
  (field(block, name) as { options: { value: string }[] }).options.map((option) => option.value)

const photo = (id: number, alt = 'Media alt', width = 800, height = 600) => ({
  id,
  alt,
  url: `http://localhost:3000/api/media/file/photo-${id}.png`,
  width,
  height,
  mimeType: 'image/png',
  updatedAt: '',
  createdAt: '',
})

type Data = BlockData<'HeroGeneric'>
/** Renders the hero as the page's first hero (`lead`), unless told otherwise. */
const render = (block: Partial<Data>, locale: 'en-gb' | 'sv-se' = 'en-gb', lead = true) =>
  renderServer(
    <HeroGeneric
      block={{ blockType: 'HeroGeneric', ...block } as Data}
      context={{ ...context, locale }}
      lead={lead}
    />,
  )

describe('HeroGeneric config (§3)', () => {
  it('is the “Hero (page)” block, offered on pages only (§2)', () => {
    expect(blockDefinition('HeroGeneric')?.config.labels?.singular).toMatchObject({ en: 'Hero (page)' })
    expect(blocksFor('page').map((block) => block.slug)).toContain('HeroGeneric')
    expect(blocksFor('blog-article').map((block) => block.slug)).not.toContain('HeroGeneric')
  })

  it('has the four layouts, required, default “default” (§3, §5)', () => {
    expect(optionsOf(config, 'layout')).toEqual(['default', 'fullbleed', 'illustration', 'product'])
    expect(field(config, 'layout')).toMatchObject({ required: true, defaultValue: 'default' })
  })

  it('has the §3 and §9 defaults and ranges', () => {
    expect(field(config, 'overlayOpacity')).toMatchObject({ min: 0, max: 100, defaultValue: 20 })
    expect(field(config, 'detailedImagePosition')).toMatchObject({ type: 'number', min: 1, max: 100 })
    expect(defaultOf(config, 'imagePosition')).toBe('center')
    expect(optionsOf(config, 'imagePosition')).toEqual(['center', 'top', 'bottom', 'left', 'right'])
    expect(defaultOf(config, 'illustration')).toBe('heart-love')
    expect(optionsOf(config, 'illustration')).toEqual([...illustrationNames])
    expect(optionsOf(config, 'productType')).toEqual([...productTypes])
    const button = inner(config, 'button')
    expect(defaultOf(button, 'productType')).toBe('book')
    expect(optionsOf(button, 'size')).toEqual(['xs', 's', 'm', 'l'])
    expect(defaultOf(inner(config, 'quote'), 'color')).toBe('white')
    expect(defaultOf(config, 'marginBottom')).toBe('xxxl')
    for (const name of [
      'useRichTextHeading',
      'useVideo',
      'useButton',
      'addQuote',
      'addBadge',
      'mirroredLayout',
    ]) {
      expect(defaultOf(config, name), name).toBe(false)
    }
  })

  it('requires the alt text and each slide’s alt text (§5)', () => {
    expect(field(config, 'altText')).toMatchObject({ required: true })
    expect(field(inner(config, 'heroSlides'), 'altText')).toMatchObject({ required: true })
    expect(field(config, 'image')).toMatchObject({ type: 'upload', relationTo: 'media' })
    expect(field(config, 'mobileImage')).toMatchObject({ type: 'upload', relationTo: 'media' })
  })

  it('accepts only a YouTube or Vimeo video URL (§5 “a video-hosting URL”)', () => {
    const validate = (field(config, 'videoUrl') as { validate: (value: unknown) => unknown }).validate
    expect(validate('')).toBe(true)
    expect(validate(null)).toBe(true)
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871',
    ]) {
      expect(validate(url), url).toBe(true)
    }
    for (const url of [
      'https://example.com/video.mp4',
      'not a url',
      'https://www.youtube.com/',
      'https://vimeo.com/about',
    ]) {
      expect(validate(url), url).toBe(videoUrlMessage)
    }
    expect(validateVideoUrl('javascript:alert(1)')).toBe(videoUrlMessage)
    expect(videoEmbedUrl('https://youtu.be/aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    )
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1')
  })
})

describe('HeroGeneric editor input visibility (§4)', () => {
  const layouts = ['default', 'fullbleed', 'illustration', 'product'] as const
  const shownIn = (name: string, extra: Record<string, unknown> = {}) =>
    layouts.filter((layout) => isShown(config, name, { layout, ...extra }))

  it('shows useFullbleedLayout for the illustration layout only', () => {
    expect(shownIn('useFullbleedLayout')).toEqual(['illustration'])
  })

  it('shows productType and startCreateButtonText for the product layout only', () => {
    expect(shownIn('productType')).toEqual(['product'])
    expect(shownIn('startCreateButtonText')).toEqual(['product'])
  })

  it('offers the rich-text heading on fullbleed only, replacing the plain heading there', () => {
    expect(shownIn('useRichTextHeading')).toEqual(['fullbleed'])
    expect(shownIn('richTextHeading', { useRichTextHeading: true })).toEqual(['fullbleed'])
    expect(shownIn('richTextHeading', { useRichTextHeading: false })).toEqual([])
    expect(shownIn('heading', { useRichTextHeading: true })).toEqual(['default', 'illustration', 'product'])
    expect(shownIn('heading', { useRichTextHeading: false })).toEqual([...layouts])
  })

  it('offers the video on fullbleed only, its URL only with useVideo', () => {
    expect(shownIn('useVideo')).toEqual(['fullbleed'])
    expect(shownIn('videoUrl', { useVideo: true })).toEqual(['fullbleed'])
    expect(shownIn('videoUrl', { useVideo: false })).toEqual([])
  })

  it('shows the overlay on fullbleed, the illustration and its background on the illustration layout', () => {
    expect(shownIn('overlayOpacity')).toEqual(['fullbleed'])
    expect(shownIn('illustration')).toEqual(['illustration'])
    expect(shownIn('backgroundColor')).toEqual(['illustration'])
  })

  it('shows mirroring and slides where there is a text and a media side (all but fullbleed)', () => {
    for (const name of ['mirroredLayout', 'heroSlides', 'hidePaginatorDots', 'autoImageScroll']) {
      expect(shownIn(name), name).toEqual(['default', 'illustration', 'product'])
    }
  })

  it('switches the plain intro and the rich-text intro with useRichTextIntro', () => {
    expect(shownIn('intro', { useRichTextIntro: false })).toEqual([...layouts])
    expect(shownIn('richTextIntro', { useRichTextIntro: false })).toEqual([])
    expect(shownIn('intro', { useRichTextIntro: true })).toEqual([])
    expect(shownIn('richTextIntro', { useRichTextIntro: true })).toEqual([...layouts])
  })

  it('shows the button only with useButton, the quote only with addQuote', () => {
    expect(shownIn('button', { useButton: true })).toEqual([...layouts])
    expect(shownIn('button', { useButton: false })).toEqual([])
    expect(shownIn('quote', { addQuote: true })).toEqual([...layouts])
    expect(shownIn('quote', { addQuote: false })).toEqual([])
  })

  it('applies the button link rule inside the button (§3, §4)', () => {
    const button = inner(config, 'button')
    expect(isShown(button, 'link', { createLink: false })).toBe(true)
    expect(isShown(button, 'productType', { createLink: false })).toBe(false)
    expect(isShown(button, 'link', { createLink: true })).toBe(false)
    expect(isShown(button, 'productType', { createLink: true })).toBe(true)
  })

  it('shows the image, its alt text and the common inputs in every layout', () => {
    for (const name of [
      'image',
      'mobileImage',
      'altText',
      'imagePosition',
      'detailedImagePosition',
      'addBadge',
      'uppercase',
    ]) {
      expect(shownIn(name), name).toEqual([...layouts])
    }
  })

  it('treats a hero without a layout as the default layout', () => {
    expect(isShown(config, 'productType', {})).toBe(false)
    expect(isShown(config, 'mirroredLayout', {})).toBe(true)
  })
})

describe('HeroGeneric rendering helpers', () => {
  it('takes the default layout for an unknown one', () => {
    expect(heroLayoutOf('product')).toBe('product')
    expect(heroLayoutOf('carousel')).toBe('default')
    expect(heroLayoutOf(undefined)).toBe('default')
  })

  it('turns imagePosition and detailedImagePosition into object-position', () => {
    expect(objectPosition(undefined, undefined)).toBe('center')
    expect(objectPosition('top', null)).toBe('top')
    expect(objectPosition('top', 30)).toBe('50% 30%')
    expect(objectPosition('center', 70)).toBe('50% 70%')
    expect(objectPosition('left', 20)).toBe('20% 50%')
    expect(objectPosition('right', 250)).toBe('100% 50%')
    expect(objectPosition('bottom', -4)).toBe('50% 1%')
    expect(objectPosition('diagonal', undefined)).toBe('center')
  })

  it('turns overlayOpacity 0–100 into an opacity, 20 when unset (§9)', () => {
    expect(overlayOpacity(undefined)).toBe(0.2)
    expect(overlayOpacity(0)).toBe(0)
    expect(overlayOpacity(65)).toBe(0.65)
    expect(overlayOpacity(400)).toBe(1)
  })
})

describe('HeroGeneric renderer', () => {
  it('renders the default layout: the heading as the h1, the intro, and the image fetched first', async () => {
    const html = await render({
      heading: 'Your stories, bound',
      intro: 'Photo books from your phone.',
      image: photo(1),
      altText: 'An open photo book',
      imagePosition: 'top',
      detailedImagePosition: 25,
    })
    expect(html).toMatch(/<h1[^>]*>Your stories, bound<\/h1>/)
    expect(html).toContain('Photo books from your phone.')
    expect(html).toMatch(/<img[^>]*alt="An open photo book"/)
    expect(html).toContain('width="800" height="600"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('loading="eager"')
    // Painted in the first frame it is ready for, not after the start-up scripts (LCP).
    expect(html).toContain('decoding="sync"')
    expect(html).toContain('object-position:50% 25%')
    expect(html).toContain('src="/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fphoto-1.png')
    expect(html).not.toContain('<picture')
  })

  it('serves the mobile image to phones through <picture>, the same alt text', async () => {
    const html = await render({
      heading: 'H',
      image: photo(1),
      mobileImage: photo(2, 'Mobile alt', 600, 800),
      altText: 'A book',
    })
    expect(html).toMatch(/<picture><source media="\(max-width: 767px\)" srcSet="[^"]*photo-2\.png[^"]*"/)
    expect(html).toMatch(/<source[^>]*width="600" height="800"/)
    expect(html).toMatch(/<img[^>]*alt="A book"/)
    expect(html).not.toContain('Mobile alt')
  })

  it('fetches its picture first only as the page’s first hero; a later hero’s loads lazily', async () => {
    const image = { heading: 'H', image: photo(1), mobileImage: photo(2), altText: 'Later' }
    const slides = { heading: 'H', heroSlides: [{ src: photo(1), altText: 'A' }] }
    for (const later of [await render(image, 'en-gb', false), await render(slides, 'en-gb', false)]) {
      expect(later).toMatch(/<img[^>]*loading="lazy"/)
      expect(later).not.toContain('fetchPriority')
      expect(later).not.toContain('decoding="sync"')
    }
    expect(await render(slides)).toMatch(/<img[^>]*alt="A"[^>]*fetchPriority="high"/)
    // Rendered without saying: not the lead, so a caller that forgets cannot take the page's first fetch.
    expect(
      await renderServer(
        <HeroGeneric block={{ blockType: 'HeroGeneric', ...image } as Data} context={context} />,
      ),
    ).not.toContain('fetchPriority')
  })

  it('falls back to the media’s alt text when the block has none', async () => {
    expect(await render({ heading: 'H', image: photo(1, 'From the library') })).toContain(
      'alt="From the library"',
    )
  })

  it('puts the text first, and the media first when mirrored', async () => {
    const block = { heading: 'Order', image: photo(1), altText: 'A book' }
    const plain = await render(block)
    expect(plain).not.toMatch(/_mirrored\b/)
    expect(await render({ ...block, mirroredLayout: true })).toMatch(/<section class="[^"]*_mirrored\b/)
  })

  it('uppercases the heading on request', async () => {
    expect(await render({ heading: 'Loud', uppercase: true })).toMatch(
      /<h1 class="[^"]*_uppercase\b[^"]*">Loud/,
    )
    expect(await render({ heading: 'Quiet' })).not.toMatch(/_uppercase\b/)
  })

  it('renders the plain or the rich-text intro by useRichTextIntro', async () => {
    const rich = richText(['Rich intro.'])
    expect(await render({ heading: 'H', intro: 'Plain intro.', richTextIntro: rich })).toContain(
      'Plain intro.',
    )
    const html = await render({
      heading: 'H',
      intro: 'Plain intro.',
      useRichTextIntro: true,
      richTextIntro: rich,
    })
    expect(html).toContain('<p>Rich intro.</p>')
    expect(html).not.toContain('Plain intro.')
  })

  it('renders the button by the link rule with its size, only with useButton', async () => {
    const html = await render({
      heading: 'H',
      useButton: true,
      button: { label: 'Start now', createLink: true, productType: 'print', size: 'xs' },
    })
    expect(html).toContain('href="https://create.example/start?productType=print&amp;locale=en-gb"')
    expect(html).toMatch(/class="[^"]*_sizeXs\b[^"]*"[^>]*>Start now<\/a>/)
    const linked = await render({ heading: 'H', useButton: true, button: { link: '/photobooks', size: 'l' } })
    expect(linked).toMatch(/class="[^"]*_size-l\b[^"]*" href="\/photobooks">Create a photo book<\/a>/)
    expect(await render({ heading: 'H', useButton: false, button: { link: '/photobooks' } })).not.toContain(
      '<a ',
    )
    expect(await render({ heading: 'H', useButton: true, button: { createLink: true } })).not.toContain('<a ')
  })

  it('renders the quote with its colour over the picture only with addQuote', async () => {
    const quote = { text: 'Better than on screen.', signature: 'Maja', color: 'brandYellow' as const }
    const html = await render({ heading: 'H', image: photo(1), altText: 'x', addQuote: true, quote })
    expect(html).toMatch(
      /<figure[^>]*style="color:var\(--colour-brandYellow\)"><blockquote><p>Better than on screen\.<\/p>/,
    )
    expect(html).toMatch(/<figcaption class="\w+_signature"/)
    expect(html).toContain('Maja</figcaption>')
    const white = await render({
      heading: 'H',
      image: photo(1),
      altText: 'x',
      addQuote: true,
      quote: { text: 'Q' },
    })
    expect(white).toContain('color:var(--colour-white)')
    expect(await render({ heading: 'H', addQuote: false, quote })).not.toContain('Better than on screen.')
  })

  it('shows the translated customer-satisfaction badge only with addBadge', async () => {
    expect(await render({ heading: 'H', image: photo(1), altText: 'x', addBadge: true })).toContain(
      'Loved by our customers',
    )
    expect(await render({ heading: 'H', image: photo(1), altText: 'x', addBadge: true }, 'sv-se')).toContain(
      'Älskad av våra kunder',
    )
    expect(await render({ heading: 'H', image: photo(1), altText: 'x' })).not.toContain(
      'Loved by our customers',
    )
  })

  it('renders heroSlides in the shared slider instead of the image, first slide fetched first', async () => {
    const html = await render({
      heading: 'Prints',
      image: photo(9),
      altText: 'The single image',
      heroSlides: [
        { src: photo(1), altText: 'First slide' },
        { src: null, altText: 'No picture' },
        { src: photo(2), altText: 'Second slide' },
      ],
    })
    expect(html).toContain('aria-roledescription="carousel" aria-label="Prints"')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(2)
    expect(html).not.toContain('The single image')
    expect(html).not.toContain('No picture')
    const eager = html.match(/<img[^>]*fetchPriority="high"[^>]*>/g) ?? []
    expect(eager).toHaveLength(1)
    expect(eager[0]).toContain('alt="First slide"')
    expect(html).toMatch(/<img[^>]*alt="Second slide"[^>]*loading="lazy"/)
    expect(html).toContain('aria-label="Go to slide 2"')
    const slides = [
      { src: photo(1), altText: 'A' },
      { src: photo(2), altText: 'B' },
    ]
    const hidden = await render({ heading: 'Prints', heroSlides: slides, hidePaginatorDots: true })
    expect(hidden).toContain('alt="B"')
    expect(hidden).not.toContain('Go to slide')
    // autoImageScroll: the slider advances by itself, with its pause control (WCAG 2.2.2).
    expect(await render({ heading: 'Prints', heroSlides: slides, autoImageScroll: true })).toMatch(
      /(Play|Pause) the slideshow/,
    )
    expect(html).not.toMatch(/(Play|Pause) the slideshow/)
  })

  it('renders the fullbleed layout: the image behind an overlay of overlayOpacity, the rich heading as the h1', async () => {
    const html = await render({
      layout: 'fullbleed',
      heading: 'Plain heading',
      useRichTextHeading: true,
      richTextHeading: richText(['Made to be', 'held and shared']),
      image: photo(1),
      altText: 'A gallery wall',
      overlayOpacity: 40,
      heroSlides: [{ src: photo(2), altText: 'Not on fullbleed' }],
    })
    expect(html).toMatch(/<section class="[^"]*_fullbleed\b/)
    expect(html).toMatch(
      /<h1[^>]*><span class="[^"]*_line\b[^"]*">Made to be<\/span><span class="[^"]*_line\b[^"]*">held and shared<\/span><\/h1>/,
    )
    expect(html).not.toContain('Plain heading')
    expect(html).toContain('style="opacity:0.4"')
    expect(html).toContain('sizes="100vw"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).not.toContain('carousel')
    expect(await render({ layout: 'fullbleed', heading: 'H', image: photo(1), altText: 'x' })).toContain(
      'style="opacity:0.2"',
    )
  })

  it('keeps the plain heading on other layouts even with a rich-text heading stored', async () => {
    const html = await render({
      heading: 'Plain',
      useRichTextHeading: true,
      richTextHeading: richText(['Rich']),
    })
    expect(html).toMatch(/<h1[^>]*>Plain<\/h1>/)
    expect(html).not.toContain('Rich')
  })

  it('offers a fullbleed video only as a play button: no player is loaded before the visitor asks', async () => {
    const html = await render({
      layout: 'fullbleed',
      heading: 'Our studio',
      image: photo(1),
      altText: 'x',
      useVideo: true,
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    })
    expect(html).toMatch(/<button type="button"[^>]*>.*Play the video<\/button>/)
    expect(html).toContain('<dialog')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('<video')
    const withoutToggle = await render({
      layout: 'fullbleed',
      heading: 'Our studio',
      useVideo: false,
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    })
    expect(withoutToggle).not.toContain('Play the video')
    const badUrl = await render({
      layout: 'fullbleed',
      heading: 'S',
      useVideo: true,
      videoUrl: 'https://example.com/x.mp4',
    })
    expect(badUrl).not.toContain('Play the video')
  })

  it('renders the illustration layout with its illustration (default heart-love) and background colour', async () => {
    const html = await render({
      layout: 'illustration',
      heading: 'A gift',
      image: photo(1),
      altText: 'x',
      backgroundColor: 'forest',
    })
    expect(html).toMatch(/<section class="[^"]*_illustration\b/)
    expect(html).toContain('data-illustration="heart-love"')
    expect(html).toContain('background-color:var(--colour-forest)')
    // Readable text on the dark background (WCAG AA).
    expect(html).toContain('color:var(--colour-white)')
    expect(html).not.toMatch(/_wide\b/)
    const wide = await render({
      layout: 'illustration',
      heading: 'A',
      illustration: 'mail-man',
      useFullbleedLayout: true,
    })
    expect(wide).toMatch(/_wide\b/)
    expect(wide).toContain('data-illustration="mail-man"')
    // Illustrations and background belong to the illustration layout only.
    const plain = await render({
      heading: 'A',
      illustration: 'mail-man',
      backgroundColor: 'forest',
      useFullbleedLayout: true,
    })
    expect(plain).not.toContain('data-illustration')
    expect(plain).not.toContain('--colour-forest')
    expect(plain).not.toMatch(/_wide\b/)
  })

  it('renders the product layout with the start-create button for its product', async () => {
    const book = await render({ layout: 'product', heading: 'Hardcover', image: photo(1), altText: 'x' })
    expect(book).toContain('href="https://create.example/start?productType=book&amp;locale=en-gb"')
    expect(book).toContain('data-create-link="book"')
    expect(book).toContain('>Create a photo book</a>')
    const print = await render({ layout: 'product', productType: 'print', heading: 'Prints' }, 'sv-se')
    expect(print).toContain('productType=print&amp;locale=sv-se')
    expect(print).toContain('>Beställ fotoframkallning</a>')
    const named = await render({ layout: 'product', heading: 'P', startCreateButtonText: 'Make yours' })
    expect(named).toContain('>Make yours</a>')
    expect(await render({ heading: 'P', startCreateButtonText: 'Make yours' })).not.toContain('Make yours')
  })

  it('renders nothing for empty or bad data, and never throws', async () => {
    expect(await render({})).toBe('')
    expect(await render({ layout: 'product' })).toBe('')
    expect(await render({ image: 7 as never, altText: 'x', heroSlides: 'x' as never })).toBe('')
    expect(
      await render({
        layout: 'nonsense' as never,
        heading: 42 as never,
        intro: {} as never,
        useRichTextIntro: true,
        richTextIntro: 'nonsense' as never,
        useButton: true,
        button: 'nonsense' as never,
        addQuote: true,
        quote: 'nonsense' as never,
        imagePosition: 'nowhere' as never,
      }),
    ).toBe('')
    expect(await renderServer(<HeroGeneric block={null as never} context={context} />)).toBe('')
  })
})
