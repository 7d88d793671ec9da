// §2 path rules: lowercase segments, and first segments the site keeps for itself. Said in the words of whoever
// asks: the path field's validation (the request's admin language) and PathCheck as the editor types (issue #32).
import { siteRouteSegments } from '@/config/siteRoutes'
import { routingLocales } from '@/i18n/locales'

import type { EditorTranslationKey } from '../admin/translations'

const segment = '[a-z0-9]+(?:-[a-z0-9]+)*'
const pagePathPattern = new RegExp(`^/(?:${segment}(?:/${segment})*)?$`)
const storyPathPattern = new RegExp(`^${segment}$`)

/** First segments the site owns (its routes, the locales, the stories list); a page may not take them. */
const reservedFirstSegments = new Set<string>([...routingLocales, ...siteRouteSegments, 'stories'])

/** How a rule is said: the admin's `t`, in the editor's language. */
export type Say = (key: EditorTranslationKey, vars?: Record<string, unknown>) => string

export function validatePagePath(value: unknown, say: Say): true | string {
  if (typeof value !== 'string' || !pagePathPattern.test(value)) return say('editors:pathFormatPage')
  const first = value.split('/')[1] ?? ''
  if (reservedFirstSegments.has(first)) return say('editors:pathReserved', { segment: first })
  return true
}

export function validateStoryPath(value: unknown, say: Say): true | string {
  return typeof value === 'string' && storyPathPattern.test(value) ? true : say('editors:pathFormatStory')
}

/** A title as a path: lowercase ASCII words joined by hyphens ("Sommarens fotoböcker" → "sommarens-fotobocker"). */
export function pathFromTitle(title: string, kind: 'page' | 'story'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return kind === 'page' ? `/${slug}` : slug
}
