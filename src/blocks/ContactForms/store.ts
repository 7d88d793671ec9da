import 'server-only'

// §3 Contact forms: a checked message becomes one row of the contact-messages collection.
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import type { FormValues } from '../FormBlock/form/spec'
import { contactMessagesSlug } from './collection'
import type { ContactFormType } from './fields'

const text = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value : undefined)

export async function storeContactMessage(
  payload: Payload,
  message: { formType: ContactFormType; values: FormValues; locale: Locale },
) {
  const { formType, values, locale } = message
  return payload.create({
    collection: contactMessagesSlug,
    data: {
      formType,
      name: text(values.name),
      email: text(values.email) ?? '',
      company: text(values.company),
      orderNumber: text(values.orderNumber)?.toUpperCase(),
      message: text(values.message) ?? '',
      locale,
    },
    // Only this server code creates messages (the collection refuses API creates).
    overrideAccess: true,
  })
}
