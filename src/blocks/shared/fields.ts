// Field groups several blocks share (§3 "Common spacing inputs", text-style set, anchors, button link rule).
import type { Field, SelectField } from 'payload'

import { productTypes } from '@/config/products'
import { buttonTypes, colours, fontSizes, marginScale, spacingScale, textAlignments } from '@/design/tokens'

import { type ContentModel, modelTypeOf } from './models'
import { validateAnchorName } from './validation'

export function options(values: readonly string[]): SelectField['options'] {
  return values.map((value) => ({ label: value, value }))
}

export function colourField(name: string, defaultValue?: string, required = false): Field {
  return { name, type: 'select', options: options(colours), defaultValue, required }
}

/** §3: margin*, padding*; marginBottom defaults to xxxl. */
export const spacingFields: Field = {
  type: 'collapsible',
  label: 'Spacing',
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: (['margin', 'marginTop', 'marginBottom', 'marginLeft', 'marginRight'] as const).map(
        (name): Field => ({
          name,
          type: 'select',
          options: options(marginScale),
          defaultValue: name === 'marginBottom' ? 'xxxl' : undefined,
        }),
      ),
    },
    {
      type: 'row',
      fields: (['padding', 'paddingLeft', 'paddingRight', 'paddingTop', 'paddingBottom'] as const).map(
        (name): Field => ({ name, type: 'select', options: options(spacingScale) }),
      ),
    },
  ],
}

/** §3 text-style set: fontSize, textAlign, color. */
export const textStyleFields: Field = {
  type: 'row',
  fields: [
    { name: 'fontSize', type: 'select', options: options(fontSizes) },
    { name: 'textAlign', type: 'select', options: options(textAlignments) },
    colourField('color'),
  ],
}

/** §3 modelType, set from the collection the block lives in, so renderers know the model. */
export function modelTypeField(model: ContentModel): Field {
  return {
    name: 'modelType',
    type: 'select',
    options: options(['blog', 'pages']),
    defaultValue: modelTypeOf(model),
    admin: { readOnly: true, hidden: true },
  }
}

/** §3/§4: anchorRef/anchorRefName and anchorLink/anchorLinkName exist on blog-article only. */
export function anchorFields(model: ContentModel): Field[] {
  if (model !== 'blog-article') return []
  return (['anchorRef', 'anchorLink'] as const).map((toggle) => ({
    type: 'row',
    fields: [
      { name: toggle, type: 'checkbox', label: toggle === 'anchorRef' ? 'Anchor reference' : 'Anchor link' },
      {
        name: `${toggle}Name`,
        type: 'text',
        validate: validateAnchorName,
        admin: { condition: (_, sibling) => Boolean(sibling?.[toggle]) },
      },
    ],
  }))
}

/** §3 button link rule, §4 visibility: link when createLink is false, productType when true. */
export function buttonLinkFields(defaults: { link?: string; productType?: string } = {}): Field[] {
  return [
    { name: 'createLink', type: 'checkbox', label: 'Start create (deep link)', defaultValue: false },
    {
      name: 'link',
      type: 'text',
      defaultValue: defaults.link,
      admin: { condition: (_, sibling) => !sibling?.createLink },
    },
    {
      name: 'productType',
      type: 'select',
      options: options(productTypes),
      defaultValue: defaults.productType,
      admin: { condition: (_, sibling) => Boolean(sibling?.createLink) },
    },
  ]
}

export function buttonTypeField(name: string, defaultValue: string): Field {
  return { name, type: 'select', options: options(buttonTypes), defaultValue }
}
