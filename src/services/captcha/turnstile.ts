// The Cloudflare Turnstile adapter of the captcha port (CAPTCHA_PROVIDER=turnstile).
import { captchaWidgetHosts, type HostedCaptchaAdapter } from './port'

export const turnstile = {
  scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
  global: 'turnstile',
  verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  cspHosts: captchaWidgetHosts(['https://challenges.cloudflare.com']),
} satisfies HostedCaptchaAdapter
