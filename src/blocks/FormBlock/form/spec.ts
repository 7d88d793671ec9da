// The fields a visitor fills in (§3 ContactForms, §4 CMS form block) and the rules they must meet: one function,
// run in the browser before sending and again in the submit route, so both give the same answer.
import { isValidEmail, normalizeEmail } from '@/lib/email'

export type InputKind = 'text' | 'email' | 'textarea' | 'number' | 'checkbox' | 'select'

export interface InputFieldSpec {
  kind: InputKind
  name: string
  label: string
  required: boolean
  /** Longest accepted text (characters); each kind has a default. */
  maxLength?: number
  /** A format beyond the kind's own: an order number (support form). */
  format?: 'orderNumber'
  options?: { label: string; value: string }[]
  placeholder?: string
  defaultValue?: string | number | boolean
  /** Share of the row, in percent (the form builder's width). */
  width?: number
  autoComplete?: string
  hint?: string
}

/** An editor's text between the inputs (the form builder's message field); it carries no value. */
export interface MessageFieldSpec {
  kind: 'message'
  name: string
}

export type FieldSpec = InputFieldSpec | MessageFieldSpec

export type FieldError = 'required' | 'unchecked' | 'email' | 'tooLong' | 'number' | 'option' | 'orderNumber'
export type FieldErrors = Record<string, FieldError>
export type FormValue = string | number | boolean
export type FormValues = Record<string, FormValue>

export const defaultMaxLength: Record<InputKind, number> = {
  text: 500,
  email: 254,
  textarea: 5000,
  number: 50,
  checkbox: 5,
  select: 500,
}

// An order number as printed on the order confirmation: letters, digits and hyphens (e.g. LB-2026-104233).
const orderNumberPattern = /^[A-Za-z0-9][A-Za-z0-9-]{3,29}$/

export const isInputField = (field: FieldSpec): field is InputFieldSpec => field.kind !== 'message'

/** A checkbox's answer from JSON (true) or a form post ('on', 'true'). */
export const isChecked = (value: unknown) => value === true || value === 'on' || value === 'true'

function checkField(field: InputFieldSpec, raw: unknown): { value?: FormValue; error?: FieldError } {
  if (field.kind === 'checkbox') {
    const checked = isChecked(raw)
    return field.required && !checked ? { error: 'unchecked' } : { value: checked }
  }
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : ''
  if (!text) return field.required ? { error: 'required' } : {}
  if (text.length > (field.maxLength ?? defaultMaxLength[field.kind])) return { error: 'tooLong' }
  switch (field.kind) {
    case 'email':
      return isValidEmail(text) ? { value: normalizeEmail(text) } : { error: 'email' }
    case 'number': {
      const number = Number(text.replace(',', '.'))
      return Number.isFinite(number) ? { value: number } : { error: 'number' }
    }
    case 'select':
      return field.options?.some((option) => option.value === text) ? { value: text } : { error: 'option' }
    default:
      if (field.format === 'orderNumber' && !orderNumberPattern.test(text)) return { error: 'orderNumber' }
      return { value: text }
  }
}

/**
 * Checks the visitor's answers against the form's fields. Returns the clean values (trimmed; empty optional answers
 * left out; unknown keys dropped) or, per field name, what is wrong.
 */
export function validateValues(
  fields: readonly FieldSpec[],
  input: unknown,
): { ok: true; values: FormValues } | { ok: false; errors: FieldErrors } {
  const answers = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  const values: FormValues = {}
  const errors: FieldErrors = {}
  for (const field of fields) {
    if (!isInputField(field)) continue
    const { value, error } = checkField(field, answers[field.name])
    if (error) errors[field.name] = error
    else if (value !== undefined) values[field.name] = value
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values }
}

/** What the submit routes answer (JSON). */
export type SubmitAnswer =
  | { status: 'sent' }
  | { error: 'invalid'; fields: FieldErrors }
  | { error: 'captcha' | 'rate-limited' | 'unknown-form' | 'too-large' | 'unsupported-type' | 'failed' }
