// Field groups several blocks share (§3 "Common spacing inputs", text-style set, anchors, button link rule).
import {
  type Field,
  type FieldHook,
  type SelectField,
  type SelectFieldValidation,
  type UIField,
  ValidationError,
  type ValidationFieldError,
} from 'payload'
import { select } from 'payload/shared'

import { defaultAltText, type ProductType, productTypes } from '@/config/products'
import { buttonTypes, colours, fontSizes, marginScale, spacingScale, textAlignments } from '@/design/tokens'

import {
  contentModelOf,
  type ContextDefault,
  contextDefaultValue,
  modelTypeOf,
  modelTypes,
  type ModelType,
} from './models'
import { validateAnchorName } from './validation'

export function options(values: readonly string[]): SelectField['options'] {
  return values.map((value) => ({ label: value, value }))
}

export function colourField(name: string, defaultValue?: string, required = false): Field {
  return { name, type: 'select', options: options(colours), defaultValue, required }
}

/**
 * A select whose default depends on where the block stands (ContextDefault): filled on every save, the REST and Local
 * API's too, when no value was given or stored, and shown in the admin as soon as the block is added.
 */
export function withContextDefault(field: SelectField, rule: ContextDefault, hidden = false): SelectField {
  const fill: FieldHook = ({ value, collection, path }) =>
    value === undefined ? contextDefaultValue(rule, { model: contentModelOf(collection), path }) : value
  return {
    ...field,
    hooks: { ...field.hooks, beforeValidate: [...(field.hooks?.beforeValidate ?? []), fill] },
    admin: {
      ...field.admin,
      components: {
        ...field.admin?.components,
        Field: {
          path: '@/blocks/shared/admin/ContextDefaultField#ContextDefaultField',
          clientProps: { rule, hidden },
        },
      },
    },
  }
}

/**
 * §3: margin*, padding*; marginBottom defaults to xxxl. That spaces the page's sections; inside another block
 * (Container, Box, CustomizableContainer, Text & Image's SocialMedia) it would be a 6rem gap, so there it is none.
 */
export const spacingFields: Field = {
  type: 'collapsible',
  label: 'Spacing',
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: (['margin', 'marginTop', 'marginBottom', 'marginLeft', 'marginRight'] as const).map((name) => {
        const field: SelectField = { name, type: 'select', options: options(marginScale) }
        return name === 'marginBottom'
          ? withContextDefault(field, { topLevel: 'xxxl', nested: 'none' })
          : field
      }),
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

/**
 * §3 modelType: the content model of the entry holding the block (blog|pages), always the collection's own, so the one
 * definition of a block knows which model's inputs to show (§2 "blog-article only", §4 anchors).
 */
export const modelTypeField: Field = {
  name: 'modelType',
  type: 'select',
  options: options(modelTypes),
  admin: {
    readOnly: true,
    components: {
      Field: {
        path: '@/blocks/shared/admin/ContextDefaultField#ContextDefaultField',
        clientProps: { rule: { byModel: { page: 'pages', 'blog-article': 'blog' } }, hidden: true },
      },
    },
  },
  hooks: {
    beforeValidate: [
      ({ value, collection }) => {
        const model = contentModelOf(collection)
        return model ? modelTypeOf(model) : value
      },
    ],
  },
}

/** A field of one content model only (§2, §4): shown for blocks whose modelType is that model's. */
export const onModel =
  (modelType: ModelType) =>
  (_: unknown, sibling: Record<string, unknown> | undefined): boolean =>
    sibling?.modelType === modelType

/**
 * §3/§4: anchorRef/anchorRefName and anchorLink/anchorLinkName exist on blog-article only: on a block of both models
 * they follow its modelType; on a blog-article-only block (or inside its list rows) they are always shown.
 */
export function anchorFields(shown: 'on blog-article' | 'always'): Field[] {
  const onBlog = shown === 'on blog-article' ? onModel('blog') : () => true
  return (['anchorRef', 'anchorLink'] as const).map((toggle) => ({
    type: 'row',
    fields: [
      {
        name: toggle,
        type: 'checkbox',
        label: toggle === 'anchorRef' ? 'Anchor reference' : 'Anchor link',
        admin: { condition: onBlog },
      },
      {
        name: `${toggle}Name`,
        type: 'text',
        validate: validateAnchorName,
        admin: { condition: (data, sibling) => onBlog(data, sibling) && Boolean(sibling?.[toggle]) },
      },
    ],
  }))
}

/** §3 button link rule, §4 visibility: link when createLink is false, productType (default book) when true. */
export function buttonLinkFields(defaults: { link?: string } = {}): Field[] {
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
      defaultValue: 'book' satisfies ProductType,
      // Required while shown (createLink): without a product the button leads nowhere. Not `required`, which would
      // make the column NOT NULL for the buttons that use a link.
      validate: ((value, args) =>
        value ? select(value, args) : 'This field is required.') satisfies SelectFieldValidation,
      admin: { condition: (_, sibling) => Boolean(sibling?.createLink) },
    },
  ]
}

