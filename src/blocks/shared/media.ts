// A media relation (§3 image fields) as next/image takes it. Payload answers with absolute URLs on the site's own
// origin (serverURL); next/image optimises local paths only (next.config localPatterns), so the path is kept.
import { defaultAltText } from '@/config/products'
import type { Media } from '@/payload-types'

export interface ImageSource {
  src: string
  width: number
  height: number
  alt: string
}

/** The site-relative path of a media URL (absolute URLs of other hosts stay as they are). */
export function mediaPath(url: string): string {
  const match = /^https?:\/\/[^/]+(\/api\/media\/file\/.*)$/.exec(url)
  return match?.[1] ?? url
}

/**
 * The image of a media relation, or undefined when it is not a loaded image (an id, null, a video). Alt text: the
 * editor's for this use, else the media's own, else §5's 'Photo books'.
 */
export function imageSource(media: unknown, altText?: string | null): ImageSource | undefined {
  if (!media || typeof media !== 'object') return undefined
  const { url, width, height, alt, mimeType } = media as Partial<Media>
  if (!url || !width || !height || (mimeType && !mimeType.startsWith('image/'))) return undefined
  return { src: mediaPath(url), width, height, alt: altText?.trim() || alt?.trim() || defaultAltText }
}

/**
 * The image props of the page's first hero (`lead`, RenderBlocks), its LCP image: fetched eagerly and first (priority
 * is deprecated in Next 16), and painted in the frame it is ready for (next/image defaults to decoding="async", which
 * let start-up scripts run before the hero appeared). Any other picture keeps next/image's lazy defaults.
 */
export const largestImage = (lead: boolean) =>
  lead ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const) : {}
