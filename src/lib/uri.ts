// URL and host helpers. Percent-decoding cannot throw: malformed input from a visitor (a path, a cookie) is
// absent, never a 500 (issue #21).

/** The decoded value, or undefined when it is not valid percent-encoding (`%E0`, a lone `%`). */
export function tryDecode(
  value: string,
  decode: (encoded: string) => string = decodeURIComponent,
): string | undefined {
  try {
    return decode(value)
  } catch {
    return undefined
  }
}

/** Whether a lowercase hostname is the domain or one of its subdomains; an empty domain matches nothing. */
export function isSameOrSubdomain(host: string, domain: string): boolean {
  return domain !== '' && (host === domain || host.endsWith(`.${domain}`))
}
