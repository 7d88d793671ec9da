// §3/§4/§5 Corner Component: colour defaults (brokenWhite, the brand yellow), imageAltText required, addButton
// default true with the button shown only while it is set, the §3 button link rule; render and bad data.
import { describe, expect, it } from 'vitest'

import type { Block, Field } from 'payload'

import { defaultAltText, defaultButtonText } from '@/config/products'

import { defaultOf, field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition, blocksFor } from '../registry'
import type { BlockData } from '../types'
import Corner from './Component'
import { cornerBlock } from './config'

const block = cornerBlock
const context = { locale: 'sv-se', model: 'page', createAppUrl: 'https://create.example/start' } as const
const render = (data: object) =>
  renderServer(<Corner block={{ blockType: 'Corner', ...data } as BlockData<'Corner'>} context={context} />)
const button = { ...block, fields: (field(block, 'button') as { fields: Field[] }).fields } as Block
const photo = {
  id: 7,
  url: 'http://localhost:3000/api/media/file/photobook-open.jpg',
  width: 1200,
  height: 800,
  alt: 'An open photo book',
  mimeType: 'image/jpeg',
}

describe('Corner config (§2, §3, §4, §5)', () => {
  it('is slug Corner, labelled Corner Component, in the insert menu of both models', () => {
    expect(block.slug).toBe('Corner')
    expect(blockDefinition('Corner')?.config.labels?.singular).toMatchObject({ en: 'Corner Component' })
    expect(blockDefinition('Corner')?.hiddenFromInsertMenu).toBeFalsy()
    expect(blocksFor('page').map((b) => b.slug)).toContain('Corner')
    expect(blocksFor('blog-article').map((b) => b.slug)).toContain('Corner')
  })

  it('defaults backgroundColor to brokenWhite, color to the brand yellow and addButton to true', () => {
    expect(defaultOf(block, 'backgroundColor')).toBe('brokenWhite')
    expect(defaultOf(block, 'color')).toBe('brandYellow')
    expect(defaultOf(block, 'addButton')).toBe(true)
    expect(defaultOf(button, 'text')).toBe(defaultButtonText)
    expect(defaultOf(block, 'marginBottom')).toBe('xxxl')
  })

  it('requires imageAltText (§5); title, text and image are optional', () => {
    expect((field(block, 'imageAltText') as { required?: boolean }).required).toBe(true)
    for (const name of ['title', 'text', 'image'])
      expect((field(block, name) as { required?: boolean }).required).toBeFalsy()
    expect(field(block, 'image')).toMatchObject({ type: 'upload', relationTo: 'media' })
  })

  it('shows the button only while addButton is set', () => {
    expect(isShown(block, 'button', { addButton: true })).toBe(true)
    expect(isShown(block, 'button', { addButton: false })).toBe(false)
  })

  it('shows the button link when createLink is false and productType when it is true (§4)', () => {
    expect(isShown(button, 'link', { createLink: false })).toBe(true)
    expect(isShown(button, 'productType', { createLink: false })).toBe(false)
    expect(isShown(button, 'link', { createLink: true })).toBe(false)
    expect(isShown(button, 'productType', { createLink: true })).toBe(true)
  })
})

describe('Corner renderer', () => {
  const full = {
    backgroundColor: 'brokenWhite',
    color: 'brandYellow',
    title: 'Your story, page by page',
    text: 'Pick your photos and we print them.',
    image: photo,
    imageAltText: 'A photo book on a table',
    addButton: true,
    button: { text: 'Make yours', createLink: false, link: '/photobooks' },
  }

  it('renders title, text, the image with its alt text and size, the brand corner and the button', async () => {
    const html = await render(full)
    expect(html).toContain('<h2')
    expect(html).toContain('Your story, page by page')
    expect(html).toContain('Pick your photos and we print them.')
    expect(html).toContain('alt="A photo book on a table"')
    expect(html).toContain('width="1200" height="800"')
    expect(html).toContain('background:var(--colour-brokenWhite)')
    // The brand corner and the button wear `color`.
    expect(html).toContain('viewBox="0 0 32 32"')
    expect(html.match(/var\(--colour-brandYellow\)/g)?.length).toBeGreaterThanOrEqual(2)
    expect(html).toContain('href="/sv-se/photobooks"')
    expect(html).toContain('>Make yours</a>')
  })

  it('leaves the button out when addButton is false', async () => {
    const html = await render({ ...full, addButton: false })
    expect(html).not.toContain('<a ')
    expect(html).toContain('Your story, page by page')
  })

  it('starts the create flow for the productType with createLink, and shows the default text', async () => {
    const html = await render({ ...full, button: { createLink: true, productType: 'print', link: '/x' } })
    expect(html).toContain('href="https://create.example/start?productType=print&amp;locale=sv-se"')
    expect(html).toContain(`>${defaultButtonText}</a>`)
  })

  it('uses the media alt text, then the §5 default alt text, when imageAltText is empty', async () => {
    expect(await render({ ...full, imageAltText: '' })).toContain('alt="An open photo book"')
    expect(await render({ ...full, imageAltText: ' ', image: { ...photo, alt: null } })).toContain(
      `alt="${defaultAltText}"`,
    )
  })

  it('falls back to its default colours for unknown ones and shows no button without a link', async () => {
    const html = await render({ ...full, backgroundColor: 'plaid', color: 42, button: { link: '' } })
    expect(html).toContain('background:var(--colour-brokenWhite)')
    expect(html).toContain('color:var(--colour-brandYellow)')
    expect(html).not.toContain('<a ')
  })

  it('leaves out an image that is only an id, and renders nothing without title, text or image', async () => {
    const html = await render({ ...full, image: 7 })
    expect(html).not.toContain('<img')
    expect(html).toContain('Your story, page by page')
    expect(await render({})).toBe('')
    expect(await render({ image: 7, imageAltText: 'x', button: { link: '/photobooks' } })).toBe('')
  })
})
