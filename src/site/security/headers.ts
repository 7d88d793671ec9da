// Security headers on every response (issue: quality harness). The script nonce CSP is a later step;
// these hold for static pages and the admin alike.

/** frame-ancestors: only the site itself may frame its pages (the admin's live preview). */
export const contentSecurityPolicy = [
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
].join('; ')

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
