// §5 validation rules with §8's exact editor messages.

/** §8: shown to editors for an invalid anchor name. */
export const anchorNameMessage =
  'Value must be characters (a-z) or numbers and words are separated with hyphens (-)'

/** §5: lowercase letters a–z and digits, words separated by hyphens. */
const anchorName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isAnchorName(value: string): boolean {
  return anchorName.test(value)
}

/** Payload field validator: empty is allowed (the toggle decides), anything else must be an anchor name. */
export function validateAnchorName(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return typeof value === 'string' && isAnchorName(value) ? true : anchorNameMessage
}

/**
 * An absolute http(s) URL, checked as written (not trimmed): the renderer puts the same string in href, where the
 * browser would read a padded value as a relative path.
 */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** §8: shown to editors for an embed URL without '/embed/'. */
export const embedUrlMessage = 'Your video need to contain "embed" to work'

/** Shown for an embed URL that is not an https link: the player would not load, so the block would show nothing. */
export const embedHttpsMessage = 'The video address must be a full https:// link'

/** The player URL of an https embed URL (§5 '/embed/'), else undefined. */
export function embedSource(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.includes('/embed/')) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' ? parsed.toString() : undefined
  } catch {
    return undefined
  }
}

/** §5: EmbedVideo url is required (Payload's own message), must contain '/embed/' (§8) and be a link it can play. */
export function validateEmbedUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return 'This field is required.'
  if (typeof value !== 'string' || !value.includes('/embed/')) return embedUrlMessage
  return embedSource(value) ? true : embedHttpsMessage
}
