// §1 bot protection, the hosted adapter behind the captcha port: the provider's widget in the browser gives a token,
// the server asks the provider's siteverify endpoint whether it is good. Configured by CAPTCHA_PROVIDER,
// CAPTCHA_SITE_KEY and CAPTCHA_SECRET (read by src/config/site.ts); without them the embedded ALTCHA is used. Every
// provider's siteverify endpoint takes `secret`, `response` and `remoteip` as a form post; each adapter names its own.
import type { HostedCaptchaProviderName, SiteConfig } from '@/config/site'

import { hostedCaptchaProviders } from './providers'

export type HostedCaptchaConfig = {
  provider: HostedCaptchaProviderName
  siteKey: string
  secret: string
  verifyUrl: string
}

/**
 * The hosted provider and its siteverify endpoint when CAPTCHA_PROVIDER names one; else null (embedded). The site
 * configuration has already refused an unknown provider or missing keys, naming the variables.
 */
export function hostedCaptchaConfig({ captcha }: Pick<SiteConfig, 'captcha'>): HostedCaptchaConfig | null {
  if (!captcha.hosted) return null
  return { ...captcha.hosted, verifyUrl: hostedCaptchaProviders[captcha.hosted.provider].verifyUrl }
}

/** Asks the provider whether the widget's token is good; any failure (network, timeout, bad answer) is a no. */
export async function verifyHostedCaptcha(
  config: HostedCaptchaConfig,
  token: unknown,
  remoteIp?: string,
): Promise<boolean> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return false
  const body = new URLSearchParams({ secret: config.secret, response: token })
  if (remoteIp && remoteIp !== 'local') body.set('remoteip', remoteIp)
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      body,
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    })
    if (!response.ok) return false
    const answer = (await response.json()) as { success?: unknown }
    return answer.success === true
  } catch {
    return false
  }
}
