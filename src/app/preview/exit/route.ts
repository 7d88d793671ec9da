// Issue #32: the draft preview's Exit: draft mode off, then the page as visitors see it. Anyone may leave draft mode.
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

/** Only a path of this site: never another origin (`//host`, `/\host`), so Exit cannot be an open redirect. */
const isSitePath = (path: string | null): path is string => Boolean(path && /^\/(?![/\\])/.test(path))

export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path')
  ;(await draftMode()).disable()
  redirect(isSitePath(path) ? path : '/')
}
