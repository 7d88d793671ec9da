'use client'
// The button that opens one of the site's dialogs (§2 "Global dialogs"); focus returns to it when the dialog closes.
import { type OpenDialog, useDialogs } from './DialogState'

export function DialogOpener({
  dialog,
  label,
  ariaLabel,
  className,
}: {
  dialog: OpenDialog
  label: string
  ariaLabel?: string
  className?: string
}) {
  const { open } = useDialogs()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-label={ariaLabel}
      onClick={() => open(dialog)}
    >
      {label}
    </button>
  )
}
