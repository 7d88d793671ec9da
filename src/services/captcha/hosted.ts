// §1 bot protection, the hosted adapter behind the captcha port: the provider's widget in the browser gives a token,
// the server asks the provider's siteverify endpoint whether it is good. Configured by CAPTCHA_PROVIDER,
// CAPTCHA_SITE_KEY and CAPTCHA_SECRET; without all three the embedded ALTCHA is used. Every provider's siteverify
// endpoint takes `secret`, `response` and `remoteip` as a form post; each provider's adapter names its own.
import { type HostedCaptchaProvider, hostedCaptchaProviders, isHostedCaptchaProvider } from './providers'

export type HostedCaptchaConfig = {
  provider: HostedCaptchaProvider
  siteKey: string
  secret: string
  verifyUrl: string
}

/** The hosted provider when CAPTCHA_PROVIDER names a known one and its keys are set; else null (embedded). */
export function hostedCaptchaConfig(env: Record<string, string | undefined>): HostedCaptchaConfig | null {
  const provider = env.CAPTCHA_PROVIDER?.trim().toLowerCase() ?? ''
  const siteKey = env.CAPTCHA_SITE_KEY?.trim()
  const secret = env.CAPTCHA_SECRET?.trim()
  if (!provider || provider === 'altcha') return null
  if (!isHostedCaptchaProvider(provider)) {
    throw new Error(`CAPTCHA_PROVIDER: one of altcha, ${Object.keys(hostedCaptchaProviders).join(', ')}`)
  }
  if (!siteKey || !secret)
    throw new Error(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET`)
  return { provider, siteKey, secret, verifyUrl: hostedCaptchaProviders[provider].verifyUrl }
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
