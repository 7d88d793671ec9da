import 'server-only'

// The content a variation route serves (§3 "CMS content entry": id, data, variationId, testVariationId,
// testVariationName, lastUpdated): a variation's blocks, or the entry's own as the original arm of an A/B test.
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { Page, Story } from '@/payload-types'
import { parseVariationParam } from '@/variants/routing'
import { inWindow, originalVariation } from '@/variants/variants'

import { payloadClient } from './content'
import type { EntryCollection } from './entryUrl'

type Layout = Page['layout'] | Story['layout']

export interface ServedContent {
  entryId: number
  /** The content variation shown: a variation's id, or 'original'. */
  variationId: string
  /** Set when the visitor is in an A/B test: the variation's id, or 'original' for the original arm. */
  testVariationId?: string
  testVariationName?: string
  lastUpdated: string
  layout: Layout
}

export const variantCollectionOf = { pages: 'page-variants', stories: 'story-variants' } as const

/** The entry as it is: no test, no variant. */
export function originalContent(entry: Page | Story): ServedContent {
  return {
    entryId: entry.id,
    variationId: originalVariation,
    lastUpdated: entry.updatedAt,
    layout: entry.layout,
  }
}

/**
 * What the variation route serves for `param`, or undefined when that is not a variation of this entry a visitor
 * may see (disabled, outside its window, another entry's). Editors in draft mode see any of the entry's variations.
 */
export async function servedVariation(
  collection: EntryCollection,
  entry: Page | Story,
  param: string,
  locale: Locale,
  { draft = false, now = new Date() }: { draft?: boolean; now?: Date } = {},
): Promise<ServedContent | undefined> {
  const parsed = parseVariationParam(param)
  if (!parsed) return undefined
  if (parsed.original) {
    return { ...originalContent(entry), testVariationId: originalVariation, testVariationName: 'Original' }
  }
  const payload = await payloadClient()
  const variant = await payload
    .findByID({
      collection: variantCollectionOf[collection],
      id: parsed.id,
      locale,
      fallbackLocale: defaultLocale,
      depth: 1,
      overrideAccess: true,
    })
    .catch(() => undefined)
  if (!variant) return undefined
  const entryId = typeof variant.entry === 'object' ? variant.entry.id : variant.entry
  if (entryId !== entry.id) return undefined
  const personalisation = variant.kind === 'personalisation'
  if (!draft && (!variant.enabled || (personalisation && !inWindow(variant, now)))) return undefined
  return {
    entryId: entry.id,
    variationId: String(variant.id),
    ...(personalisation ? {} : { testVariationId: String(variant.id), testVariationName: variant.name }),
    lastUpdated: variant.updatedAt,
    layout: variant.layout as Layout,
  }
}
