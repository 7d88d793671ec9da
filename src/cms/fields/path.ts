// §2 translated paths: each entry has one path per locale; lowercase segments, unique per locale.
import type { Field, TextFieldSingleValidation } from 'payload'

import { editorsT } from '../admin/translations'
import { validatePagePath, validateStoryPath } from './pathRules'

/** A localized path with a uniqueness check among the collection's entries in the same locale. */
export function pathField(kind: 'page' | 'story'): Field {
  const format = kind === 'page' ? validatePagePath : validateStoryPath
  const validate: TextFieldSingleValidation = async (value, { req, id, collectionSlug, data }) => {
    const say = editorsT(req)
    const formatResult = format(value, say)
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
    return clash.totalDocs === 0 ? true : say('editors:pathTaken', { path: String(value) })
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
