// Security headers on every response (issue: quality harness). Public HTML gets the full policy, its inline scripts
// allowed by their hashes (src/server/pages, issue #22); everything else gets the frame and base rules. The hosted
// services' hosts are declared by their adapters and picked from the configuration by src/services/hostedServices.ts.
// Relative: next.config.ts loads this file, and its loader does not resolve '@/'.
import type { CspDirective, CspHosts } from '../../lib/csp'

/** Rules that hold for every response, the admin's included: only the site itself may frame its pages. */
const baseDirectives = [
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
]

export const contentSecurityPolicy = baseDirectives.join('; ')

/** The hosts the configured hosted adapters need, per directive (each adapter declares its own, src/lib/csp.ts). */
export type ExtraSources = CspHosts

/** The union of the configured adapters' hosts, directive by directive, in their order (none: embedded defaults). */
export function composeSources(adapters: readonly CspHosts[]): ExtraSources {
  const merged: Partial<Record<CspDirective, string[]>> = {}
  for (const hosts of adapters) {
    for (const [directive, sources] of Object.entries(hosts) as [CspDirective, readonly string[]][]) {
      merged[directive] = [...(merged[directive] ?? []), ...sources]
    }
  }
  return merged
}

/**
 * The policy of a public HTML page: scripts from the site itself and the configured providers' hosts, inline ones
 * only by their hashes (no nonce: every visitor gets the same bytes, issue #22). Styles are inlined by the build.
 */
export function pageContentSecurityPolicy(scriptHashes: string[], extra: ExtraSources = {}): string {
  const withExtra = (directive: keyof ExtraSources, base: string) =>
    [base, ...(extra[directive] ?? [])].join(' ')
  return [
    "default-src 'self'",
    withExtra('script-src', ["script-src 'self'", ...scriptHashes].join(' ')),
    withExtra('style-src', "style-src 'self' 'unsafe-inline'"),
    withExtra('img-src', "img-src 'self' data: blob:"),
    withExtra('font-src', "font-src 'self'"),
    withExtra('connect-src', "connect-src 'self'"),
    // EmbedVideo players come from whichever https provider an editor embeds (§3).
    withExtra('frame-src', "frame-src 'self' https:"),
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    ...baseDirectives,
  ].join('; ')
}

export const securityHeaders: { key: string; value: string }[] = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  // Browsers ignore HSTS received over plain http (RFC 6797 §8.1), so it is only in force over https.
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
]
