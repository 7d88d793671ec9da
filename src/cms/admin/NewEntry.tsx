// Issue #32 item 8 "no empty draft until the editor types": Payload's create view saves an autosaved entry the moment
// it opens (it needs an id to autosave into). Pages and stories answer `/create` with this view instead: the entry is
// made, as a draft, when the editor has named it and given it its path, and its edit view opens next.
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { defaultLocale, isLocale, localeLabels } from '@/i18n/locales'

import type { EntryCollection } from '../entryUrl'
import { NewEntryForm } from './NewEntryForm'
import { editorsT } from './translations'

export function NewEntry({ initPageResult, collectionConfig }: AdminViewServerProps) {
  const { permissions, locale, req } = initPageResult
  const collection = collectionConfig?.slug as EntryCollection | undefined
  if (!collection || !permissions.collections?.[collection]?.create) notFound()
  const t = editorsT(req.i18n)
  const plural = collection === 'pages' ? t('editors:pages') : t('editors:stories')
  const list = `${req.payload.config.routes.admin}/collections/${collection}`
  const code = isLocale(locale?.code) ? locale.code : defaultLocale
  return (
    <Gutter>
      <SetStepNav nav={[{ label: plural, url: list }, { label: req.i18n.t('general:createNew') }]} />
      <NewEntryForm collection={collection} locale={code} localeLabel={localeLabels[code]} />
    </Gutter>
  )
}
