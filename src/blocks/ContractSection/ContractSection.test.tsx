// §3 ContractSection (hidden): headingLink only with addHeadingLink (§4), §5 anchor rule with the §8 message,
// button default link /create, handwritten text in its type settings.
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { blockDefinition, insertableBlocks } from '../registry'
import { defaultOf, field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import ContractSection from './Component'
import { contractSectionBlock } from './config'

const block = contractSectionBlock
/** A named group's fields as a block of their own, so the field helpers reach inside it. */
const group = (name: string) =>
  ({ slug: `${block.slug}.${name}`, fields: (field(block, name) as { fields: Field[] }).fields }) as Block
const button = group('button')
const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example/start' } as const
const media = (id: number) => ({
  id,
  url: `http://localhost:3000/api/media/file/photo-${id}.jpg`,
  width: 1200,
  height: 800,
  alt: 'Media alt',
  mimeType: 'image/jpeg',
})

const data = (overrides: object = {}) =>
  ({
    blockType: 'ContractSection',
    heading: 'Photo books for your business',
    intro: 'Gifts for clients.',
    button: { text: 'Start creating', link: '/create', createLink: false },
    ...overrides,
  }) as BlockData<'ContractSection'>

describe('ContractSection config (§3, §5)', () => {
  it('is hidden from the insert menu but allowed once present (§2)', () => {
    expect(blockDefinition('ContractSection')?.hiddenFromInsertMenu).toBe(true)
    const insertable = insertableBlocks('page', 'layout')
    expect(insertable({ siblingData: { layout: [] } })).not.toContain('ContractSection')
    expect(insertable({ siblingData: { layout: [{ blockType: 'ContractSection' }] } })).toContain(
      'ContractSection',
    )
  })

  it('defaults the button link to /create', () => {
    expect(defaultOf(button, 'link')).toBe('/create')
    expect(defaultOf(button, 'createLink')).toBe(false)
  })

  it('shows headingLink only when addHeadingLink is set (§4)', () => {
    expect(isShown(block, 'headingLink', { addHeadingLink: true })).toBe(true)
    expect(isShown(block, 'headingLink', { addHeadingLink: false })).toBe(false)
    expect(isShown(block, 'headingLink', {})).toBe(false)
  })

  it('shows the button link or productType by createLink (§3 link rule)', () => {
    expect(isShown(button, 'link', { createLink: false })).toBe(true)
    expect(isShown(button, 'productType', { createLink: false })).toBe(false)
    expect(isShown(button, 'link', { createLink: true })).toBe(false)
    expect(isShown(button, 'productType', { createLink: true })).toBe(true)
  })

  it('validates headingLink with the §5 anchor rule and the exact §8 message', () => {
    const validate = (field(block, 'headingLink') as { validate: (value: unknown) => unknown }).validate
    const message = 'Value must be characters (a-z) or numbers and words are separated with hyphens (-)'
    expect(validate('business-photo-books')).toBe(true)
    expect(validate('b2b')).toBe(true)
    expect(validate('')).toBe(true)
    expect(validate('Business')).toBe(message)
    expect(validate('two words')).toBe(message)
    expect(validate('double--hyphen')).toBe(message)
    expect(validate('-leading')).toBe(message)
  })

  it('offers the handwritten font families primary and accent', () => {
    const options = (
      field(group('handwrittenText'), 'fontFamily') as { options: { value: string }[] }
    ).options.map((o) => o.value)
    expect(options).toEqual(['primary', 'accent'])
  })
})

describe('ContractSection renderer', () => {
  it('renders heading, intro, localized button, image with alt text and handwritten text', async () => {
    const html = await renderServer(
      <ContractSection
        block={data({
          image: media(1),
          altText: 'An open photo book',
          backgroundImage: media(2),
          handwrittenText: {
            text: 'Made with love',
            fontFamily: 'primary',
            fontSize: 'xxl',
            lineHeight: 'm',
          },
        })}
        context={{ ...context, locale: 'de-de' }}
      />,
    )
    expect(html).toContain('>Photo books for your business</h2>')
    expect(html).toContain('href="/de-de/create"')
    expect(html).toContain('>Start creating</a>')
    expect(html).toContain('alt="An open photo book"')
    expect(html).toContain('alt=""')
    expect(html).toContain('font-family:var(--font-family-primary)')
    expect(html).toContain('font-size:var(--font-size-xxl)')
    expect(html).toContain('line-height:var(--line-height-m)')
    expect(html).toContain('>Made with love</p>')
  })

  it('gives the heading its anchor only when addHeadingLink is set and the name is valid', async () => {
    const withLink = await renderServer(
      <ContractSection block={data({ addHeadingLink: true, headingLink: 'business' })} context={context} />,
    )
    expect(withLink).toContain('<h2 id="business"')
    const off = await renderServer(
      <ContractSection block={data({ addHeadingLink: false, headingLink: 'business' })} context={context} />,
    )
    expect(off).not.toContain('id="business"')
    const invalid = await renderServer(
      <ContractSection block={data({ addHeadingLink: true, headingLink: 'Not Valid' })} context={context} />,
    )
    expect(invalid).not.toContain('id=')
  })

  it('falls back to /create and the §9 button text, or starts the create flow', async () => {
    const fallback = await renderServer(
      <ContractSection block={data({ button: { link: null } })} context={context} />,
    )
    expect(fallback).toContain('href="/create"')
    expect(fallback).toContain('>Create a photo book</a>')
    const create = await renderServer(
      <ContractSection
        block={data({ button: { createLink: true, productType: 'print' } })}
        context={context}
      />,
    )
    expect(create).toContain('href="https://create.example/start?productType=print&amp;locale=en-gb"')
  })

  it('uses the §5 alt fallback and renders nothing without content', async () => {
    const html = await renderServer(
      <ContractSection block={data({ image: { ...media(3), alt: '' } })} context={context} />,
    )
    expect(html).toContain('alt="Photo books"')
    expect(
      await renderServer(
        <ContractSection
          block={{ blockType: 'ContractSection', image: 7 } as BlockData<'ContractSection'>}
          context={context}
        />,
      ),
    ).toBe('')
  })
})
