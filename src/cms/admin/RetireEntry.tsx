'use client'
// Issue #32 item 8: "Delete…" in an entry's sidebar. The dialog says whether the entry is live and where, and offers
// a published page or story to send its visitors to (a 308 from every URL it had, src/cms/editors/retire.ts) or none
// (404). A native modal <dialog>: focus stays inside and Escape closes it.
import { useDocumentInfo, useFormFields, useLocale, useModal, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { type Locale } from '@/i18n/locales'

import { type EntryCollection, entryHref, entryPath } from '../entryUrl'
import styles from './editors.module.css'
import type { EditorTranslationKey, EditorTranslations } from './translations'

interface Option {
  id: number
  title: string
  path: string
}

type Targets = Record<EntryCollection, Option[]>

/** The published entries of a collection a deleted entry's visitors may be sent to, by title. */
async function published(collection: EntryCollection, locale: string): Promise<Option[]> {
  const query = new URLSearchParams({
    'where[_status][equals]': 'published',
    depth: '0',
    limit: '1000',
    sort: 'title',
    locale,
    'select[title]': 'true',
    'select[path]': 'true',
  })
  const response = await fetch(`/api/${collection}?${query}`, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`the ${collection} answered ${response.status}`)
  return ((await response.json()) as { docs: Option[] }).docs.filter((entry) => entry.path)
}

/** Published pages and stories, the entry being deleted left out. */
async function redirectTargets(locale: string, own: EntryCollection, id: number): Promise<Targets> {
  const [pages, stories] = await Promise.all([published('pages', locale), published('stories', locale)])
  const other = (collection: EntryCollection) => (entry: Option) => collection !== own || entry.id !== id
  return { pages: pages.filter(other('pages')), stories: stories.filter(other('stories')) }
}

/**
 * Payload's own Delete (the document menu) moves the entry to the Trash; its confirmation is Payload's, with no slot
 * for its body. While it is open for a live entry, this says so inside it (the modal's element has its slug as id).
 */
function LiveInTrashDialog({ id, children }: { id: number | string; children: ReactNode }) {
  const { isModalOpen } = useModal()
  const open = isModalOpen(`delete-${id}`)
  const [content, setContent] = useState<Element | null>(null)
  useEffect(() => {
    if (!open) return
    // The modal is rendered into its container after the state that opens it.
    const frame = requestAnimationFrame(() =>
      setContent(
        document.getElementById(`delete-${id}`)?.querySelector('.confirmation-modal__content') ?? null,
      ),
    )
    return () => cancelAnimationFrame(frame)
  }, [id, open])
  return open && content?.isConnected ? createPortal(children, content) : null
}

export function RetireEntry() {
  const { id, collectionSlug, hasPublishedDoc } = useDocumentInfo()
  const { code: locale } = useLocale()
  const { t } = useTranslation<EditorTranslations, EditorTranslationKey>()
  const path = useFormFields(([fields]) => fields.path?.value)
  const router = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)
  const [targets, setTargets] = useState<Targets | undefined>()
  // `{collection}:{id}`, or '' for nowhere.
  const [target, setTarget] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  // A new entry has nothing to delete.
  if (id == null || (collectionSlug !== 'pages' && collectionSlug !== 'stories')) return null
  const collection: EntryCollection = collectionSlug
  const onPage = collection === 'pages'
  const href = typeof path === 'string' && path ? entryHref(collection, locale as Locale, path) : undefined
  // The sentence around the live URL, which is shown in bold ({{path}} in the translation).
  const liveAt = t(onPage ? 'editors:pageLiveAt' : 'editors:storyLiveAt').split('{{path}}')

  const open = () => {
    setProblem(undefined)
    dialog.current?.showModal()
    if (hasPublishedDoc && !targets)
      redirectTargets(locale, collection, Number(id)).then(setTargets, () =>
        setProblem(t('editors:redirectTargetsNotLoaded')),
      )
  }

  const confirm = async () => {
    setBusy(true)
    setProblem(undefined)
    const [relationTo, value] = target.split(':')
    const to = target ? { relationTo, value: Number(value) } : null
    const response = await fetch(`/api/${collection}/${id}/retire`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to }),
    }).catch(() => undefined)
    if (response?.ok) {
      router.push(`/admin/collections/${collection}`)
      return
    }
    const { error } = ((await response?.json().catch(() => ({}))) ?? {}) as { error?: string }
    // The endpoint answers in the admin's language (src/cms/editors/retire.ts).
    setProblem(error ?? t(onPage ? 'editors:pageNotDeleted' : 'editors:storyNotDeleted'))
    setBusy(false)
  }

  const live = href ? (
    <>
      {liveAt[0]}
      <strong>{href}</strong>
      {liveAt[1]}
    </>
  ) : (
    t(onPage ? 'editors:pageLive' : 'editors:storyLive')
  )
  const deleteButton = t(onPage ? 'editors:deletePageButton' : 'editors:deleteStoryButton')

  return (
    <div className={styles.retire}>
      {hasPublishedDoc ? (
        <LiveInTrashDialog id={id}>
          <p data-live>
            {live} {t('editors:trashLive', { button: deleteButton })}
          </p>
        </LiveInTrashDialog>
      ) : null}
      <button type="button" className={styles.retireButton} onClick={open}>
        {deleteButton}
      </button>
      <dialog ref={dialog} className={styles.retireDialog} aria-labelledby="retire-title">
        <h2 id="retire-title">{t(onPage ? 'editors:deletePageTitle' : 'editors:deleteStoryTitle')}</h2>
        {hasPublishedDoc ? (
          <>
            <p data-live>
              {live} {t('editors:liveVisitors')}
            </p>
            <label className={styles.retireLabel}>
              {t('editors:sendVisitorsTo')}
              <select value={target} onChange={(event) => setTarget(event.target.value)} disabled={busy}>
                <option value="">{t('editors:nowhere')}</option>
                {(['pages', 'stories'] as const).map((group) =>
                  targets?.[group].length ? (
                    <optgroup key={group} label={t(group === 'pages' ? 'editors:pages' : 'editors:stories')}>
                      {targets[group].map((entry) => (
                        <option key={entry.id} value={`${group}:${entry.id}`}>
                          {entry.title} ({entryPath(group, entry.path)})
                        </option>
                      ))}
                    </optgroup>
                  ) : null,
                )}
              </select>
            </label>
          </>
        ) : (
          <p>{t(onPage ? 'editors:pageNotLive' : 'editors:storyNotLive')}</p>
        )}
        <p role="alert" className={styles.pathCheck}>
          {problem}
        </p>
        <div className={styles.retireActions}>
          <button type="button" onClick={() => dialog.current?.close()} disabled={busy}>
            {t('editors:cancel')}
          </button>
          <button type="button" className={styles.retireButton} onClick={confirm} disabled={busy}>
            {t(target ? 'editors:deleteAndRedirect' : 'editors:delete')}
          </button>
        </div>
      </dialog>
    </div>
  )
}
