// Security headers on every response (issue: quality harness). Public HTML gets the full policy, its inline scripts
// allowed by their hashes (src/server/pages, issue #22); everything else gets the frame and base rules.
// Relative: next.config.ts loads this file, and its loader does not resolve '@/'.
import { type HostedCaptchaProvider, hostedCaptchaProviders } from '../../services/captcha/hosted'

/** Rules that hold for every response, the admin's included: only the site itself may frame its pages. */
const baseDirectives = [
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
]

export const contentSecurityPolicy = baseDirectives.join('; ')

/** The hosts a configured provider's script comes from and talks to, per directive. */
export type ExtraSources = Partial<
  Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'style-src' | 'font-src', string[]>
>

const providerSources = {
  consent: {
    'script-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    'connect-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    'frame-src': ['https://consentcdn.cookiebot.com'],
    'img-src': ['https://imgsct.cookiebot.com'],
  },
  // The container's own tags load from these too; a custom-HTML tag with inline script is refused (README).
  tagManager: {
    'script-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    'connect-src': [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  chat: {
    'script-src': ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    'connect-src': ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
    'img-src': ['https://*.intercomcdn.com', 'https://*.intercom.io'],
    'font-src': ['https://*.intercomcdn.com'],
    'frame-src': ['https://*.intercom.io'],
    'style-src': ['https://*.intercomcdn.com'],
  },
  // §1 review widget: its bootstrap script, which renders the widget in a frame from the same host.
  reviewsWidget: {
    'script-src': ['https://widget.trustpilot.com'],
    'connect-src': ['https://widget.trustpilot.com'],
    'frame-src': ['https://widget.trustpilot.com'],
  },
} satisfies Record<string, ExtraSources>

/** The extra sources of the providers that are configured; none for the embedded defaults. */
export function sourcesFor(providers: {
  consentId?: string
  tagManagerId?: string
  chatAppId?: string
  reviewsWidget?: object
  browserErrorReportingDsn?: string
  /** §1 hosted captcha (CAPTCHA_PROVIDER): its script, frames, styles and calls. */
  captchaProvider?: HostedCaptchaProvider
}): ExtraSources {
  const configured: ExtraSources[] = []
  if (providers.consentId) configured.push(providerSources.consent)
  if (providers.tagManagerId) configured.push(providerSources.tagManager)
  if (providers.chatAppId) configured.push(providerSources.chat)
  if (providers.reviewsWidget) configured.push(providerSources.reviewsWidget)
  if (providers.captchaProvider) {
    const origins = [...hostedCaptchaProviders[providers.captchaProvider].origins]
    configured.push({
      'script-src': origins,
      'frame-src': origins,
      'connect-src': origins,
      'style-src': origins,
      'img-src': origins,
    })
  }
  // §8: the browser sends its error reports and traces to the DSN's host.
  if (providers.browserErrorReportingDsn) {
    configured.push({ 'connect-src': [new URL(providers.browserErrorReportingDsn).origin] })
  }
  const merged: ExtraSources = {}
  for (const sources of configured) {
    for (const [directive, hosts] of Object.entries(sources) as [keyof ExtraSources, string[]][]) {
      merged[directive] = [...(merged[directive] ?? []), ...hosts]
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
