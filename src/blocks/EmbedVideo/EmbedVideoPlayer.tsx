'use client'
// The facade: a sized play button; clicking swaps in the player, which then starts (muted by the provider's rules).
import { useState } from 'react'

import styles from './EmbedVideo.inline.pcss'

export function EmbedVideoPlayer({
  src,
  title,
  playLabel,
}: {
  src: string
  title: string
  playLabel: string
}) {
  const [playing, setPlaying] = useState(false)
  if (playing) {
    const url = new URL(src)
    url.searchParams.set('autoplay', '1')
    return (
      <iframe
        className={styles.frame}
        src={url.toString()}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <button type="button" className={styles.facade} aria-label={playLabel} onClick={() => setPlaying(true)}>
      <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
        <rect width="68" height="48" rx="12" fill="currentColor" />
        <path d="M27 15v18l16-9z" fill="white" />
      </svg>
      <span className={styles.label}>{title}</span>
    </button>
  )
}
