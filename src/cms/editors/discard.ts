// Issue #32 item 8 "no empty draft until the editor types": Payload saves an autosaved entry as soon as "Create New"
// opens it (it needs an id to autosave into). When the editor leaves that entry without typing, the admin asks for it
// to be discarded (src/cms/admin/DiscardUntouched.tsx); this endpoint deletes it only if nothing was ever saved into
// it since it was created: no later save (its creation is its only version), not published, no title in any locale. Anything else answers
// { discarded: false } and keeps the entry. POST /api/{pages|stories}/{id}/discard.
import type { Endpoint, PayloadRequest } from 'payload'

import { isEditorUser } from '../access'
import type { EntryCollection } from '../entryUrl'

const answer = (status: number, body: object) => Response.json(body, { status })

/** True when the entry is the empty draft "Create New" made and no save has touched it since. */
export async function isUntouched(
  req: PayloadRequest,
  collection: EntryCollection,
  id: number,
): Promise<boolean> {
  const { payload } = req
  const entry = await payload
    .findByID({
      collection,
      id,
      draft: true,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    .catch(() => null)
  if (!entry || entry._status !== 'draft') return false
  const titles = Object.values((entry.title ?? {}) as unknown as Record<string, string | null>)
  if (titles.some(Boolean)) return false
  // Creation writes one version; any later save (an autosave, a saved draft, a publish) writes another.
  const { docs } = await payload.findVersions({
    collection,
    where: { parent: { equals: id } },
    depth: 0,
    limit: 2,
    overrideAccess: true,
    req,
  })
  const [creation] = docs as ((typeof docs)[number] & { autosave?: boolean })[]
  return docs.length === 1 && !creation?.autosave && creation?.version._status === 'draft'
}

async function discard(req: PayloadRequest, collection: EntryCollection): Promise<Response> {
  if (!isEditorUser(req.user)) return answer(403, { error: 'Only editors discard entries.' })
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id)) return answer(400, { error: 'No such entry.' })
  if (!(await isUntouched(req, collection, id))) return answer(200, { discarded: false })
  await req.payload.delete({ collection, id, req, overrideAccess: false })
  return answer(200, { discarded: true })
}

export const discardEndpoint = (collection: EntryCollection): Endpoint => ({
  path: '/:id/discard',
  method: 'post',
  handler: (req) => discard(req, collection),
})
