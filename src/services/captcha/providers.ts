// The hosted captcha providers by their CAPTCHA_PROVIDER name: the one place that picks an adapter from the
// configuration (adding a provider is its adapter file, one line here and its name in src/config/site.ts, which
// validates CAPTCHA_PROVIDER at start; the type checker holds the two to the same names).
import type { HostedCaptchaProviderName } from '@/config/site'

import { hcaptcha } from './hcaptcha'
import type { HostedCaptchaAdapter } from './port'
import { recaptcha } from './recaptcha'
import { turnstile } from './turnstile'

export const hostedCaptchaProviders = { turnstile, hcaptcha, recaptcha } satisfies Record<
  HostedCaptchaProviderName,
  HostedCaptchaAdapter
>
