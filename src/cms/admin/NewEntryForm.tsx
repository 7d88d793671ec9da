'use client'
// Issue #32 item 8: the new entry's title and path (src/cms/admin/NewEntry.tsx). The path follows the title until the
// editor edits it, and the §2 path rules show as they type (as PathCheck does in the edit view); Create saves the
// draft and opens its edit view.
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'

import type { EntryCollection } from '../entryUrl'
import { pathFromTitle, validatePagePath, validateStoryPath } from '../fields/pathRules'
import styles from './editors.module.css'
import type { EditorTranslationKey, EditorTranslations } from './translations'

type Problems = { title?: string; path?: string; form?: string }

/** A required text field in Payload's own look (its classes), its problem announced as it appears. */
function TextField(props: {
  name: 'title' | 'path'
  label: string
  value: string
  problem?: string
  hint?: string
  autoFocus?: boolean
  onChange: (value: string) => void
}) {
  const id = useId()
  const { name, label, value, problem, hint, autoFocus, onChange } = props
  return (
    <div className={`field-type text${problem ? ' error' : ''}`}>
      <label className="field-label" htmlFor={`field-${name}`}>
        {label} <span className="required">*</span>
      </label>
      <div className="field-type__wrap">
        <input
          id={`field-${name}`}
          name={name}
          type="text"
          value={value}
          autoFocus={autoFocus}
          aria-invalid={Boolean(problem)}
          aria-describedby={`${id}-problem${hint ? ` ${id}-hint` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {/* Always rendered, so screen readers announce a problem when it appears. */}
      <p
        id={`${id}-problem`}
        className={styles.pathCheck}
        role="status"
        data-path-check={name === 'path' || undefined}
      >
        {problem}
      </p>
      {hint ? (
        <p id={`${id}-hint`} className="field-description">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export function NewEntryForm(props: { collection: EntryCollection; locale: string; localeLabel: string }) {
  const { collection, locale, localeLabel } = props
  const onPage = collection === 'pages'
  const { config } = useConfig()
  const { t } = useTranslation<EditorTranslations, EditorTranslationKey>()
  const router = useRouter()
  const [title, setTitle] = useState('')
  const [ownPath, setOwnPath] = useState<string | undefined>()
  const [problems, setProblems] = useState<Problems>({})
  const [busy, setBusy] = useState(false)
  const path = ownPath ?? (title.trim() ? pathFromTitle(title, onPage ? 'page' : 'story') : '')
  const pathProblem = path ? (onPage ? validatePagePath : validateStoryPath)(path, t) : true

  const create = async (event: FormEvent) => {
    event.preventDefault()
    const required = t('validation:required')
    const found: Problems = {
      title: title.trim() ? undefined : required,
      path: !path ? required : pathProblem === true ? undefined : pathProblem,
    }
    setProblems(found)
    if (found.title || found.path) return
    setBusy(true)
    const query = new URLSearchParams({ locale, draft: 'true', depth: '0', 'fallback-locale': 'null' })
    const response = await fetch(`${config.serverURL}${config.routes.api}/${collection}?${query}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: title.trim(), path, _status: 'draft' }),
    }).catch(() => undefined)
    const answer = (await response?.json().catch(() => undefined)) as
      | { doc?: { id: number }; errors?: { data?: { errors?: { path: string; message: string }[] } }[] }
      | undefined
    if (response?.ok && answer?.doc) {
      router.push(`${config.routes.admin}/collections/${collection}/${answer.doc.id}?locale=${locale}`)
      return
    }
    setBusy(false)
    const fieldErrors = answer?.errors?.flatMap((error) => error.data?.errors ?? []) ?? []
    const on = (field: string) => fieldErrors.find((error) => error.path === field)?.message
    setProblems({
      title: on('title'),
      path: on('path'),
      form:
        on('title') || on('path')
          ? undefined
          : t(onPage ? 'editors:pageNotCreated' : 'editors:storyNotCreated'),
    })
  }

  const shownPathProblem = problems.path ?? (pathProblem === true ? undefined : pathProblem)
  return (
    <form className={styles.newEntry} onSubmit={create} noValidate>
      <h1>{t(onPage ? 'editors:newPage' : 'editors:newStory')}</h1>
      <p className={styles.meta}>{t('editors:newEntryExplained', { locale: localeLabel })}</p>
      <TextField
        name="title"
        label="Title"
        value={title}
        problem={problems.title}
        onChange={setTitle}
        autoFocus
      />
      <TextField
        name="path"
        label="Path"
        value={path}
        problem={shownPathProblem}
        hint={t(onPage ? 'editors:newPagePathHint' : 'editors:newStoryPathHint')}
        onChange={(value) => {
          setOwnPath(value)
          setProblems((shown) => ({ ...shown, path: undefined }))
        }}
      />
      <p className={styles.pathCheck} role="alert">
        {problems.form}
      </p>
      <Button type="submit" buttonStyle="primary" size="large" disabled={busy}>
        {t('general:create')}
      </Button>
    </form>
  )
}
