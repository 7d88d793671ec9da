'use client'
// The language/region picker's openers in the header and the footer (§4). The dialog itself loads on demand.
import dynamic from 'next/dynamic'

import { DialogOpener } from '@/dialogs/DialogOpener'
import { useDialogs } from '@/dialogs/DialogState'
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
  const { dialog } = useDialogs()
  const mine = dialog?.name === 'language-picker' && dialog.source === source
  return (
    <>
      <DialogOpener
        dialog={{ name: 'language-picker', source }}
        label={label}
        ariaLabel={ariaLabel}
        className={className}
      />
      {mine ? (
        <LanguagePicker source={source} texts={texts} locale={locale} productDomain={productDomain} />
      ) : null}
    </>
  )
}
