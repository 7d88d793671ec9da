// §3 EmbedVideo: a light facade first; the provider's player (and its requests) load only when asked to play.
import { translator } from '@/i18n/messages'

import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import { embedSource } from '../shared/validation'
import type { BlockProps } from '../types'
import { stylesheet } from './EmbedVideo.inline.pcss'
import { EmbedVideoPlayer } from './EmbedVideoPlayer'

export default async function EmbedVideo({ block, context }: BlockProps<'EmbedVideo'>) {
  const src = embedSource(block.url)
  if (!src) return null
  const t = await translator(context.locale, 'EmbedVideo')
  const title = block.title?.trim() || t('video')
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <div style={spacingStyle(block)}>
        <EmbedVideoPlayer src={src} title={title} playLabel={t('play', { title })} />
      </div>
    </>
  )
}
