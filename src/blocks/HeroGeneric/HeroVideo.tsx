'use client'
// §3 fullbleed useVideo: the hero shows its image first; the provider's player (and its download) loads only when
// the visitor asks, in a native modal dialog (focus kept inside, Escape closes), and stops when closed.
import { useRef, useState } from 'react'

import styles from './HeroGeneric.inline.pcss'

export function HeroVideo({
  src,
  title,
  playLabel,
  closeLabel,
}: {
  src: string
  title: string
  playLabel: string
  closeLabel: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const player = new URL(src)
  // Started by the visitor's click, so the player may start at once.
  player.searchParams.set('autoplay', '1')
  return (
    <>
      <button
        type="button"
        className={styles.play}
        onClick={() => {
          setOpen(true)
          dialog.current?.showModal()
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        {playLabel}
      </button>
      <dialog ref={dialog} className={styles.videoDialog} aria-label={title} onClose={() => setOpen(false)}>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          {closeLabel}
        </button>
        {open ? (
          <iframe
            className={styles.frame}
            src={player.toString()}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
      </dialog>
    </>
  )
}
