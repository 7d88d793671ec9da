import { describe, expect, it } from 'vitest'

import { defaultButtonText } from '@/config/products'

import { defaultOf, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import Button from './Component'
import { buttonComponentBlock } from './config'

const block = buttonComponentBlock
const context = { locale: 'sv-se', model: 'page', createAppUrl: 'https://create.example/start' } as const

describe('Button config (§3)', () => {
  it('defaults variant primary and size l', () => {
    expect(defaultOf(block, 'variant')).toBe('primary')
    expect(defaultOf(block, 'size')).toBe('l')
    expect(defaultOf(block, 'createLink')).toBe(false)
  })
  it('shows link when createLink is false and productType when it is true (§4)', () => {
    expect(isShown(block, 'link', { createLink: false })).toBe(true)
    expect(isShown(block, 'productType', { createLink: false })).toBe(false)
    expect(isShown(block, 'link', { createLink: true })).toBe(false)
    expect(isShown(block, 'productType', { createLink: true })).toBe(true)
  })
})

describe('Button renderer', () => {
  it('links in the visitor’s locale with the default text when none is given', async () => {
    const html = await renderServer(
      <Button
        block={{ blockType: 'ButtonComponent', link: '/photobooks', buttonPosition: 'center' }}
        context={context}
      />,
    )
    expect(html).toContain('href="/sv-se/photobooks"')
    expect(html).toContain(`>${defaultButtonText}</a>`)
  })
  it('starts the create flow for the product type', async () => {
    const html = await renderServer(
      <Button
        block={{
          blockType: 'ButtonComponent',
          createLink: true,
          productType: 'book',
          link: '/ignored',
          buttonText: 'Skapa',
        }}
        context={context}
      />,
    )
    expect(html).toContain('href="https://create.example/start?productType=book&amp;locale=sv-se"')
    expect(html).not.toContain('/ignored')
  })
  it('renders nothing when the button has nowhere to go', async () => {
    expect(
      await renderServer(
        <Button block={{ blockType: 'ButtonComponent', createLink: true }} context={context} />,
      ),
    ).toBe('')
  })
})
