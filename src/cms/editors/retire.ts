// Issue #32 item 8: deleting a live page or story sends its visitors somewhere. One action, in one transaction: the
// entry's URL in every locale (its own path, or the en-gb one it showed, §2) becomes a redirect to the target the
// editor chose (src/cms/collections/Redirects.ts), the redirects that led to the entry follow on to the target, and
// the entry is deleted. Without a target it is only deleted (its URLs answer 404). POST /api/{pages|stories}/{id}/retire
// with { to: { relationTo, value } | null }.
import {
  addDataAndFileToRequest,
  commitTransaction,
  type Endpoint,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'

import { defaultLocale, type Locale, routingLocales } from '@/i18n/locales'

import { isEditorUser, publishedOnly } from '../access'
import { editorsT } from '../admin/translations'
import { type EntryCollection, entryPath } from '../entryUrl'

const collections: readonly EntryCollection[] = ['pages', 'stories']

function targetOf(body: unknown): { relationTo: EntryCollection; value: number } | null | undefined {
  const to = (body as { to?: unknown } | undefined)?.to
  if (to === null) return null
  const { relationTo, value } = (to ?? {}) as { relationTo?: unknown; value?: unknown }
  return collections.includes(relationTo as EntryCollection) && Number.isInteger(value)
    ? { relationTo: relationTo as EntryCollection, value: value as number }
    : undefined
}

const answer = (status: number, body: object) => Response.json(body, { status })

/** A published entry's own path per locale (undefined: not published, so no visitor knows its URLs). */
async function publishedPaths(req: PayloadRequest, collection: EntryCollection, id: number) {
  const { docs } = await req.payload.find({
    collection,
    where: { and: [publishedOnly, { id: { equals: id } }] },
    locale: 'all',
    depth: 0,
    limit: 1,
    select: { path: true },
    overrideAccess: true,
    req,
  })
  return docs[0] && ((docs[0].path ?? {}) as unknown as Partial<Record<Locale, string>>)
}

async function retire(req: PayloadRequest, collection: EntryCollection): Promise<Response> {
  // Issue #32: what the admin shows an editor is in their language (the request's, as Payload's own errors).
  const t = editorsT(req)
  if (!isEditorUser(req.user)) return answer(403, { error: t('editors:onlyEditorsDelete') })
  const id = Number(req.routeParams?.id)
  await addDataAndFileToRequest(req)
  const to = targetOf(req.data)
  if (!Number.isInteger(id) || to === undefined)
    return answer(400, { error: 'Say where visitors go: { to: { relationTo, value } } or { to: null }.' })
  if (to && to.relationTo === collection && to.value === id)
    return answer(400, { error: t('editors:redirectToItself') })
  const paths = await publishedPaths(req, collection, id)
  if (to && !(await publishedPaths(req, to.relationTo, to.value)))
    return answer(400, { error: t('editors:redirectTargetUnpublished') })

  const { payload } = req
  const shouldCommit = await initTransaction(req)
  try {
    let redirected = 0
    if (to) {
      // A path someone already redirects (an earlier deletion) now leads to the new target.
      const { docs: existing } = await payload.find({
        collection: 'redirects',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        req,
      })
      for (const redirect of existing) {
        const target = redirect.to as typeof redirect.to | null
        const pointsHere =
          target?.relationTo === collection &&
          (typeof target.value === 'object' ? target.value.id : target.value) === id
        if (pointsHere)
          await payload.update({
            collection: 'redirects',
            id: redirect.id,
            data: { to },
            req,
            overrideAccess: false,
          })
      }
      // Only a published entry has URLs visitors know: its own path per locale, or the en-gb one it showed (§2).
      for (const locale of paths ? routingLocales : []) {
        const own = paths?.[locale] || paths?.[defaultLocale]
        if (!own) continue
        const from = entryPath(collection, own)
        const same = existing.find((redirect) => redirect.from === from && redirect.locale === locale)
        if (same)
          await payload.update({
            collection: 'redirects',
            id: same.id,
            data: { to },
            req,
            overrideAccess: false,
          })
        else
          await payload.create({
            collection: 'redirects',
            data: { from, locale, to },
            req,
            overrideAccess: false,
          })
        redirected += 1
      }
    }
    await payload.delete({ collection, id, req, overrideAccess: false })
    if (shouldCommit) await commitTransaction(req)
    return answer(200, { deleted: id, redirected })
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

export const retireEndpoint = (collection: EntryCollection): Endpoint => ({
  path: '/:id/retire',
  method: 'post',
  handler: (req) => retire(req, collection),
})
