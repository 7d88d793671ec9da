'use client'
// Opens the stories dialog (§2); also shows it when ?dialog=stories asked for it. Its code loads on opening.
import dynamic from 'next/dynamic'

import { DialogOpener } from '@/dialogs/DialogOpener'
import { useDialogs } from '@/dialogs/DialogState'
import type { StoriesDialogTexts } from './StoriesDialog'

const StoriesDialog = dynamic(() => import('./StoriesDialog'), { ssr: false })

export function StoriesButton({
  label,
  className,
  ...dialog
}: {
  label: string
  className?: string
  texts: StoriesDialogTexts
  locale: string
  source: string
  allHref: string
}) {
  const { dialog: current } = useDialogs()
  return (
    <>
      <DialogOpener dialog={{ name: 'stories' }} label={label} className={className} />
      {current?.name === 'stories' ? <StoriesDialog {...dialog} /> : null}
    </>
  )
}
