// Every stored entry as the Local API answers it (all locales, drafts and published, every version, the globals),
// for the migration-preservation test (issue #31): recorded on a database built by the old migrations, compared
// after the new ones ran.
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

// Payload's own bookkeeping: which migrations ran (the squash rewrites it) and editors' UI state; the edit log
// (issue #32) came after the recording, so an upgraded database starts it empty.
const bookkeeping = new Set([
  'payload-migrations',
  'payload-preferences',
  'payload-locked-documents',
  'entry-edits',
])

export async function contentAnswers(payload: Payload): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {}
  const read = { depth: 0, locale: 'all', overrideAccess: true, pagination: false, sort: 'id' } as const
  for (const { slug, versions } of payload.config.collections) {
    if (bookkeeping.has(slug)) continue
    const collection = slug as CollectionSlug
    answers[slug] = (await payload.find({ collection, ...read, draft: false })).docs
    if (!versions) continue
    answers[`${slug} drafts`] = (await payload.find({ collection, ...read, draft: true })).docs
    answers[`${slug} versions`] = (await payload.findVersions({ collection, ...read })).docs
  }
  for (const { slug, versions } of payload.config.globals) {
    const global = slug as GlobalSlug
    answers[`global ${slug}`] = await payload.findGlobal({ slug: global, depth: 0, locale: 'all' })
    if (versions)
      answers[`global ${slug} versions`] = (await payload.findGlobalVersions({ slug: global, ...read })).docs
  }
  return answers
}
