// §3 PaymentMethods (hidden, §2): backgroundColor, borderRadius, heading, payOptions[] {title, description}; the
// market's methods from the data API when payOptions is empty; an option naming the online payment provider offers
// the payment-countries dialog (§2 "Global dialogs").
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { radii } from '@/design/tokens'

import { blockDefinition } from '../registry'
import { field } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import { mentions, PaymentMethodsView } from './Component'
import { paymentMethodsBlock } from './config'

const block = paymentMethodsBlock
const payOptionFields = {
  slug: 'payOptions',
  fields: (field(block, 'payOptions') as { fields: Field[] }).fields,
} as Block

const paymentOptions = [
  {
    country: 'SE',
    methods: ['card', 'klarna', 'swish'],
    provider: 'Klarna',
    providerCountries: ['SE', 'NO'],
  },
  { country: 'FR', methods: ['card', 'paypal'], provider: null, providerCountries: [] },
]
const data = (overrides: object = {}) =>
  ({ blockType: 'PaymentMethods', id: 'p1', ...overrides }) as BlockData<'PaymentMethods'>

describe('PaymentMethods config (§3)', () => {
  it('is hidden from the insert menu (§2), with backgroundColor, borderRadius, heading and payOptions', () => {
    expect(blockDefinition('PaymentMethods')?.hiddenFromInsertMenu).toBe(true)
    expect(field(block, 'backgroundColor')).toMatchObject({ type: 'select' })
    const radius = field(block, 'borderRadius') as { options: { value: string }[] }
    expect(radius.options.map((option) => option.value)).toEqual(Object.keys(radii))
    expect(field(block, 'heading')).toMatchObject({ type: 'text' })
    expect(field(payOptionFields, 'title')).toBeDefined()
    expect(field(payOptionFields, 'description')).toBeDefined()
  })
})

describe('PaymentMethods renderer', () => {
  it('shows the editor’s options on its background and radius; the provider’s option opens the countries dialog', async () => {
    const html = await renderServer(
      <PaymentMethodsView
        block={data({
          heading: 'Pay your way',
          backgroundColor: 'misty',
          borderRadius: 'xl',
          payOptions: [
            { title: 'Card', description: 'Visa and Mastercard.' },
            { title: 'Pay later', description: 'Pay within 30 days with Klarna.' },
            { title: '  ' },
          ],
        })}
        locale="sv-se"
        paymentOptions={paymentOptions}
      />,
    )
    expect(html).toContain('>Pay your way</h2>')
    expect(html).toContain('background:var(--colour-misty);color:var(--colour-almostBlack)')
    expect(html).toContain('border-radius:var(--radius-xl)')
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toContain('>Visa and Mastercard.</p>')
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(1)
    expect(html).toMatch(
      /Pay within 30 days with Klarna\.<\/p><button[^>]*>Var kan jag betala med Klarna\?<\/button>/,
    )
  })

  it('lists the market’s payment methods from the data API when the editor gave none', async () => {
    const html = await renderServer(
      <PaymentMethodsView block={data()} locale="sv-se" paymentOptions={paymentOptions} />,
    )
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1])).toEqual([
      'Kort',
      'Klarna',
      'Swish',
    ])
    expect(html).toContain('aria-label="Betalsätt"')
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(1)
  })

  it('offers no dialog where the market has no online payment provider', async () => {
    const html = await renderServer(
      <PaymentMethodsView
        block={data({ payOptions: [{ title: 'Klarna' }] })}
        locale="fr-fr"
        paymentOptions={paymentOptions}
      />,
    )
    expect(html).toContain('>Klarna</h3>')
    expect(html).not.toContain('aria-haspopup')
  })

  it('renders nothing without options from the editor or the data API, and ignores unknown tokens', async () => {
    expect(await renderServer(<PaymentMethodsView block={data()} locale="en-gb" paymentOptions={[]} />)).toBe(
      '',
    )
    const html = await renderServer(
      <PaymentMethodsView
        block={data({ backgroundColor: 'neon', borderRadius: 'huge', payOptions: [{ title: 'Card' }] })}
        locale="en-gb"
        paymentOptions={[]}
      />,
    )
    expect(html).not.toContain('neon')
    expect(html).not.toContain('huge')
  })

  it('keeps the text readable on a dark background', async () => {
    const html = await renderServer(
      <PaymentMethodsView
        block={data({ backgroundColor: 'forest', payOptions: [{ title: 'Card' }] })}
        locale="en-gb"
        paymentOptions={[]}
      />,
    )
    expect(html).toContain('background:var(--colour-forest);color:var(--colour-white)')
  })

  it('finds the provider named as a word only', () => {
    expect(mentions('Pay later with Klarna.', 'Klarna')).toBe(true)
    expect(mentions('klarna', 'Klarna')).toBe(true)
    expect(mentions('Klarnaesque', 'Klarna')).toBe(false)
    expect(mentions('Card', '')).toBe(false)
  })
})
