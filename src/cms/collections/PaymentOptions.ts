// §2 payment-countries dialog, PaymentMethods block: per country, its payment methods and the countries its online
// payment provider supports.
import type { CollectionConfig } from 'payload'

import { marketOptions } from '@/data-api/markets'

import { editors, hiddenFromEditors } from '../access'

export const paymentMethods = [
  'card',
  'paypal',
  'klarna',
  'apple-pay',
  'google-pay',
  'swish',
  'mobilepay',
  'vipps',
  'ideal',
  'invoice',
] as const

export const PaymentOptions: CollectionConfig = {
  slug: 'payment-options',
  labels: { singular: 'Payment options', plural: 'Payment options' },
  access: { read: editors, create: editors, update: editors, delete: editors },
  admin: {
    hidden: hiddenFromEditors,
    group: 'Commerce',
    useAsTitle: 'country',
    defaultColumns: ['country', 'methods', 'provider'],
  },
  fields: [
    { name: 'country', type: 'select', required: true, unique: true, options: marketOptions },
    {
      name: 'methods',
      type: 'select',
      hasMany: true,
      required: true,
      options: paymentMethods.map((value) => ({ label: value, value })),
    },
    { name: 'provider', type: 'text', admin: { description: 'The online payment provider, e.g. Klarna.' } },
    {
      name: 'providerCountries',
      type: 'text',
      hasMany: true,
      admin: {
        description: 'ISO country codes the provider supports (shown in the payment-countries dialog).',
      },
      validate: (value) =>
        !Array.isArray(value) ||
        value.every((code) => typeof code === 'string' && /^[A-Z]{2}$/.test(code)) ||
        'Use two-letter country codes in capitals (SE, DE …).',
    },
  ],
}
