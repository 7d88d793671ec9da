// §3 HeroGeneric videoUrl: a video-hosting URL (YouTube or Vimeo), played through the provider's embed player.

/** Shown to editors when videoUrl is not a YouTube or Vimeo video (§5 "a video-hosting URL"; §8 names no text). */
export const videoUrlMessage =
  'The video URL must be a YouTube or Vimeo video link, for example https://www.youtube.com/watch?v=abc123'

const youTubeHosts = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]
const youTubeId = /^[\w-]{6,}$/
const vimeoId = /^\d+$/

function parse(url: string): URL | undefined {
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined
  } catch {
    return undefined
  }
}

/**
 * The provider's embed player URL for a video page or embed URL, or undefined when it is not one. The privacy
 * variants are used (youtube-nocookie, Vimeo's do-not-track) since the player loads only when the visitor asks.
 */
export function videoEmbedUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined
  const parsed = parse(url)
  if (!parsed) return undefined
  const host = parsed.hostname.toLowerCase()
  const segments = parsed.pathname.split('/').filter(Boolean)
  let id: string | undefined
  if (host === 'youtu.be') id = segments[0]
  else if (youTubeHosts.includes(host)) {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v') ?? undefined
    else if (['embed', 'shorts', 'live'].includes(segments[0] ?? '')) id = segments[1]
  }
  if (id) return youTubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : undefined
  if (host === 'vimeo.com' || host === 'www.vimeo.com') id = segments.find((segment) => vimeoId.test(segment))
  else if (host === 'player.vimeo.com' && segments[0] === 'video') id = segments[1]
  if (id && vimeoId.test(id)) return `https://player.vimeo.com/video/${id}?dnt=1`
  return undefined
}

/** Payload validator: empty is allowed (useVideo decides), anything else must be a YouTube or Vimeo video. */
export function validateVideoUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return videoEmbedUrl(value) ? true : videoUrlMessage
}
