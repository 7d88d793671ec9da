// The hCaptcha adapter of the captcha port (CAPTCHA_PROVIDER=hcaptcha).
import { captchaWidgetHosts, type HostedCaptchaAdapter } from './port'

export const hcaptcha = {
  scriptUrl: 'https://js.hcaptcha.com/1/api.js',
  global: 'hcaptcha',
  verifyUrl: 'https://api.hcaptcha.com/siteverify',
  cspHosts: captchaWidgetHosts(['https://hcaptcha.com', 'https://*.hcaptcha.com']),
} satisfies HostedCaptchaAdapter
