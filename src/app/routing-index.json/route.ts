// Issue #34: the router's index of published entries, for this process's front door only (src/server/internal.ts):
// everything, or `?entries=pages:1,stories:2` for what a publish changed. Anyone else gets 404: variations' names,
// shares and targeting never leave the server.
import { routingRecords } from '@/cms/routingRecords'
import type { EntryCollection } from '@/cms/entryUrl'
import { INTERNAL_TOKEN_HEADER, isInternalToken } from '@/server/internal'

export const dynamic = 'force-dynamic'

const collections: EntryCollection[] = ['pages', 'stories']

export async function GET(request: Request) {
  if (!isInternalToken(request.headers.get(INTERNAL_TOKEN_HEADER)))
    return new Response('Not found', { status: 404 })
  const wanted = new URL(request.url).searchParams.get('entries')
  const ids = (collection: EntryCollection) =>
    wanted === null
      ? undefined
      : wanted
          .split(',')
          .map((key) => key.split(':'))
          .filter(([name, id]) => name === collection && /^[1-9]\d*$/.test(id ?? ''))
          .map(([, id]) => Number(id))
  const records = await Promise.all(
    collections.map((collection) => {
      const only = ids(collection)
      return only?.length === 0 ? [] : routingRecords(collection, only)
    }),
  )
  return Response.json({ records: records.flat() }, { headers: { 'cache-control': 'no-store' } })
}
