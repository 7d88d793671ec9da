// Percent-decoding that cannot throw: malformed input from a visitor (a path, a cookie) is absent, never a 500
// (issue #21).

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
