// §4 CMS form block: an editor's form (the form builder's `forms` document) as the fields the view shows and the
// route checks. Field types the block does not support are switched off in the plugin; any left over are skipped.
import type { Form } from '@/payload-types'

import type { FieldSpec } from './spec'

type FormField = NonNullable<Form['fields']>[number]

const text = (value: string | null | undefined) => value?.trim() || undefined

function specOf(field: FormField, index: number): FieldSpec | null {
  if (field.blockType === 'message') return { kind: 'message', name: field.id ?? `message-${index}` }
  if (!field.name?.trim()) return null
  const common = {
    name: field.name,
    label: text(field.label) ?? field.name,
    required: Boolean(field.required),
    width: field.width ?? undefined,
  }
  switch (field.blockType) {
    case 'checkbox':
      return { ...common, kind: 'checkbox', defaultValue: field.defaultValue ?? false }
    case 'email':
      return { ...common, kind: 'email', autoComplete: 'email' }
    case 'number':
      return { ...common, kind: 'number', defaultValue: field.defaultValue ?? undefined }
    case 'select':
      return {
        ...common,
        kind: 'select',
        options: (field.options ?? []).map(({ label, value }) => ({ label, value })),
        placeholder: text(field.placeholder),
        defaultValue: text(field.defaultValue),
      }
    case 'text':
    case 'textarea':
      return { ...common, kind: field.blockType, defaultValue: text(field.defaultValue) }
    default:
      return null
  }
}

export function formFields(form: Pick<Form, 'fields'>): FieldSpec[] {
  return (form.fields ?? []).flatMap((field, index) => specOf(field, index) ?? [])
}

/** The form's redirect after success, only to our own paths or an https address. */
export function formRedirect(form: Pick<Form, 'confirmationType' | 'redirect'>): string | undefined {
  if (form.confirmationType !== 'redirect') return undefined
  const url = form.redirect?.url?.trim()
  if (!url) return undefined
  if (url.startsWith('/') && !url.startsWith('//')) return url
  return /^https:\/\/[^\s]+$/i.test(url) ? url : undefined
}
