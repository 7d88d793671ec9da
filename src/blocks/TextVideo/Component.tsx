// §3 Text & Video: the Text & Image layout with a video. It never plays by itself (so never with sound): the
// visitor starts it; nothing is downloaded before that (preload none) and the poster's box is kept (no shift).
import { isColour } from '@/design/tokens'
import { str } from '@/lib/strings'
import type { Media } from '@/payload-types'

import { imageSource, mediaPath } from '../shared/media'
import { ImageMedia, mediaSizes, TextMedia } from '../TextImage/TextMedia'
import { videoFileTypes } from '../TextImage/fields'
import styles from '../TextImage/TextImage.inline.pcss'
import type { BlockData, BlockProps } from '../types'

/** §3: the list's dotColor defaults to ljung2. */
export const defaultDotColour = 'ljung2'

/** The uploaded video as the browser fetches it, or undefined when the relation is not a loaded video. */
export function videoSource(media: unknown, fileType: unknown): { src: string; type: string } | undefined {
  if (!media || typeof media !== 'object') return undefined
  const { url, mimeType } = media as Partial<Media>
  if (!url || !mimeType?.startsWith('video/')) return undefined
  const type =
    typeof fileType === 'string' && fileType in videoFileTypes
      ? videoFileTypes[fileType as keyof typeof videoFileTypes]
      : mimeType
  return { src: mediaPath(url), type }
}

/** The poster at the desktop size the media collection makes (the full upload when there is none). */
function posterSource(media: unknown, alt: string | null | undefined) {
  const image = imageSource(media, alt)
  if (!image) return undefined
  const desktop = (media as Media).sizes?.desktop?.url
  return { ...image, src: desktop ? mediaPath(desktop) : image.src }
}

function Video({ block }: { block: BlockData<'TextVideo'> }) {
  const video = block.video
  const source = videoSource(video?.file, video?.fileType)
  const poster = posterSource(video?.posterImage, str(block.altText))
  const fullbleed = Boolean(block.fullbleedVideo)
  const className = `${styles.video} ${fullbleed ? styles.fullbleedImage : ''}`
  if (!source) return null
  const name = str(block.altText) || str(block.heading) || poster?.alt
  return (
    <video
      className={className}
      controls
      playsInline
      preload="none"
      poster={poster?.src}
      loop={Boolean(video?.loop)}
      muted={Boolean(video?.muted)}
      width={poster?.width}
      height={poster?.height}
      // Reserve the box before any frame is known: the poster's shape, else 16:9.
      style={{ aspectRatio: poster ? `${poster.width} / ${poster.height}` : '16 / 9' }}
      aria-label={name}
    >
      <source src={source.src} type={source.type} />
    </video>
  )
}

export default async function TextVideo({ block, context }: BlockProps<'TextVideo'>) {
  const sizes = mediaSizes(block)
  const dotColor = isColour(block.list?.dotColor) ? block.list.dotColor : defaultDotColour
  const video = Video({ block })
  if (video)
    return TextMedia({
      block,
      context,
      media: video,
      fullbleedMedia: Boolean(block.fullbleedVideo),
      dotColor,
    })
  // Without a video file: its poster in the video's place, else the image or slideshow shared with Text & Image.
  const poster = imageSource(block.video?.posterImage, str(block.altText))
  const fullbleed = Boolean(poster ? block.fullbleedVideo : block.fullbleedImage)
  const media = await ImageMedia({
    block: poster ? { ...block, slideshow: false, image: block.video?.posterImage } : block,
    context,
    sizes,
    fullbleed,
  })
  return TextMedia({ block, context, media, fullbleedMedia: fullbleed, dotColor })
}
