// The one email rule of the site (issue #21): the newsletter, the contact and CMS forms and the identity provider.

/** RFC 5321: an address is at most 254 characters. */
export const MAX_EMAIL_LENGTH = 254

// One @, something on both sides, a dot in the domain, no spaces: what a browser's type=email accepts, plus the dot.
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/** The address as it is stored: trimmed, lower case (one subscription per address, however it was typed). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function isValidEmail(email: string): boolean {
  const normalized = normalizeEmail(email)
  return normalized.length <= MAX_EMAIL_LENGTH && emailPattern.test(normalized)
}
