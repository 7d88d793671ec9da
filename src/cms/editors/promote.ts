// Issue #32 item 6: an A/B variation that won becomes the entry, in one action and one transaction: its blocks in
// every locale it has them replace the entry's and are published (the entry's previous content stays in its
// versions, restorable there), and the variation is switched off. POST /api/{pages|stories}/{id}/promote with
// { variation: id }. What else the entry's newest draft holds is published with it, as any publish would.
import {
  addDataAndFileToRequest,
  commitTransaction,
  type Endpoint,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'

import { isLocale } from '@/i18n/locales'

import { isEditorUser } from '../access'
import { editorsT } from '../admin/translations'
import { withoutRowIds } from '../collections/variants'
import { type EntryCollection, variantCollectionOf } from '../entryUrl'

const answer = (status: number, body: object) => Response.json(body, { status })

async function promote(req: PayloadRequest, collection: EntryCollection): Promise<Response> {
  // Issue #32: what the admin shows an editor is in their language (the request's, as Payload's own errors).
  const t = editorsT(req)
  if (!isEditorUser(req.user)) return answer(403, { error: t('editors:onlyEditorsPromote') })
  const id = Number(req.routeParams?.id)
  await addDataAndFileToRequest(req)
  const variationId = (req.data as { variation?: unknown } | undefined)?.variation
  if (!Number.isInteger(id) || !Number.isInteger(variationId))
    return answer(400, { error: 'Say which variation: { variation: id }.' })
  const { payload } = req
  const { docs } = await payload.find({
    collection: variantCollectionOf[collection],
    where: { and: [{ id: { equals: variationId } }, { entry: { equals: id } }] },
    locale: 'all',
    depth: 0,
    limit: 1,
    overrideAccess: false,
    req,
  })
  const variation = docs[0]
  if (!variation) return answer(404, { error: t('editors:noSuchVariation') })
  const layouts = Object.entries((variation.layout ?? {}) as unknown as Record<string, unknown>).filter(
    ([locale, layout]) => isLocale(locale) && Array.isArray(layout),
  )

  const shouldCommit = await initTransaction(req)
  try {
    for (const [locale, layout] of layouts)
      await payload.update({
        collection,
        id,
        locale: locale as never,
        data: { layout: withoutRowIds(layout) as never, _status: 'published' },
        overrideAccess: false,
        req,
      })
    await payload.update({
      collection: variantCollectionOf[collection],
      id: variation.id,
      data: { enabled: false },
      overrideAccess: false,
      req,
    })
    if (shouldCommit) await commitTransaction(req)
    return answer(200, { promoted: variation.id, locales: layouts.map(([locale]) => locale) })
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

export const promoteEndpoint = (collection: EntryCollection): Endpoint => ({
  path: '/:id/promote',
  method: 'post',
  handler: (req) => promote(req, collection),
})
