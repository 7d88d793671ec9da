// Where a variation is served: /{locale}/x-variant/{variation}{path}, a static page per variation that the router
// rewrites to (the visitor's URL does not change, so canonical and hreflang stay the entry's).
import { originalVariation } from './variants'

export const variantSegment = 'x-variant'

/** The route path (always locale-prefixed, as behind the router's rewrite) of a variation of a URL path. */
export function variantRoutePath(locale: string, variation: string, path: string): string {
  return `/${locale}/${variantSegment}/${encodeURIComponent(variation)}${path === '/' ? '' : path}`
}

/**
 * The `[variant]` segment: a variation's id (or 'original') and the version of its content (its last update, base
 * 36). An edit makes a new URL, so a cached page of older content (or of a deleted variation whose id the database
 * gives out again) is never served: no invalidation needed.
 */
export function variationParam(id: string, updatedAt: string | undefined): string {
  const time = updatedAt ? Date.parse(updatedAt) : NaN
  return Number.isFinite(time) ? `${id}.${time.toString(36)}` : id
}

/** What a `[variant]` segment names: a variation id, or the original of an entry under test. */
export function parseVariationParam(
  value: string,
): { original: true } | { original: false; id: number } | undefined {
  const [id = '', version, ...rest] = value.split('.')
  if (rest.length || (version !== undefined && !/^[0-9a-z]+$/.test(version))) return undefined
  if (id === originalVariation) return { original: true }
  return /^[1-9]\d*$/.test(id) ? { original: false, id: Number(id) } : undefined
}
