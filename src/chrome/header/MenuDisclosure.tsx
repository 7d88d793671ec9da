'use client'
// §9 breakpoints: below desktop width the header is one row, and its navigation and region choice sit behind this
// menu button, an accessible disclosure (aria-expanded, Escape closes and returns focus, a tap or click outside closes
// it). From desktop width up the panel is laid out inline (CSS) and the button is hidden.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { useDialogs } from '@/dialogs/DialogState'

import styles from './Header.module.css'

export function MenuDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const { dialog } = useDialogs()
  const dialogOpen = useRef(false)
  useEffect(() => {
    dialogOpen.current = dialog !== null
  }, [dialog])

  useEffect(() => {
    if (!open) return
    // Escape from the button or the panel closes it; a dialog opened from the panel handles its own Escape.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !root.current?.contains(document.activeElement)) return
      setOpen(false)
      button.current?.focus()
    }
    // A tap or click anywhere outside the button and the panel closes it (focus stays where the visitor put it); not
    // one in a dialog opened from the panel, which gives focus back to its opener in the panel.
    const onPointerDown = (event: PointerEvent) => {
      if (!dialogOpen.current && !root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return (
    <div ref={root} className={styles.disclosure}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{label}</span>
      </button>
      <div id={panelId} className={styles.menu} data-open={open ? 'true' : 'false'}>
        {children}
      </div>
    </div>
  )
}
