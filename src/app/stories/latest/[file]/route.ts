// /stories/latest/{locale}.json: the newest stories of a locale for the stories dialog (§2), from the same content
// query as the stories list (issue #9). Cached, and re-rendered when a story is published.
import { isLocale } from '@/i18n/locales'
import { latestStories } from '@/site/stories-dialog/latest'

export const revalidate = 3600

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const locale = file.replace(/\.json$/, '')
  if (!file.endsWith('.json') || !isLocale(locale))
    return Response.json({ error: 'Not found' }, { status: 404 })
  return Response.json(await latestStories(locale))
}
