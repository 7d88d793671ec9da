'use client'
// Issue #32 item 8: the path rules (§2 format, the site's reserved first segments) under the path field as the editor
// types, before any save; Payload itself shows a field's error only after a publish attempt.
import { useFormFields, useTranslation } from '@payloadcms/ui'

import { validatePagePath, validateStoryPath } from '../fields/pathRules'
import styles from './editors.module.css'
import type { EditorTranslationKey, EditorTranslations } from './translations'

type Rule = typeof validatePagePath

function PathCheck({ path, rule }: { path: string; rule: Rule }) {
  const value = useFormFields(([fields]) => fields[path]?.value)
  const { t } = useTranslation<EditorTranslations, EditorTranslationKey>()
  // The rule said in the admin's language, as the field's own validation says it on save.
  const problem = typeof value === 'string' && value !== '' ? rule(value, t) : true
  // Always rendered, so screen readers announce the message when it appears.
  return (
    <p className={styles.pathCheck} role="status" data-path-check>
      {problem === true ? null : problem}
    </p>
  )
}

export const PagePathCheck = ({ path }: { path: string }) => <PathCheck path={path} rule={validatePagePath} />
export const StoryPathCheck = ({ path }: { path: string }) => (
  <PathCheck path={path} rule={validateStoryPath} />
)
