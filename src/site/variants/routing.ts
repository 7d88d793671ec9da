// Where a variation is served: /{locale}/x-variant/{variation}{path}, a static page per variation that the proxy
// rewrites to (the visitor's URL does not change, so canonical and hreflang stay the entry's).
import { originalVariation } from './variants'

export const variantSegment = 'x-variant'

/** The route path (always locale-prefixed, as behind the proxy's rewrite) of a variation of a URL path. */
export function variantRoutePath(locale: string, variation: string, path: string): string {
  return `/${locale}/${variantSegment}/${encodeURIComponent(variation)}${path === '/' ? '' : path}`
}

/** What the variant route's `[variant]` segment names: a variation id, or the original of an entry under test. */
export function parseVariationParam(
  value: string,
): { original: true } | { original: false; id: number } | undefined {
  if (value === originalVariation) return { original: true }
  return /^[1-9]\d*$/.test(value) ? { original: false, id: Number(value) } : undefined
}
