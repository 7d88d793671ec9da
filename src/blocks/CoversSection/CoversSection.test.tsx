// §3 Covers (CoversSection): title, buttonText (default the §9 text); the button starts the create flow for a book.
import { describe, expect, it } from 'vitest'

import { bookFormats, defaultButtonText } from '@/config/products'

import { blockDefinition } from '../registry'
import { defaultOf } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import CoversSection, { coverStyle } from './Component'
import { coversSectionBlock } from './config'

const block = coversSectionBlock
const context = { locale: 'sv-se', model: 'page', createAppUrl: 'https://create.example/start' } as const

describe('Covers config (§3)', () => {
  it('is labelled Covers, in the insert menu, with the §9 default button text', () => {
    expect(blockDefinition('CoversSection')?.config.labels?.singular).toMatchObject({ en: 'Covers' })
    expect(defaultOf(block, 'buttonText')).toBe(defaultButtonText)
    expect(blockDefinition('CoversSection')?.hiddenFromInsertMenu).toBeFalsy()
  })
})

describe('Covers renderer', () => {
  it('draws one cover per §9 book format and starts the book create flow', async () => {
    const data = { blockType: 'CoversSection', title: 'Pick your cover', buttonText: 'Skapa bok' }
    const html = await renderServer(
      <CoversSection block={data as BlockData<'CoversSection'>} context={context} />,
    )
    expect(html).toContain('>Pick your cover</h2>')
    expect(html.match(/<li/g)).toHaveLength(bookFormats.length)
    expect(html).toContain('Hårda pärmar 27 × 27 cm')
    expect(html).toContain('Mjuka pärmar 20 × 20 cm')
    expect(html).toContain('href="https://create.example/start?productType=book&amp;locale=sv-se"')
    expect(html).toContain('>Skapa bok</a>')
  })

  it('falls back to the §9 button text and an accessible name without a title', async () => {
    const html = await renderServer(
      <CoversSection
        block={{ blockType: 'CoversSection' } as BlockData<'CoversSection'>}
        context={context}
      />,
    )
    expect(html).toContain(`>${defaultButtonText}</a>`)
    expect(html).toContain('aria-label="Omslagsstilar"')
    expect(html).not.toContain('<h2')
  })

  it('reads each format’s binding and size', () => {
    expect(coverStyle('hardcover 27x27 cm')).toMatchObject({
      binding: 'hardcover',
      size: '27 × 27 cm',
      height: 27,
    })
    expect(coverStyle('leather 10x10 cm')).toBeUndefined()
  })
})
