// The customer-support widget block (§2, hidden): a chat button when the chat is configured, else a contact link.
import { describe, expect, it } from 'vitest'

import { renderServer } from '../../../tests/support/render'
import { blockRegistry } from '../registry'
import type { BlockData } from '../types'
import CustomerSupport, { contactHref } from './Component'

const context = { locale: 'sv-se', model: 'page', createAppUrl: 'https://create.example' } as const
const block = (data: Partial<BlockData<'CustomerSupport'>>) =>
  ({ blockType: 'CustomerSupport', ...data }) as BlockData<'CustomerSupport'>

describe('CustomerSupport', () => {
  it('is hidden from the insert menu (§2)', () => {
    expect(blockRegistry.find((entry) => entry.slug === 'CustomerSupport')?.hiddenFromInsertMenu).toBe(true)
  })

  it('without a chat, leads to the contact link in the visitor’s locale', async () => {
    delete process.env.CHAT_APP_ID
    const html = await renderServer(
      <CustomerSupport block={block({ contactLink: '/kontakt' })} context={context} />,
    )
    expect(html).toContain('Behöver du hjälp?')
    expect(html).toContain('href="/sv-se/kontakt"')
    expect(html).not.toContain('<button')
  })

  it('renders nothing when there is neither a chat nor a contact link', async () => {
    expect(await renderServer(<CustomerSupport block={block({})} context={context} />)).toBe('')
  })

  it('accepts site paths, mailto, tel and https links only', () => {
    expect(contactHref('mailto:help@x.example', 'en-gb')).toBe('mailto:help@x.example')
    expect(contactHref('/contact', 'en-gb')).toBe('/contact')
    expect(contactHref('javascript:alert(1)', 'en-gb')).toBeUndefined()
    expect(contactHref('http://x.example', 'en-gb')).toBeUndefined()
    expect(contactHref('  ', 'en-gb')).toBeUndefined()
  })
})
