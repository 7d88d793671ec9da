// §3 Contact forms (ContactForms): defaults (extraMarginBottomSize xl, backgroundColor misty), required
// backgroundColor (§5), visibility (§4: title with useTitle, size with extraMarginBottom), the §9 form types with
// their fields, and the server render (section, title, the client form's inputs; nothing without a formType).
import { describe, expect, it } from 'vitest'

import { contactFormTypes } from '@/config/products'

import { defaultOf, field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition, blocksFor } from '../registry'
import type { BlockData } from '../types'
import ContactForms, { contactFormsStyle } from './Component'
import { contactFormsBlock } from './config'
import { contactFields } from './fields'

const block = contactFormsBlock
const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example' } as const
const data = (overrides: Partial<BlockData<'ContactForms'>> = {}) =>
  ({
    blockType: 'ContactForms',
    backgroundColor: 'misty',
    formType: 'support',
    ...overrides,
  }) as BlockData<'ContactForms'>

describe('ContactForms config (§3, §4, §5)', () => {
  it('is the "Contact forms" block in both models and in the insert menu', () => {
    expect(blockDefinition('ContactForms')?.config.labels?.singular).toMatchObject({ en: 'Contact forms' })
    expect(blockDefinition('ContactForms')?.hiddenFromInsertMenu).toBeFalsy()
    for (const model of ['page', 'blog-article'] as const) {
      expect(blocksFor(model).map((config) => config.slug)).toContain('ContactForms')
    }
  })

  it('requires backgroundColor, default misty; extraMarginBottomSize defaults to xl', () => {
    expect((field(block, 'backgroundColor') as { required?: boolean }).required).toBe(true)
    expect(defaultOf(block, 'backgroundColor')).toBe('misty')
    expect(defaultOf(block, 'extraMarginBottomSize')).toBe('xl')
    expect(defaultOf(block, 'extraMarginBottom')).toBe(false)
    expect(defaultOf(block, 'useTitle')).toBe(false)
  })

  it('offers the §9 form types', () => {
    const formType = field(block, 'formType') as { options: { value: string }[] }
    expect(formType.options.map((option) => option.value)).toEqual([...contactFormTypes])
    expect(contactFormTypes).toEqual(['collaborate', 'support', 'feedback'])
  })

  it('shows title only with useTitle, extraMarginBottomSize only with extraMarginBottom (§4)', () => {
    expect(isShown(block, 'title', { useTitle: true })).toBe(true)
    expect(isShown(block, 'title', { useTitle: false })).toBe(false)
    expect(isShown(block, 'title', {})).toBe(false)
    expect(isShown(block, 'extraMarginBottomSize', { extraMarginBottom: true })).toBe(true)
    expect(isShown(block, 'extraMarginBottomSize', { extraMarginBottom: false })).toBe(false)
    expect(isShown(block, 'extraMarginBottomSize', {})).toBe(false)
  })
})

describe('contact form fields', () => {
  const names = (type: (typeof contactFormTypes)[number]) =>
    contactFields(type).map((spec) => `${spec.name}${spec.required ? '*' : ''}`)

  it('asks each type for what a photo-book shop needs', () => {
    expect(names('collaborate')).toEqual(['name*', 'email*', 'company', 'message*'])
    expect(names('support')).toEqual(['name*', 'email*', 'orderNumber', 'message*'])
    expect(names('feedback')).toEqual(['name', 'email*', 'message*'])
    expect(contactFields('support').find((spec) => spec.name === 'orderNumber')?.format).toBe('orderNumber')
  })
})

describe('ContactForms renderer', () => {
  it('renders the support form with its labelled inputs on the misty background', async () => {
    const html = await renderServer(<ContactForms block={data()} context={context} />)
    expect(html).toContain('<section')
    expect(html).toContain('background:var(--colour-misty)')
    expect(html).toContain('aria-label="Customer support"')
    for (const label of ['Name', 'Email address', 'Order number', 'Message']) expect(html).toContain(label)
    for (const name of ['name', 'email', 'orderNumber', 'message']) expect(html).toContain(`name="${name}"`)
    expect(html).toContain('type="email"')
    expect(html).toContain('<textarea')
    expect(html).toContain('Send message')
    // Before hydration a submit posts to the route, never a GET with the answers in the URL.
    const form = /<form[^>]*>/.exec(html)?.[0]
    expect(form).toContain('method="post"')
    expect(form).toContain('action="/forms/contact"')
    expect(html).toContain('<input type="hidden" name="formType" value="support"/>')
    expect(html).not.toContain('<h2')
  })

  it('shows the title only with useTitle', async () => {
    const withTitle = await renderServer(
      <ContactForms
        block={data({ useTitle: true, title: 'Work with us', formType: 'collaborate' })}
        context={context}
      />,
    )
    expect(withTitle).toContain('<h2')
    expect(withTitle).toContain('Work with us')
    expect(withTitle).toContain('name="company"')
    expect(withTitle).not.toContain('name="orderNumber"')
    const without = await renderServer(
      <ContactForms block={data({ useTitle: false, title: 'Work with us' })} context={context} />,
    )
    expect(without).not.toContain('Work with us')
  })

  it('translates the form (sv-se)', async () => {
    const html = await renderServer(
      <ContactForms block={data({ formType: 'feedback' })} context={{ ...context, locale: 'sv-se' }} />,
    )
    expect(html).toContain('E-postadress')
    expect(html).toContain('Skicka meddelande')
    expect(html).toContain('valfritt')
  })

  it('renders nothing without a known formType, and falls back to misty for a bad colour', async () => {
    expect(await renderServer(<ContactForms block={data({ formType: null })} context={context} />)).toBe('')
    expect(
      await renderServer(<ContactForms block={data({ formType: 'other' as never })} context={context} />),
    ).toBe('')
    const html = await renderServer(
      <ContactForms block={data({ backgroundColor: 'nope' as never })} context={context} />,
    )
    expect(html).toContain('background:var(--colour-misty)')
  })

  it('adds extraMarginBottomSize below the marginBottom only with extraMarginBottom', () => {
    expect(contactFormsStyle(data({ marginBottom: 'xxxl' })).marginBottom).toBe('var(--space-xxxl)')
    expect(
      contactFormsStyle(data({ marginBottom: 'xxxl', extraMarginBottom: true, extraMarginBottomSize: 'xl' }))
        .marginBottom,
    ).toBe('calc(var(--space-xxxl) + var(--space-xl))')
    expect(
      contactFormsStyle(data({ extraMarginBottom: true, extraMarginBottomSize: null })).marginBottom,
    ).toBe('var(--space-xl)')
  })
})
