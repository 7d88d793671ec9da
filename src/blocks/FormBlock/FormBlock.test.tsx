// §4 "CMS form block" (label 'Form'): an editor's form (the form builder's `forms`) on a page, its supported field
// types, its confirmation message or redirect, the §8 default error text, and nothing for a missing form.
import { describe, expect, it } from 'vitest'

import type { Form } from '@/payload-types'

import { field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition, blocksFor } from '../registry'
import type { BlockData } from '../types'
import FormBlock from './Component'
import { formBlock } from './config'
import { formFields, formRedirect } from './form/fromForm'
import { formTexts } from './form/texts'

const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example' } as const

const paragraph = (text: string) =>
  ({
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 1,
          textFormat: 0,
          children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }) as NonNullable<Form['confirmationMessage']>

const workshop: Form = {
  id: 7,
  title: 'Photo book workshop',
  submitButtonLabel: 'Book my seat',
  confirmationType: 'message',
  confirmationMessage: paragraph('See you at the workshop!'),
  fields: [
    { blockType: 'text', name: 'fullName', label: 'Full name', required: true, width: 50 },
    { blockType: 'email', name: 'email', label: 'Email', required: true, width: 50 },
    { blockType: 'message', id: 'intro-msg', message: paragraph('Bring your favourite photos.') },
    { blockType: 'number', name: 'seats', label: 'Seats', required: false },
    {
      blockType: 'select',
      name: 'city',
      label: 'City',
      required: true,
      options: [
        { label: 'Stockholm', value: 'stockholm' },
        { label: 'London', value: 'london' },
      ],
    },
    { blockType: 'textarea', name: 'wishes', label: 'Wishes', required: false },
    { blockType: 'checkbox', name: 'newsletter', label: 'Send me news', required: false, defaultValue: true },
  ],
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
}

const data = (form: BlockData<'FormBlock'>['form'], overrides: Partial<BlockData<'FormBlock'>> = {}) =>
  ({ blockType: 'FormBlock', form, ...overrides }) as BlockData<'FormBlock'>

describe('FormBlock config (§4)', () => {
  it('is the "Form" block: a required relationship to an editor’s form, in both models', () => {
    const block = formBlock
    expect(blockDefinition('FormBlock')?.config.labels?.singular).toMatchObject({ en: 'Form' })
    const form = field(block, 'form') as { type: string; relationTo: string; required?: boolean }
    expect(form).toMatchObject({ type: 'relationship', relationTo: 'forms', required: true })
    expect(blockDefinition('FormBlock')?.hiddenFromInsertMenu).toBeFalsy()
    for (const model of ['page', 'blog-article'] as const) {
      expect(blocksFor(model).map((config) => config.slug)).toContain('FormBlock')
    }
  })
})

describe('FormBlock intro', () => {
  it('shows introContent only with enableIntro, in the admin and on the page', async () => {
    const block = formBlock
    expect(isShown(block, 'introContent', { enableIntro: true })).toBe(true)
    expect(isShown(block, 'introContent', { enableIntro: false })).toBe(false)
    const intro = 'Join our Saturday workshop.'
    const shown = await renderServer(
      <FormBlock block={data(workshop, { enableIntro: true, introContent: intro })} context={context} />,
    )
    expect(shown).toContain(intro)
    const hidden = await renderServer(
      <FormBlock block={data(workshop, { enableIntro: false, introContent: intro })} context={context} />,
    )
    expect(hidden).not.toContain(intro)
  })
})

describe('formFields and formRedirect', () => {
  it('maps the form builder’s fields to the fields the view shows and the route checks', () => {
    expect(formFields(workshop)).toEqual([
      {
        kind: 'text',
        name: 'fullName',
        label: 'Full name',
        required: true,
        width: 50,
        defaultValue: undefined,
      },
      { kind: 'email', name: 'email', label: 'Email', required: true, width: 50, autoComplete: 'email' },
      { kind: 'message', name: 'intro-msg' },
      {
        kind: 'number',
        name: 'seats',
        label: 'Seats',
        required: false,
        width: undefined,
        defaultValue: undefined,
      },
      {
        kind: 'select',
        name: 'city',
        label: 'City',
        required: true,
        width: undefined,
        options: [
          { label: 'Stockholm', value: 'stockholm' },
          { label: 'London', value: 'london' },
        ],
        placeholder: undefined,
        defaultValue: undefined,
      },
      {
        kind: 'textarea',
        name: 'wishes',
        label: 'Wishes',
        required: false,
        width: undefined,
        defaultValue: undefined,
      },
      {
        kind: 'checkbox',
        name: 'newsletter',
        label: 'Send me news',
        required: false,
        width: undefined,
        defaultValue: true,
      },
    ])
  })

  it('redirects only to site paths and https addresses, and only for a redirect confirmation', () => {
    const redirect = (url: string) => formRedirect({ confirmationType: 'redirect', redirect: { url } })
    expect(redirect('/thank-you')).toBe('/thank-you')
    expect(redirect('https://lumibook.example/thanks')).toBe('https://lumibook.example/thanks')
    expect(redirect('javascript:alert(1)')).toBeUndefined()
    expect(redirect('//evil.example')).toBeUndefined()
    expect(redirect('http://plain.example')).toBeUndefined()
    expect(formRedirect({ confirmationType: 'message', redirect: { url: '/x' } })).toBeUndefined()
  })
})

describe('form texts (§8)', () => {
  it('defaults the error text to §8’s, unless the editor set one', async () => {
    expect((await formTexts('en-gb')).error).toBe(
      'Form submission error :( Please check your answers and try again',
    )
    expect((await formTexts('en-us', '  ')).error).toBe(
      'Form submission error :( Please check your answers and try again',
    )
    expect((await formTexts('en-gb', 'Oops, try again')).error).toBe('Oops, try again')
    expect((await formTexts('sv-se')).error).toBe(
      'Formuläret kunde inte skickas :( Kontrollera dina svar och försök igen',
    )
  })
})

describe('FormBlock renderer', () => {
  it('renders the form’s fields, its message, labels and submit label', async () => {
    const html = await renderServer(<FormBlock block={data(workshop)} context={context} />)
    expect(html).toContain('aria-label="Photo book workshop"')
    for (const name of ['fullName', 'email', 'seats', 'city', 'wishes', 'newsletter']) {
      expect(html).toContain(`name="${name}"`)
    }
    expect(html).toContain('Bring your favourite photos.')
    expect(html).toContain('>Stockholm</option>')
    expect(html).toContain('Book my seat')
    expect(html).toContain('flex-basis:calc(50% - var(--space-s))')
    // The success message is shown only after sending.
    expect(html).not.toContain('See you at the workshop!')
  })

  it('renders nothing for a missing form or a form without inputs', async () => {
    expect(await renderServer(<FormBlock block={data(null as never)} context={context} />)).toBe('')
    expect(
      await renderServer(
        <FormBlock block={data({ ...workshop, fields: [workshop.fields![2]!] })} context={context} />,
      ),
    ).toBe('')
  })
})
