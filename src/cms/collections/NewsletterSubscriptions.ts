// §1/§2 newsletter sign-up dialog: one subscription per email and locale, written only by POST /newsletter (which
// checks consent and the captcha); editors read the list, the public never does.
import type { CollectionConfig } from 'payload'

import { options } from '@/blocks/shared/fields'
import { defaultLocale, routingLocales } from '@/i18n/locales'
import { normalizeEmail } from '@/lib/email'

import { admins, editors, hiddenFromEditors } from '../access'
import { validateEmail } from '../fields/email'

export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  labels: { singular: 'Newsletter subscription', plural: 'Newsletter subscriptions' },
  admin: {
    hidden: hiddenFromEditors,
    group: 'Visitors',
    useAsTitle: 'email',
    defaultColumns: ['email', 'locale', 'consentedAt'],
    description: 'Visitors who signed up through the newsletter dialog, with the moment they gave consent.',
  },
  access: {
    read: editors,
    // Sign-ups come only through the sign-up route (captcha, consent, rate limit), never the API.
    create: () => false,
    update: admins,
    // Admins remove a subscriber who asks to be forgotten.
    delete: admins,
  },
  // A repeat sign-up finds its row; the database refuses a second one even under a race.
  indexes: [{ fields: ['email', 'locale'], unique: true }],
  defaultSort: '-consentedAt',
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      validate: validateEmail,
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeEmail(value) : value)],
      },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: options(routingLocales),
      defaultValue: defaultLocale,
    },
    {
      name: 'consentedAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'The latest sign-up with consent.' },
    },
  ],
}
