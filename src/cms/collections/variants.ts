// A/B test variations and personalisation variants of pages and stories (§3 "CMS content entry"): each its own
// block list (starting as a copy of the entry's), chosen before rendering by the router (src/variants).
import type { CollectionBeforeChangeHook, CollectionConfig, NumberFieldSingleValidation } from 'payload'

import { layoutField } from '@/blocks/registry'
import { options } from '@/blocks/shared/fields'
import type { ContentModel, ContentModelCustom } from '@/blocks/shared/models'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { deviceClasses, targetingAttributes, targetingOperators, visitorKinds } from '@/variants/variants'

import { editors } from '../access'
import type { EntryCollection, VariantCollection } from '../entryUrl'
import { previewEditingField } from '../fields/previewEditing'
import { revalidateVariant } from '../hooks/revalidate'
import { variantPreviewUrl } from '../preview'

export const variantKinds = ['abTest', 'personalisation'] as const

type VariantData = {
  entry?: number | { id: number } | null
  kind?: (typeof variantKinds)[number]
  enabled?: boolean | null
  trafficShare?: number | null
  layout?: unknown[] | null
}

const entryId = (entry: VariantData['entry']) => (typeof entry === 'object' ? entry?.id : entry)

/** A copy of blocks and array rows without their ids, nested ones too: each row id is unique in its table, so a second
 * variation copying the same nested blocks would otherwise be refused. */
export function withoutRowIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRowIds)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, member]) => [key, withoutRowIds(member)]),
  )
}

/** "Starting as a copy of the original": a new variation without blocks gets the entry's blocks. */
function copyEntryLayout(entryCollection: EntryCollection): CollectionBeforeChangeHook {
  return async ({ data, operation, req }) => {
    const id = entryId((data as VariantData).entry)
    if (operation !== 'create' || (data as VariantData).layout?.length || !id) return data
    const locale = isLocale(req.locale) ? req.locale : defaultLocale
    const entry = await req.payload.findByID({
      collection: entryCollection,
      id,
      locale,
      depth: 0,
      draft: true,
      overrideAccess: true,
      req,
    })
    return { ...data, layout: withoutRowIds(entry.layout ?? []) }
  }
}

/** An entry's enabled A/B variations share at most 100 %; the original gets what is left. */
function validateShare(collection: VariantCollection): NumberFieldSingleValidation {
  return async (value, { data, req, id }) => {
    if (typeof value !== 'number' || value < 0 || value > 100) return 'Enter a share between 0 and 100.'
    const variant = data as VariantData
    const entry = entryId(variant.entry)
    if (variant.kind !== 'abTest' || variant.enabled === false || !entry) return true
    const others = await req.payload.find({
      collection,
      where: {
        entry: { equals: entry },
        kind: { equals: 'abTest' },
        enabled: { equals: true },
        ...(id ? { id: { not_equals: id } } : {}),
      },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const taken = others.docs.reduce((sum, doc) => sum + (doc.trafficShare ?? 0), 0)
    return taken + value <= 100
      ? true
      : `The variations of this entry may share at most 100 %; the others already take ${taken} %.`
  }
}

export function variantCollection(
  slug: VariantCollection,
  model: ContentModel,
  entryCollection: EntryCollection,
  labels: { singular: string; plural: string },
): CollectionConfig {
  const isAbTest = (_: unknown, sibling: VariantData) => sibling?.kind !== 'personalisation'
  const isPersonalisation = (_: unknown, sibling: VariantData) => sibling?.kind === 'personalisation'
  return {
    slug,
    labels,
    admin: {
      group: 'Variations',
      useAsTitle: 'name',
      custom: { contentModel: model } satisfies ContentModelCustom,
      defaultColumns: ['name', 'entry', 'kind', 'enabled', 'updatedAt'],
      description:
        'A/B test variations and personalisation variants. The site picks one before rendering: the first ' +
        'enabled personalisation variant whose rules all hold and whose window contains now, else the A/B ' +
        'variation of the visitor (kept 30 days), else the original.',
      preview: (doc, { locale }) => variantPreviewUrl(slug, doc, locale),
    },
    access: { read: editors, create: editors, update: editors, delete: editors },
    hooks: {
      beforeChange: [copyEntryLayout(entryCollection)],
      afterChange: [revalidateVariant(entryCollection)],
      afterDelete: [revalidateVariant(entryCollection)],
    },
    fields: [
      {
        name: 'entry',
        type: 'relationship',
        relationTo: entryCollection,
        required: true,
        index: true,
        // Issue #32 item 8: no empty autosaved entry from a drawer's create view; entries start in their collection.
        admin: { allowCreate: false },
      },
      { name: 'name', type: 'text', required: true },
      {
        type: 'row',
        fields: [
          {
            name: 'kind',
            type: 'select',
            options: options(variantKinds),
            defaultValue: 'abTest',
            required: true,
          },
          { name: 'enabled', type: 'checkbox', defaultValue: true },
        ],
      },
      {
        name: 'trafficShare',
        type: 'number',
        min: 0,
        max: 100,
        defaultValue: 50,
        validate: validateShare(slug),
        admin: { condition: isAbTest, description: 'Percent of visitors; the original gets the rest.' },
      },
      {
        name: 'priority',
        type: 'number',
        defaultValue: 0,
        admin: { condition: isPersonalisation, description: 'Lower first: the first matching variant wins.' },
      },
      {
        name: 'query',
        label: 'Targeting rules (all must hold)',
        type: 'array',
        admin: { condition: isPersonalisation },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'attribute', type: 'select', options: options(targetingAttributes), required: true },
              {
                name: 'key',
                type: 'text',
                admin: {
                  condition: (_, sibling) => sibling?.attribute === 'query',
                  description: 'The query parameter, e.g. utm_campaign',
                },
              },
              { name: 'operator', type: 'select', options: options(targetingOperators), required: true },
              {
                name: 'value',
                type: 'text',
                admin: {
                  condition: (_, sibling) => !['exists', 'notExists'].includes(sibling?.operator),
                  description: `Comma-separated for in/notIn. Devices: ${deviceClasses.join(', ')}; visitors: ${visitorKinds.join(', ')}.`,
                },
              },
            ],
          },
        ],
      },
      {
        type: 'row',
        admin: { condition: isPersonalisation },
        fields: [
          {
            name: 'startDate',
            type: 'date',
            admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Shown from this moment on.' },
          },
          {
            name: 'endDate',
            type: 'date',
            admin: {
              date: { pickerAppearance: 'dayAndTime' },
              description: 'No longer shown from this moment.',
            },
            validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
              !value ||
              !siblingData?.startDate ||
              Date.parse(String(value)) > Date.parse(String(siblingData.startDate))
                ? true
                : 'The end must come after the start.',
          },
        ],
      },
      { ...layoutField(model), admin: { description: 'Starts as a copy of the entry’s content.' } },
      previewEditingField,
    ],
  }
}

export const PageVariants = variantCollection('page-variants', 'page', 'pages', {
  singular: 'Page variant',
  plural: 'Page variants',
})
export const StoryVariants = variantCollection('story-variants', 'blog-article', 'stories', {
  singular: 'Story variant',
  plural: 'Story variants',
})
