// §3 LogosComponent (hidden): intro in its fontSettings (§9 tokens), logos[] capped at maxHeight, linked when they
// have a valid url.
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { fontFamilies, fontSizes, fontWeights } from '@/design/tokens'

import { blockDefinition } from '../registry'
import { field } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import LogosComponent, { introStyle, logoHeight } from './Component'
import { logosComponentBlock, logoUrlMessage } from './config'

const block = logosComponentBlock
const group = (name: string) =>
  ({ slug: name, fields: (field(block, name) as { fields: Field[] }).fields }) as Block
const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example/start' } as const
const logo = (name: string, width = 400, height = 100) => ({
  url: `http://localhost:3000/api/media/file/${name}.png`,
  width,
  height,
  alt: '',
  mimeType: 'image/png',
})
const values = (f: Field) => (f as { options: { value: string }[] }).options.map((o) => o.value)

describe('LogosComponent config (§3)', () => {
  it('is hidden from the insert menu (§2)', () => {
    expect(blockDefinition('LogosComponent')?.hiddenFromInsertMenu).toBe(true)
  })
  it('takes fontSettings from the §9 type tokens', () => {
    const settings = group('fontSettings')
    expect(values(field(settings, 'family'))).toEqual([...fontFamilies])
    expect(values(field(settings, 'size'))).toEqual([...fontSizes])
    expect(values(field(settings, 'weight'))).toEqual(Object.keys(fontWeights))
    expect(values(field(settings, 'align'))).toEqual(['left', 'center', 'right'])
  })
  it('accepts an empty or http(s) logo link, nothing else', () => {
    const validate = (field(group('logos'), 'link') as { validate: (v: unknown) => unknown }).validate
    expect(validate('')).toBe(true)
    expect(validate(null)).toBe(true)
    expect(validate('https://example.com/press')).toBe(true)
    expect(validate('example.com')).toBe(logoUrlMessage)
    expect(validate('javascript:alert(1)')).toBe(logoUrlMessage)
  })
})

describe('LogosComponent renderer', () => {
  it('renders the intro in its settings and each logo at its max height, linked when it has a link', async () => {
    const data = {
      blockType: 'LogosComponent',
      intro: 'As seen in',
      fontSettings: { family: 'headline', size: 'title_s', weight: 'semibold', align: 'left' },
      logos: [
        { src: logo('weekly'), altText: 'Photo Weekly', maxHeight: 50, link: 'https://example.com/weekly' },
        { src: logo('journal'), altText: 'Design Journal', maxHeight: 40 },
        { src: logo('bad'), altText: 'Bad link', link: 'javascript:alert(1)' },
      ],
    } as BlockData<'LogosComponent'>
    const html = await renderServer(<LogosComponent block={data} context={context} />)
    expect(html).toContain('font-family:var(--font-family-headline)')
    expect(html).toContain('font-size:var(--font-size-title_s)')
    expect(html).toContain('font-weight:var(--weight-semibold)')
    expect(html).toContain('text-align:left')
    expect(html).toContain('>As seen in</p>')
    expect(html).toMatch(/<a [^>]*href="https:\/\/example.com\/weekly"[^>]*><img [^>]*alt="Photo Weekly"/)
    expect(html).toMatch(/<img [^>]*alt="Photo Weekly"[^>]*width="200" height="50"/)
    expect(html).toMatch(/<img [^>]*alt="Design Journal"[^>]*width="160" height="40"/)
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(html).not.toContain('javascript:')
  })

  it('keeps maxHeight in range and styles only known tokens', () => {
    expect(logoHeight(undefined)).toBe(48)
    expect(logoHeight(10_000)).toBe(400)
    expect(logoHeight(1)).toBe(8)
    expect(introStyle({ family: 'comic', size: 'huge', weight: 'fat', align: 'justify' })).toEqual({})
  })

  it('renders nothing without a loaded logo', async () => {
    for (const logos of [[], null, [{ src: 12 }], [{ src: null }]]) {
      const data = { blockType: 'LogosComponent', intro: 'As seen in', logos } as BlockData<'LogosComponent'>
      expect(await renderServer(<LogosComponent block={data} context={context} />)).toBe('')
    }
  })
})
