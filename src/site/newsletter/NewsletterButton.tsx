'use client'
// Opens the newsletter dialog (§2); also shows it when ?dialog=newsletter asked for it. Its code loads on opening.
import dynamic from 'next/dynamic'

import { DialogOpener } from '@/dialogs/DialogOpener'
import { useDialogs } from '@/dialogs/DialogState'
import type { NewsletterTexts } from './NewsletterDialog'

const NewsletterDialog = dynamic(() => import('./NewsletterDialog'), { ssr: false })

export function NewsletterButton({
  label,
  className,
  ...dialog
}: {
  label: string
  className?: string
  texts: NewsletterTexts
  locale: string
}) {
  const { dialog: current } = useDialogs()
  return (
    <>
      <DialogOpener dialog={{ name: 'newsletter' }} label={label} className={className} />
      {current?.name === 'newsletter' ? <NewsletterDialog {...dialog} /> : null}
    </>
  )
}
