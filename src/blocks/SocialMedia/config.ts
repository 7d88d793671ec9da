// §3 SocialMedia: a list of social links drawn as the §3 icons; iconColor defaults to malm0 (a tonal step, §9).
import type { Block, Field } from 'payload'

import type { IconName } from '@/design/icons/Icon'

import { colourField, options, spacingFields } from '../shared/fields'
import { isWebUrl } from '../shared/validation'
import { spacingScale } from '@/design/tokens'

export const socialIcons = ['facebook', 'instagram', 'youtube'] as const satisfies readonly IconName[]
export type SocialIcon = (typeof socialIcons)[number]

export const directions = ['horizontal', 'vertical'] as const

/** Drawn icon sizes in px: the spec names the input, not its steps. */
export const iconSizes = { s: 24, m: 32, l: 48 } as const

export const socialLinkMessage = 'Enter a full web address starting with https:// (or http://).'

export function validateSocialLink(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return 'This field is required.'
  return isWebUrl(value) ? true : socialLinkMessage
}

export const socialMediaBlock: Block = {
  slug: 'SocialMedia',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'direction', type: 'select', options: options(directions), defaultValue: 'horizontal' },
        { name: 'iconSize', type: 'select', options: options(Object.keys(iconSizes)), defaultValue: 'm' },
        { name: 'iconSpacing', type: 'select', options: options(spacingScale), defaultValue: 's' },
        colourField('iconColor', 'malm0'),
      ],
    },
    {
      name: 'socialLink',
      type: 'array',
      labels: { singular: 'Social link', plural: 'Social links' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              admin: { description: 'Read out by screen readers, e.g. "Our Instagram".' },
            },
            { name: 'link', type: 'text', required: true, validate: validateSocialLink },
            { name: 'icon', type: 'select', options: options(socialIcons), required: true },
          ] satisfies Field[],
        },
      ],
    },
    spacingFields,
  ],
}
