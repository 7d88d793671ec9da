// §3/§9 Contact forms: the fields each form type asks for. A photo-book shop needs a name and an email to answer,
// an organisation for a collaboration, an order number to find a support case, and the message itself.
// No attachments: the embedded default has no malware scanning or private file store, and a visitor's file would open
// in an editor's logged-in browser (stored-XSS risk with SVG/HTML/PDF); support can ask for photos in its email reply.
import { contactFormTypes } from '@/config/products'
import { isOneOf } from '@/lib/strings'

import type { InputFieldSpec } from '../FormBlock/form/spec'

export type ContactFormType = (typeof contactFormTypes)[number]

export const contactFieldNames = ['name', 'email', 'company', 'orderNumber', 'message'] as const
export type ContactFieldName = (typeof contactFieldNames)[number]

export function isContactFormType(value: unknown): value is ContactFormType {
  return isOneOf(contactFormTypes, value)
}

type ContactField = InputFieldSpec & { name: ContactFieldName }

const name: Omit<ContactField, 'required'> = {
  kind: 'text',
  name: 'name',
  label: 'name',
  maxLength: 100,
  autoComplete: 'name',
}
const email: ContactField = {
  kind: 'email',
  name: 'email',
  label: 'email',
  required: true,
  autoComplete: 'email',
}
const message: ContactField = {
  kind: 'textarea',
  name: 'message',
  label: 'message',
  required: true,
  maxLength: 5000,
}

const fieldsByType: Record<ContactFormType, ContactField[]> = {
  collaborate: [
    { ...name, required: true },
    email,
    {
      kind: 'text',
      name: 'company',
      label: 'company',
      required: false,
      maxLength: 100,
      autoComplete: 'organization',
    },
    message,
  ],
  support: [
    { ...name, required: true },
    email,
    // Optional: a question before an order has none; when given it must look like one, so support can find it.
    {
      kind: 'text',
      name: 'orderNumber',
      label: 'orderNumber',
      required: false,
      format: 'orderNumber',
      maxLength: 30,
    },
    message,
  ],
  // Feedback may be anonymous by name, but needs an email so the team can ask back.
  feedback: [{ ...name, required: false }, email, message],
}

/** The fields of one form type, labelled by `label` (translated in the block; the names where labels don't matter). */
export function contactFields(
  formType: ContactFormType,
  label: (field: ContactFieldName) => string = (field) => field,
): ContactField[] {
  return fieldsByType[formType].map((field) => ({ ...field, label: label(field.name) }))
}
