'use client'
// Opens the get-the-app dialog (§2); also shows it when ?dialog=get-the-app asked for it.
import dynamic from 'next/dynamic'

import { DialogOpener } from '@/dialogs/DialogOpener'
import { useDialogs } from '@/dialogs/DialogState'
import type { AppLinks, GetTheAppTexts } from './GetTheAppDialog'

const GetTheAppDialog = dynamic(() => import('./GetTheAppDialog'), { ssr: false })

export function GetTheAppButton({
  label,
  texts,
  links,
  className,
  openedFromProductPage = false,
}: {
  label: string
  texts: GetTheAppTexts
  links: AppLinks
  className?: string
  openedFromProductPage?: boolean
}) {
  const { dialog } = useDialogs()
  return (
    <>
      <DialogOpener
        dialog={{ name: 'get-the-app', openedFromProductPage }}
        label={label}
        className={className}
      />
      {/* One dialog per page: the opener whose flag matches renders it (the footer's when ?dialog= asked). */}
      {dialog?.name === 'get-the-app' && Boolean(dialog.openedFromProductPage) === openedFromProductPage ? (
        <GetTheAppDialog texts={texts} links={links} />
      ) : null}
    </>
  )
}
