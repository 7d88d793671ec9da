// Security headers on every response (issue: quality harness). Public HTML gets the full policy with a
// per-request script nonce from the server (scripts/serve.ts); everything else gets the frame and base rules.

/** Rules that hold for every response, the admin's included: only the site itself may frame its pages. */
const baseDirectives = [
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
]

export const contentSecurityPolicy = baseDirectives.join('; ')

/**
 * The policy of a public HTML page: scripts run only with this response's nonce (or are loaded by one that
 * did, 'strict-dynamic'); 'self' is the fallback for browsers without CSP 3. Styles are inlined by the build.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
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
