'use client'
// The facade: a sized play button; clicking swaps in the player, which then starts (muted by the provider's rules).
import { useState } from 'react'

import { runTagged } from '@/services/error-reporting/origin'

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
  const [player, setPlayer] = useState<string | null>(null)
  // §8: a URL that cannot be read is captured with the embed tag (not reported), and the facade stays.
  const play = () => runTagged('embed', () => setPlayer(autoplayUrl(src)))
  if (player) {
    return (
      <iframe
        className={styles.frame}
        src={player}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <button type="button" className={styles.facade} aria-label={playLabel} onClick={play}>
      <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
        <rect width="68" height="48" rx="12" fill="currentColor" />
        <path d="M27 15v18l16-9z" fill="white" />
      </svg>
      <span className={styles.label}>{title}</span>
    </button>
  )
}

/** The player's URL, asked to start at once (the visitor just pressed play). */
export function autoplayUrl(src: string): string {
  const url = new URL(src)
  url.searchParams.set('autoplay', '1')
  return url.toString()
}
