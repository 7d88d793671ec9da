// The captcha port's browser-facing contract (§1 bot protection), shared by the widget, the route and the forms.

/** GET: a new ALTCHA challenge; with `?provider&locale=`, which adapter the widget renders (and its texts). */
export const captchaChallengePath = '/captcha/challenge'

/** The form field that carries the solution payload (or the hosted provider's token). */
export const captchaFieldName = 'captcha'

/** Texts for a hosted captcha that waits for consent. */
export type CaptchaTexts = { consentNeeded: string; openSettings: string }

export type CaptchaMode =
  | { provider: 'altcha' }
  | { provider: 'turnstile' | 'hcaptcha' | 'recaptcha'; siteKey: string; texts: CaptchaTexts }
