'use client'
// The frame every global dialog shares (§2): Radix Dialog for the focus trap, Escape, labelling and the overlay.
import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

import styles from './SiteDialog.module.css'

export function SiteDialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string
  closeLabel: string
  /** Escape, the overlay and the close button all end here. */
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          // The site's dialog state gives focus back to the opener (there is no Radix Trigger here).
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {children}
          <Dialog.Close className={styles.close} aria-label={closeLabel}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
