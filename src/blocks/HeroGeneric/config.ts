// §3 Page hero (HeroGeneric): four layouts, each showing only its own inputs (§4 "Page hero fields depend on
// layout"); altText and layout required (§5); overlayOpacity 0–100 default 20, detailedImagePosition 1–100 (§9).
// The inputs a layout hides are still validated (validatedWhenHidden): §5 ranges and required fields hold on any layout.
import type { Block, Condition, Field, SelectField } from 'payload'

import { imageField } from '@/cms/collections/Media'
import { productTypes } from '@/config/products'
import { illustrationNames } from '@/design/illustrations/names'

import {
  buttonLinkFields,
  colourField,
  options,
  spacingFields,
  validatedWhenHidden,
  slideAltTextField,
} from '../shared/fields'
import { blockTableName } from '../shared/tableName'
import { validateVideoUrl } from './video'

export const heroLayouts = ['default', 'fullbleed', 'illustration', 'product'] as const
export type HeroLayout = (typeof heroLayouts)[number]

export const imagePositions = ['center', 'top', 'bottom', 'left', 'right'] as const
export type ImagePosition = (typeof imagePositions)[number]

/** §9: "Button sizes s|m|l; the hero also has xs". */
export const heroButtonSizes = ['xs', 's', 'm', 'l'] as const

type Sibling = Record<string, unknown> | undefined

const layoutIs =
  (...layouts: HeroLayout[]): Condition =>
  (_, sibling: Sibling) =>
    layouts.includes((sibling?.layout ?? 'default') as HeroLayout)
const layoutIsNot =
  (...layouts: HeroLayout[]): Condition =>
  (_, sibling: Sibling) =>
    !layouts.includes((sibling?.layout ?? 'default') as HeroLayout)
const when =
  (toggle: string): Condition =>
  (_, sibling: Sibling) =>
    Boolean(sibling?.[toggle])
const both =
  (...conditions: Condition[]): Condition =>
  (data, sibling, context) =>
    conditions.every((condition) => condition(data, sibling, context))

const checkbox = (name: string, label: string, condition?: Condition): Field => ({
  name,
  type: 'checkbox',
  label,
  defaultValue: false,
  admin: condition ? { condition } : undefined,
})

/** §3/§4: the rich-text heading replaces the plain heading on the fullbleed layout only. */
const richHeading = both(layoutIs('fullbleed'), when('useRichTextHeading'))

export const heroGenericBlock: Block = {
  slug: 'HeroGeneric',
  // PostgreSQL names are limited to 63 characters; the table and enum names start from this, per collection.
  dbName: blockTableName('hero'),
  fields: [
    {
      name: 'layout',
      type: 'select',
      options: options(heroLayouts),
      defaultValue: 'default',
      required: true,
    },
    checkbox('useFullbleedLayout', 'Use fullbleed layout', layoutIs('illustration')),
    validatedWhenHidden({
      name: 'productType',
      type: 'select',
      options: options(productTypes),
      defaultValue: 'book',
      admin: { condition: layoutIs('product') },
    }),
    checkbox('useRichTextHeading', 'Use rich text heading', layoutIs('fullbleed')),
    {
      name: 'heading',
      type: 'text',
      admin: {
        condition: (data, sibling, context) => !richHeading(data, sibling, context),
        description: 'The page’s main heading (h1).',
      },
    },
    {
      name: 'richTextHeading',
      label: 'Rich text heading',
      type: 'richText',
      admin: { condition: richHeading },
    },
    checkbox('uppercase', 'Uppercase heading'),
    checkbox('useRichTextIntro', 'Use rich text intro'),
    { name: 'intro', type: 'textarea', admin: { condition: (_, sibling) => !sibling?.useRichTextIntro } },
    {
      name: 'richTextIntro',
      label: 'Rich text intro',
      type: 'richText',
      admin: { condition: when('useRichTextIntro') },
    },
    checkbox('useVideo', 'Use video', layoutIs('fullbleed')),
    {
      name: 'videoUrl',
      type: 'text',
      validate: validateVideoUrl,
      admin: {
        condition: both(layoutIs('fullbleed'), when('useVideo')),
        description: 'A YouTube or Vimeo link. The image shows until the visitor plays the video.',
      },
    },
    {
      type: 'row',
      fields: [
        imageField('image'),
        imageField('mobileImage', { admin: { description: 'Shown instead of the image on phones.' } }),
      ],
    },
    {
      name: 'altText',
      type: 'text',
      required: true,
      admin: { description: 'Describes the image for visitors who cannot see it.' },
    },
    validatedWhenHidden({
      name: 'overlayOpacity',
      type: 'number',
      min: 0,
      max: 100,
      defaultValue: 20,
      admin: {
        condition: layoutIs('fullbleed'),
        step: 1,
        description: 'How dark the layer over the image is, 0–100 (%).',
      },
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'imagePosition',
          type: 'select',
          options: options(imagePositions),
          defaultValue: 'center',
        },
        {
          name: 'detailedImagePosition',
          type: 'number',
          min: 1,
          max: 100,
          admin: {
            step: 1,
            description:
              'Fine position in % along the image position: across for left/right, down otherwise.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        validatedWhenHidden({
          name: 'illustration',
          type: 'select',
          options: options(illustrationNames),
          defaultValue: 'heart-love',
          admin: { condition: layoutIs('illustration') },
        }),
        validatedWhenHidden({
          ...(colourField('backgroundColor') as SelectField),
          admin: { condition: layoutIs('illustration') },
        }),
      ],
    },
    checkbox('useButton', 'Add a button'),
    {
      name: 'button',
      type: 'group',
      admin: { condition: when('useButton') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text' },
            {
              name: 'size',
              type: 'select',
              options: options(heroButtonSizes),
              defaultValue: 'm',
              enumName: ({ tableName }) => `enum_${tableName}_size`,
            },
          ],
        },
        ...buttonLinkFields(),
      ],
    },
    checkbox('addQuote', 'Add a quote'),
    {
      name: 'quote',
      type: 'group',
      admin: { condition: when('addQuote') },
      fields: [
        { name: 'text', type: 'textarea' },
        {
          type: 'row',
          fields: [{ name: 'signature', type: 'text' }, colourField('color', 'white')],
        },
      ],
    },
    checkbox('addBadge', 'Add the customer-satisfaction badge'),
    checkbox('mirroredLayout', 'Mirrored layout', layoutIsNot('fullbleed')),
    {
      name: 'startCreateButtonText',
      type: 'text',
      admin: {
        condition: layoutIs('product'),
        description: 'The start-create button’s text; by default it names the product.',
      },
    },
    validatedWhenHidden({
      name: 'heroSlides',
      type: 'array',
      labels: { singular: 'Slide', plural: 'Slides' },
      admin: {
        condition: layoutIsNot('fullbleed'),
        description: 'Pictures shown in a slider in place of the image.',
      },
      fields: [imageField('src'), slideAltTextField],
    }),
    {
      type: 'row',
      fields: [
        checkbox('hidePaginatorDots', 'Hide paginator dots', layoutIsNot('fullbleed')),
        checkbox('autoImageScroll', 'Scroll the slides automatically', layoutIsNot('fullbleed')),
      ],
    },
    spacingFields,
  ],
}
