// The Google reCAPTCHA adapter of the captcha port (CAPTCHA_PROVIDER=recaptcha).
import { captchaWidgetHosts, type HostedCaptchaAdapter } from './port'

export const recaptcha = {
  scriptUrl: 'https://www.google.com/recaptcha/api.js',
  global: 'grecaptcha',
  verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
  cspHosts: captchaWidgetHosts(['https://www.google.com', 'https://www.gstatic.com']),
} satisfies HostedCaptchaAdapter
