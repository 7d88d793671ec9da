// Editors' preview: only a logged-in editor may turn on draft mode; then the entry's URL opens with drafts.
import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isEditorUser } from '@/cms/access'
import { type EntryCollection, entryHref } from '@/cms/entryUrl'
import { defaultLocale, isLocale } from '@/i18n/locales'

const collections: readonly EntryCollection[] = ['pages', 'stories']

export async function GET(request: Request) {
  const url = new URL(request.url)
  const collection = url.searchParams.get('collection') as EntryCollection | null
  const path = url.searchParams.get('path')
  const requestedLocale = url.searchParams.get('locale')
  if (!collection || !collections.includes(collection) || !path) {
    return new Response('Missing or invalid collection or path', { status: 400 })
  }
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!isEditorUser(user)) return new Response('Only editors can preview drafts', { status: 403 })
  ;(await draftMode()).enable()
  redirect(entryHref(collection, isLocale(requestedLocale) ? requestedLocale : defaultLocale, path))
}
