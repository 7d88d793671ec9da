import 'server-only'

// §1 bot protection, the captcha port's server side: the one place that picks the adapter from the configuration,
// the embedded ALTCHA proof of work (./embedded.ts) or a hosted captcha provider when one is configured (./hosted.ts).
import { siteConfig } from '@/config/site'
import { translator } from '@/i18n/messages'

import { createAltchaChallenge, verifyAltcha } from './embedded'
import { hostedCaptchaConfig, verifyHostedCaptcha } from './hosted'
import type { CaptchaMode } from './port'

/** Which adapter the browser's widget renders: the embedded ALTCHA, or the hosted provider with its texts. */
export async function captchaMode(locale = 'en'): Promise<CaptchaMode> {
  const hosted = hostedCaptchaConfig(siteConfig())
  if (!hosted) return { provider: 'altcha' }
  const t = await translator(locale, 'captcha')
  const texts = { consentNeeded: t('consentNeeded'), openSettings: t('openSettings') }
  return { provider: hosted.provider, siteKey: hosted.siteKey, texts }
}

/**
 * A new ALTCHA challenge for the widget (GET /captcha/challenge), its work sized by `counterMax` (else
 * CAPTCHA_COUNTER_MAX); a hosted provider needs no challenge from us, so the widget is told which provider to render.
 */
export async function createCaptchaChallenge(options: { counterMax?: number } = {}): Promise<unknown> {
  const mode = await captchaMode()
  if (mode.provider !== 'altcha') return mode
  return createAltchaChallenge(options)
}

/**
 * True only for a valid, unexpired solution that has not been used before (§1 bot protection). With a hosted
 * provider configured, the provider's verification decides instead.
 */
export async function verifyCaptcha(payload: unknown, remoteIp?: string): Promise<boolean> {
  const hosted = hostedCaptchaConfig(siteConfig())
  if (hosted) return verifyHostedCaptcha(hosted, payload, remoteIp)
  return verifyAltcha(payload)
}
