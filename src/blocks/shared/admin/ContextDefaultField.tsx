'use client'
// The admin side of withContextDefault (../fields.ts): a block just added gets the default that applies where it
// stands, so the editor sees it and the conditions that read it (modelType) hold before the first save.
import { SelectField, useConfig, useDocumentInfo, useField } from '@payloadcms/ui'
import type { SelectFieldClientProps } from 'payload'
import { useEffect } from 'react'

import { contentModelOf, type ContextDefault, contextDefaultValue } from '../models'

export function ContextDefaultField(
  props: SelectFieldClientProps & { rule: ContextDefault; hidden?: boolean },
) {
  const { path, rule, hidden } = props
  const { value, setValue } = useField<string>({ path })
  const { collectionSlug } = useDocumentInfo()
  const { getEntityConfig } = useConfig()
  const fallback =
    value === undefined
      ? contextDefaultValue(rule, {
          model: contentModelOf(collectionSlug ? getEntityConfig({ collectionSlug }) : undefined),
          path: path.split('.'),
        })
      : undefined
  // Not a change of the editor's: the form is not marked modified by it.
  useEffect(() => {
    if (fallback !== undefined) setValue(fallback, true)
  }, [fallback, setValue])
  return hidden ? null : <SelectField {...props} />
}
