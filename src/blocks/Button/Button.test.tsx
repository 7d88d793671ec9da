// §2 "a hidden plain Button also exists": the §3 button text and link rule, drawn like ButtonComponent with its §3
// defaults (variant primary, size l); hidden from the insert menu, valid once present.
import { describe, expect, it } from 'vitest'

import { defaultButtonText } from '@/config/products'

import ButtonComponent from '../ButtonComponent/Component'
import { blockDefinition, blocksFor, insertableBlocks } from '../registry'
import { defaultOf, hasField, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import Button, { asButtonComponent } from './Component'
import { buttonBlock } from './config'

const block = buttonBlock
const context = { locale: 'fr-fr', model: 'page', createAppUrl: 'https://create.example/start' } as const
const render = (data: object) =>
  renderServer(<Button block={{ blockType: 'Button', ...data } as BlockData<'Button'>} context={context} />)

describe('plain Button config (§2, §3)', () => {
  it('is the slug Button labelled Button, hidden from the insert menu of both models but valid once present', () => {
    expect(block.slug).toBe('Button')
    expect(blockDefinition('Button')?.config.labels?.singular).toMatchObject({ en: 'Simple button' })
    expect(blockDefinition('Button')?.hiddenFromInsertMenu).toBe(true)
    for (const model of ['page', 'blog-article'] as const) {
      expect(blocksFor(model).map((candidate) => candidate.slug)).toContain('Button')
      const filter = insertableBlocks(model, 'layout')
      expect(filter({ siblingData: { layout: [] } })).not.toContain('Button')
      expect(filter({ siblingData: { layout: [{ blockType: 'Button' }] } })).toContain('Button')
    }
  })

  it('has the button text and link rule, without ButtonComponent’s extras', () => {
    for (const name of ['buttonText', 'link', 'createLink', 'productType'])
      expect(hasField(block, name), name).toBe(true)
    for (const name of ['variant', 'size', 'invertedColor', 'buttonPosition'])
      expect(hasField(block, name), name).toBe(false)
    expect(defaultOf(block, 'createLink')).toBe(false)
    expect(defaultOf(block, 'marginBottom')).toBe('xxxl')
  })

  it('shows link when createLink is false and productType when it is true (§4)', () => {
    expect(isShown(block, 'link', { createLink: false })).toBe(true)
    expect(isShown(block, 'productType', { createLink: false })).toBe(false)
    expect(isShown(block, 'link', { createLink: true })).toBe(false)
    expect(isShown(block, 'productType', { createLink: true })).toBe(true)
  })
})

describe('plain Button renderer', () => {
  it('draws exactly what ButtonComponent draws with its defaults', async () => {
    const data = { buttonText: 'Voir nos livres photo', link: '/photobooks', marginBottom: 'l' } as const
    const html = await render(data)
    expect(html).toBe(
      await renderServer(
        <ButtonComponent block={{ blockType: 'ButtonComponent', ...data }} context={context} />,
      ),
    )
    expect(html).toContain('href="/fr-fr/photobooks"')
    expect(html).toContain('>Voir nos livres photo</a>')
    expect(html).toContain('margin-bottom:var(--space-l)')
  })

  it('starts the create flow for the product type, ignoring link (§3 link rule)', async () => {
    const html = await render({ createLink: true, productType: 'print', link: '/ignored' })
    expect(html).toContain('href="https://create.example/start?productType=print&amp;locale=fr-fr"')
    expect(html).not.toContain('/ignored')
    expect(html).toContain(`>${defaultButtonText}</a>`)
  })

  it('renders nothing when the button has nowhere to go', async () => {
    expect(await render({ createLink: true })).toBe('')
    expect(await render({ link: ' ' })).toBe('')
  })

  it('passes only the plain fields on, as a ButtonComponent', () => {
    expect(asButtonComponent({ blockType: 'Button', id: 'x', link: '/a' })).toEqual({
      blockType: 'ButtonComponent',
      id: 'x',
      link: '/a',
    })
  })
})
