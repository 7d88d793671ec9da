// Editors' preview: only a logged-in editor may turn on draft mode; then the entry's URL opens with drafts, or a
// variation's own page (the one the router would rewrite a visitor to) for an A/B variation or personalisation variant.
import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isEditorUser } from '@/cms/access'
import { type EntryCollection, entryHref, entryPath } from '@/cms/entryUrl'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { variantRoutePath, variationParam } from '@/variants/routing'

const collections: readonly EntryCollection[] = ['pages', 'stories']
const variantCollections = { 'page-variants': 'pages', 'story-variants': 'stories' } as const

export async function GET(request: Request) {
  const url = new URL(request.url)
  const collection = url.searchParams.get('collection')
  const requestedLocale = url.searchParams.get('locale')
  const locale = isLocale(requestedLocale) ? requestedLocale : defaultLocale
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })

  if (collection && collection in variantCollections) {
    const id = Number(url.searchParams.get('id'))
    if (!Number.isInteger(id)) return new Response('Missing or invalid id', { status: 400 })
    if (!isEditorUser(user)) return new Response('Only editors can preview variations', { status: 403 })
    const variant = await payload
      .findByID({
        collection: collection as keyof typeof variantCollections,
        id,
        depth: 1,
        locale,
        overrideAccess: true,
      })
      .catch(() => null)
    const entry = variant?.entry
    if (!entry || typeof entry !== 'object') return new Response('No such variation', { status: 404 })
    ;(await draftMode()).enable()
    const entryCollection = variantCollections[collection as keyof typeof variantCollections]
    redirect(
      variantRoutePath(
        locale,
        variationParam(String(id), variant.updatedAt),
        entryPath(entryCollection, entry.path),
      ),
    )
  }

  const path = url.searchParams.get('path')
  if (!collection || !collections.includes(collection as EntryCollection) || !path) {
    return new Response('Missing or invalid collection or path', { status: 400 })
  }
  if (!isEditorUser(user)) return new Response('Only editors can preview drafts', { status: 403 })
  ;(await draftMode()).enable()
  redirect(entryHref(collection as EntryCollection, locale, path))
}
