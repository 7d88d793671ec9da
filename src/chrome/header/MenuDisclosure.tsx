'use client'
// §9 breakpoints: below tablet width the header is one row, and its navigation and region choice sit behind this
// menu button, an accessible disclosure (aria-expanded, Escape closes and returns focus). From tablet width up the
// panel is laid out inline (CSS) and the button is hidden, so the desktop header is unchanged.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

import styles from './Header.module.css'

export function MenuDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    // Escape from the button or the panel closes it; a dialog opened from the panel handles its own Escape.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !root.current?.contains(document.activeElement)) return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
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
