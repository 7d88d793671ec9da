// §3 Contact forms: what visitors send through the ContactForms block, one row per message, for editors to read and
// answer. Written only by POST /forms/contact (validation, captcha, rate limit); the public never reads it.
import type { CollectionConfig } from 'payload'

import { admins, editors } from '@/cms/access'
import { validateEmail } from '@/cms/fields/email'
import { contactFormTypes } from '@/config/products'
import { defaultLocale, routingLocales } from '@/i18n/locales'

import { options } from '../shared/fields'

export const contactMessagesSlug = 'contact-messages'

export const ContactMessages: CollectionConfig = {
  slug: contactMessagesSlug,
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    group: 'Visitors',
    useAsTitle: 'email',
    defaultColumns: ['formType', 'name', 'email', 'orderNumber', 'createdAt'],
    description: 'Messages sent through the contact forms (collaborate, support, feedback).',
  },
  access: {
    read: editors,
    // Messages come only through the submit route (captcha, validation, rate limit), never the API.
    create: () => false,
    update: admins,
    delete: admins,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'formType', type: 'select', required: true, index: true, options: options(contactFormTypes) },
    { name: 'name', type: 'text' },
    { name: 'email', type: 'email', required: true, index: true, validate: validateEmail },
    { name: 'company', type: 'text', admin: { condition: (data) => data?.formType === 'collaborate' } },
    { name: 'orderNumber', type: 'text', admin: { condition: (data) => data?.formType === 'support' } },
    { name: 'message', type: 'textarea', required: true },
    { name: 'locale', type: 'select', options: options(routingLocales), defaultValue: defaultLocale },
  ],
}
