// The form rules shared by the browser and the submit routes (§3 ContactForms, §4 CMS form block).
import { describe, expect, it } from 'vitest'

import { type FieldSpec, validateValues } from './spec'

const fields: FieldSpec[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 10 },
  { kind: 'email', name: 'email', label: 'Email', required: true },
  { kind: 'textarea', name: 'note', label: 'Note', required: false },
  { kind: 'number', name: 'copies', label: 'Copies', required: false },
  { kind: 'checkbox', name: 'terms', label: 'Terms', required: true },
  {
    kind: 'select',
    name: 'format',
    label: 'Format',
    required: false,
    options: [{ label: 'Hardcover', value: 'hardcover' }],
  },
  { kind: 'text', name: 'order', label: 'Order', required: false, format: 'orderNumber' },
  { kind: 'message', name: 'm1' },
]

describe('validateValues', () => {
  it('returns clean values: trimmed, email lower-cased, numbers parsed, empty optional answers left out', () => {
    const result = validateValues(fields, {
      name: '  Anna ',
      email: ' Anna@Example.COM',
      note: '   ',
      copies: '2,5',
      terms: 'on',
      format: 'hardcover',
      order: 'LB-2026-104233',
      unknown: 'dropped',
    })
    expect(result).toEqual({
      ok: true,
      values: {
        name: 'Anna',
        email: 'anna@example.com',
        copies: 2.5,
        terms: true,
        format: 'hardcover',
        order: 'LB-2026-104233',
      },
    })
  })

  it('names every wrong field with its reason', () => {
    const result = validateValues(fields, {
      name: 'A much too long name',
      email: 'not-an-email',
      copies: 'two',
      terms: false,
      format: 'leather',
      order: 'no spaces please',
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'tooLong',
        email: 'email',
        copies: 'number',
        terms: 'unchecked',
        format: 'option',
        order: 'orderNumber',
      },
    })
  })

  it('requires required fields, and treats a missing or odd body as empty', () => {
    expect(validateValues(fields, null)).toEqual({
      ok: false,
      errors: { name: 'required', email: 'required', terms: 'unchecked' },
    })
    expect(validateValues(fields, { name: { x: 1 }, email: ['a@b.se'], terms: 'yes' })).toEqual({
      ok: false,
      errors: { name: 'required', email: 'required', terms: 'unchecked' },
    })
  })

  it('caps every text kind by default (textarea 5000 characters)', () => {
    const note: FieldSpec[] = [{ kind: 'textarea', name: 'note', label: 'Note', required: true }]
    expect(validateValues(note, { note: 'x'.repeat(5000) }).ok).toBe(true)
    expect(validateValues(note, { note: 'x'.repeat(5001) })).toEqual({
      ok: false,
      errors: { note: 'tooLong' },
    })
  })
})
