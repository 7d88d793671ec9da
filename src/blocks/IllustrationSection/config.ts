// §3 Illustration (IllustrationSection): an illustration (default arrow-05) or an image; arrow options only for
// arrows (§4); arrowRotation 0–100 (§5, §9), default 0, also while the options are hidden.
import type { Block, Field } from 'payload'

import { imageField } from '@/cms/collections/Media'

import { isArrow, isIllustrationName, illustrationNames } from '@/design/illustrations/names'
import { textAlignments } from '@/design/tokens'

import { colourField, options, spacingFields, validatedWhenHidden } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

/** Drawn sizes: the spec names the input, not its steps. */
export const illustrationSizes = { s: 96, m: 160, l: 240 } as const
export const arrowDirections = ['up', 'down'] as const

const showsArrowOptions = (sibling: { useImage?: boolean; illustration?: unknown } | undefined) =>
  !sibling?.useImage && isIllustrationName(sibling?.illustration) && isArrow(sibling.illustration)

const usesImage = (_: unknown, sibling: { useImage?: boolean }) => Boolean(sibling?.useImage)
const usesIllustration = (_: unknown, sibling: { useImage?: boolean }) => !sibling?.useImage
const percent = (name: string): Field => ({ name, type: 'number', min: 1, max: 100, defaultValue: 100 })

export const illustrationSectionBlock: Block = {
  slug: 'IllustrationSection',
  // PostgreSQL names are limited to 63 characters; the table and enum names start from this, per collection.
  dbName: blockTableName('illus'),
  fields: [
    { name: 'useImage', type: 'checkbox', defaultValue: false },
    {
      name: 'image',
      type: 'group',
      admin: { condition: usesImage },
      fields: [
        imageField('src'),
        { name: 'altText', type: 'text', localized: true },
        { type: 'row', fields: [percent('width'), percent('height')] },
      ],
    },
    {
      name: 'illustration',
      type: 'select',
      options: options(illustrationNames),
      defaultValue: 'arrow-05',
      admin: { condition: usesIllustration },
    },
    { ...colourField('illustrationColor', 'almostBlack'), admin: { condition: usesIllustration } } as Field,
    {
      name: 'illustrationPosition',
      type: 'select',
      options: options(textAlignments),
      defaultValue: 'center',
    },
    {
      name: 'illustrationSize',
      type: 'select',
      options: options(Object.keys(illustrationSizes)),
      defaultValue: 'm',
    },
    validatedWhenHidden({
      name: 'arrowOptions',
      type: 'group',
      admin: { condition: (_, sibling) => showsArrowOptions(sibling) },
      fields: [
        {
          name: 'arrowDirection',
          type: 'select',
          options: options(arrowDirections),
          defaultValue: 'up',
          enumName: ({ tableName }) => `enum_${tableName}_arrow_direction`,
        },
        { name: 'arrowRotation', type: 'number', min: 0, max: 100, defaultValue: 0 },
      ],
    }),
    spacingFields,
  ],
}
