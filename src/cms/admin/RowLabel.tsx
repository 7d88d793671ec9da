'use client'
// Issue #32: every block and array row of the admin says what it holds (./rowLabel.ts). One component for both:
// a block gets its name from the registry (`blockLabel`), an array row its field's singular label.
import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { arrayRowLabel, blockRowLabel } from './rowLabel'

type StaticLabel = string | Record<string, string>

function translated(label: StaticLabel | undefined, language: string): string {
  if (!label) return ''
  if (typeof label === 'string') return label
  return label[language] ?? label.en ?? Object.values(label)[0] ?? ''
}

export function RowLabel({
  blockLabel,
  field,
}: {
  blockLabel?: StaticLabel
  field?: { labels?: { singular?: StaticLabel } }
}) {
  const { data, rowNumber = 0 } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const text = blockLabel
    ? blockRowLabel(translated(blockLabel, i18n.language), data)
    : arrayRowLabel(translated(field?.labels?.singular, i18n.language) || 'Row', data, rowNumber)
  return <span className="row-label">{text}</span>
}
