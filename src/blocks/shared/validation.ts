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

/** §8: shown to editors for an embed URL without '/embed/'. */
export const embedUrlMessage = 'Your video need to contain "embed" to work'

/** §5: EmbedVideo url is required (Payload's own message) and must contain '/embed/'. */
export function validateEmbedUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return 'This field is required.'
  return typeof value === 'string' && value.includes('/embed/') ? true : embedUrlMessage
}
