'use client'
// Issue #32 item 6: the buttons of an entry's Variations panel (./EntryVariations.tsx). A new variation is created
// switched off (visitors see nothing of it until the editor turns it on), its blocks a copy of the entry's; promoting
// asks first, in a native modal <dialog> (focus stays inside, Escape closes it).
import { useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { type EntryCollection, variantCollectionOf } from '../entryUrl'
import styles from './editors.module.css'
import type { EditorTranslationKey, EditorTranslations } from './translations'

async function problemOf(response: Response | undefined, fallback: string): Promise<string> {
  const body = ((await response?.json().catch(() => undefined)) ?? {}) as {
    error?: string
    errors?: { message?: string }[]
  }
  return body.error ?? body.errors?.[0]?.message ?? fallback
}

/** Issue #32: t for our words and Payload's in the admin's language. */
const useEditorsTranslation = () => useTranslation<EditorTranslations, EditorTranslationKey>().t

export function NewVariation({
  collection,
  entry,
  title,
  locale,
}: {
  collection: EntryCollection
  entry: number
  title: string
  locale?: string
}) {
  const router = useRouter()
  const t = useEditorsTranslation()
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const create = async () => {
    setBusy(true)
    const slug = variantCollectionOf[collection]
    const response = await fetch(`/api/${slug}?locale=${encodeURIComponent(locale ?? 'en-gb')}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        entry,
        name: `${title || t('editors:variationDefaultName')} – B`,
        kind: 'abTest',
        enabled: false,
      }),
    }).catch(() => undefined)
    if (response?.ok) {
      const { doc } = (await response.json()) as { doc: { id: number } }
      router.push(`/admin/collections/${slug}/${doc.id}`)
      return
    }
    setProblem(await problemOf(response, t('editors:variationNotCreated')))
    setBusy(false)
  }
  return (
    <>
      <button type="button" className={styles.actionButton} onClick={create} disabled={busy}>
        {t('editors:newABVariation')}
      </button>
      <p role="alert" className={styles.pathCheck}>
        {problem}
      </p>
    </>
  )
}

export function PromoteVariation({
  collection,
  entry,
  variation,
  name,
}: {
  collection: EntryCollection
  entry: number
  variation: number
  name: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const t = useEditorsTranslation()
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const onPage = collection === 'pages'
  const promote = async () => {
    setBusy(true)
    setProblem(undefined)
    const response = await fetch(`/api/${collection}/${entry}/promote`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variation }),
    }).catch(() => undefined)
    // The form shows the promoted blocks once the document is read again.
    if (response?.ok) return window.location.reload()
    setProblem(await problemOf(response, t('editors:variationNotPromoted')))
    setBusy(false)
  }
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => dialog.current?.showModal()}>
        {t('editors:promoteButton', { name })}
      </button>
      <dialog ref={dialog} className={styles.retireDialog} aria-labelledby={`promote-${variation}`}>
        <h2 id={`promote-${variation}`}>
          {t(onPage ? 'editors:promotePageTitle' : 'editors:promoteStoryTitle', { name })}
        </h2>
        <p>{t(onPage ? 'editors:promotePageExplained' : 'editors:promoteStoryExplained')}</p>
        <p role="alert" className={styles.pathCheck}>
          {problem}
        </p>
        <div className={styles.retireActions}>
          <button type="button" onClick={() => dialog.current?.close()} disabled={busy}>
            {t('editors:cancel')}
          </button>
          <button type="button" className={styles.actionButton} onClick={promote} disabled={busy}>
            {t('editors:promote')}
          </button>
        </div>
      </dialog>
    </>
  )
}
