// §2 translated paths: each entry has one path per locale; lowercase segments, unique per locale.
import type { Field, TextFieldSingleValidation } from 'payload'

import { siteRouteSegments } from '@/config/siteRoutes'
import { routingLocales } from '@/i18n/locales'

const segment = '[a-z0-9]+(?:-[a-z0-9]+)*'
const pagePathPattern = new RegExp(`^/(?:${segment}(?:/${segment})*)?$`)
const storyPathPattern = new RegExp(`^${segment}$`)

/** First segments the site owns (its routes, the locales, the stories list); a page may not take them. */
const reservedFirstSegments = new Set<string>([...routingLocales, ...siteRouteSegments, 'stories'])

export const pagePathMessage =
  "Use a path starting with '/', lowercase letters (a-z), digits and hyphens, segments separated by '/'"
export const storyPathMessage = 'Use lowercase letters (a-z), digits and hyphens only'

export function validatePagePath(value: unknown): true | string {
  if (typeof value !== 'string' || !pagePathPattern.test(value)) return pagePathMessage
  const first = value.split('/')[1] ?? ''
  if (reservedFirstSegments.has(first)) return `The path may not start with '/${first}': the site uses it`
  return true
}

export function validateStoryPath(value: unknown): true | string {
  return typeof value === 'string' && storyPathPattern.test(value) ? true : storyPathMessage
}

/** A localized path with a uniqueness check among the collection's entries in the same locale. */
export function pathField(kind: 'page' | 'story'): Field {
  const format = kind === 'page' ? validatePagePath : validateStoryPath
  const validate: TextFieldSingleValidation = async (value, { req, id, collectionSlug, data }) => {
    const formatResult = format(value)
    if (formatResult !== true) return formatResult
    // Issue #30: a draft's path must be well formed; only a published entry claims it (a duplicate starts as a draft).
    if (!collectionSlug || (data as { _status?: unknown } | undefined)?._status === 'draft') return true
    const clash = await req.payload.find({
      collection: collectionSlug as 'pages' | 'stories',
      where: { and: [{ path: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
      locale: req.locale ?? undefined,
      draft: true,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return clash.totalDocs === 0 ? true : `Another entry already uses ${String(value)} in this locale`
  }
  return {
    name: 'path',
    type: 'text',
    localized: true,
    required: true,
    index: true,
    validate,
    admin: {
      position: 'sidebar',
      components: {
        afterInput: [`@/cms/admin/PathCheck#${kind === 'page' ? 'PagePathCheck' : 'StoryPathCheck'}`],
      },
      description:
        kind === 'page'
          ? 'The URL path in this locale, e.g. /photobooks. The locale prefix is added automatically.'
          : 'The story’s slug in this locale; its URL is /stories/{slug}.',
    },
  }
}
