'use client'
// The language/region picker's openers in the header and the footer (§4). The dialog itself loads on demand.
import dynamic from 'next/dynamic'

import { useDialogs } from '../dialogs/DialogState'
import type { PickerSource } from './picker'

export type LanguagePickerTexts = { title: string; close: string; current: string }

const LanguagePicker = dynamic(() => import('./LanguagePicker'), { ssr: false })

export function LanguagePickerButton({
  source,
  label,
  ariaLabel,
  texts,
  className,
  locale,
  productDomain,
}: {
  source: PickerSource
  label: string
  ariaLabel: string
  texts: LanguagePickerTexts
  className?: string
  locale: string
  productDomain: string
}) {
  const { dialog, open } = useDialogs()
  const mine = dialog?.name === 'language-picker' && dialog.source === source
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        onClick={() => open({ name: 'language-picker', source })}
      >
        {label}
      </button>
      {mine ? (
        <LanguagePicker source={source} texts={texts} locale={locale} productDomain={productDomain} />
      ) : null}
    </>
  )
}