export function buttonTypeField(name: string, defaultValue: string): Field {
  return { name, type: 'select', options: options(buttonTypes), defaultValue }
}

type DataField = Exclude<Extract<Field, { name: string }>, UIField>

/** The errors of a value Payload's condition hid from validation: the field's own rules, then its rows' and members'. */
async function hiddenErrors(
  field: Field,
  value: unknown,
  path: string,
  args: Parameters<FieldHook>[0],
): Promise<ValidationFieldError[]> {
  if (!('name' in field)) {
    // Rows and collapsibles hold fields on the same level.
    const members = 'fields' in field ? (field.fields as Field[]) : []
    return (await Promise.all(members.map((member) => hiddenErrors(member, value, path, args)))).flat()
  }
  const own = (value as Record<string, unknown> | undefined)?.[field.name]
  const ownPath = path ? `${path}.${field.name}` : field.name
  const validate = ('validate' in field ? field.validate : undefined) as
    ((value: unknown, options: object) => unknown) | undefined
  const result = await validate?.(own, {
    ...field,
    req: args.req,
    data: args.data,
    siblingData: value,
    operation: args.operation,
    event: 'submit',
    path: ownPath.split('.'),
    preferences: { fields: {} },
  })
  const errors = typeof result === 'string' ? [{ path: ownPath, message: result }] : []
  if (field.type === 'group')
    errors.push(...(await hiddenErrors({ type: 'row', fields: field.fields }, own, ownPath, args)))
  if (field.type === 'array' && Array.isArray(own)) {
    for (const [index, row] of own.entries()) {
      errors.push(
        ...(await hiddenErrors({ type: 'row', fields: field.fields }, row, `${ownPath}.${index}`, args)),
      )
    }
  }
  return errors
}

/**
 * Payload validates only the fields a condition shows: a value saved while hidden (another hero layout, the REST API)
 * skipped §5's ranges and required fields. This field keeps them whatever its condition says (drafts stay unchecked).
 */
export function validatedWhenHidden<F extends DataField>(field: F): F {
  const condition = field.admin?.condition
  if (!condition) return field
  const check: FieldHook = async (args) => {
    const shown = condition(args.data ?? {}, args.siblingData ?? {}, {
      blockData: args.blockData ?? {},
      operation: args.operation ?? 'update',
      path: args.path,
      user: args.req.user,
    })
    if (shown || args.data?._status === 'draft') return args.value
    const parent = args.path.slice(0, -1).join('.')
    const errors = await hiddenErrors(args.field as Field, args.siblingData, parent, args)
    if (errors.length > 0) throw new ValidationError({ errors }, args.req.t)
    return args.value
  }
  return { ...field, hooks: { ...field.hooks, beforeChange: [...(field.hooks?.beforeChange ?? []), check] } }
}

/** §5: "slide altText" is required on every slide list. */
export const slideAltTextField: Field = {
  name: 'altText',
  type: 'text',
  required: true,
  admin: { description: 'Describes the picture for visitors who cannot see it.' },
}

/** §5: what an empty alt text of the blog hero or the images grid becomes (src/blocks/shared/media.ts imageSource). */
export const altTextFallbackHint = `Describes the image; left empty, the media library’s alt text, else “${defaultAltText}”.`
