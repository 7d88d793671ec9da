// §3 EmbedVideo: a light facade first; the provider's player (and its requests) load only when asked to play.
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import { stylesheet } from './EmbedVideo.inline.pcss'
import { EmbedVideoPlayer } from './EmbedVideoPlayer'

/** The player URL, if it is an https embed URL; anything else renders nothing. */
export function embedSource(url: string | null | undefined): string | undefined {
  if (!url?.includes('/embed/')) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' ? parsed.toString() : undefined
  } catch {
    return undefined
  }
}

export default function EmbedVideo({ block }: BlockProps<'EmbedVideo'>) {
  const src = embedSource(block.url)
  if (!src) return null
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <div style={spacingStyle(block)}>
        <EmbedVideoPlayer src={src} title={block.title?.trim() || 'Video'} />
      </div>
    </>
  )
}
