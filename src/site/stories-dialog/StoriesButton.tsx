'use client'
// Opens the stories dialog (§2); also shows it when ?dialog=stories asked for it. Its code loads on opening.
import dynamic from 'next/dynamic'

import { useDialogs } from '../dialogs/DialogState'
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
  const { dialog: open, open: show } = useDialogs()
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => show({ name: 'stories' })}
      >
        {label}
      </button>
      {open?.name === 'stories' ? <StoriesDialog {...dialog} /> : null}
    </>
  )
}
