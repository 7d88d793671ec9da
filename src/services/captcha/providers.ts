// The hosted captcha providers by their CAPTCHA_PROVIDER name: the one place that picks an adapter from the
// configuration (adding a provider is its adapter file and one line here).
import { hcaptcha } from './hcaptcha'
import { recaptcha } from './recaptcha'
import { turnstile } from './turnstile'

export const hostedCaptchaProviders = { turnstile, hcaptcha, recaptcha }

export type HostedCaptchaProvider = keyof typeof hostedCaptchaProviders

export function isHostedCaptchaProvider(value: string): value is HostedCaptchaProvider {
  return Object.hasOwn(hostedCaptchaProviders, value)
}
