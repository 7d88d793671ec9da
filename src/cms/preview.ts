// Live preview and preview links: an editor-only route turns on draft mode, then opens the entry's URL.
import { siteConfig } from '@/config/site'
import { defaultLocale, isLocale } from '@/i18n/locales'

import type { EntryCollection } from './entryUrl'

export function previewUrl(
  collection: EntryCollection,
  data: Record<string, unknown> | null | undefined,
  locale: string | undefined,
): string | null {
  const path = typeof data?.path === 'string' ? data.path : undefined
  if (!path) return null
  const query = new URLSearchParams({
    collection,
    path,
    locale: isLocale(locale) ? locale : defaultLocale,
  })
  return `${siteConfig().siteUrl}/preview?${query.toString()}`
}

/** An A/B variation or personalisation variant, previewed at its entry's URL in the locale (editors only). */
export function variantPreviewUrl(
  collection: 'page-variants' | 'story-variants',
  data: Record<string, unknown> | null | undefined,
  locale: string | undefined,
): string | null {
  if (typeof data?.id !== 'number' && typeof data?.id !== 'string') return null
  const query = new URLSearchParams({
    collection,
    id: String(data.id),
    locale: isLocale(locale) ? locale : defaultLocale,
  })
  return `${siteConfig().siteUrl}/preview?${query.toString()}`
}
