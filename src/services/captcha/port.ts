// §1 bot protection: the captcha port. The browser-facing contract (shared by the widget, the route and the forms)
// and what each hosted provider's adapter declares; the embedded ALTCHA is ./embedded.ts, the hosted siteverify
// call ./hosted.ts, and ./providers.ts picks a provider's adapter by name.
import type { HostedCaptchaProviderName } from '@/config/site'
import type { CspHosts } from '@/lib/csp'

import type { HostedAdapter } from '../port'

/** GET: a new ALTCHA challenge; with `?provider&locale=`, which adapter the widget renders (and its texts). */
export const captchaChallengePath = '/captcha/challenge'

/** The form field that carries the solution payload (or the hosted provider's token). */
export const captchaFieldName = 'captcha'

/** Texts for a hosted captcha that waits for consent. */
export type CaptchaTexts = { consentNeeded: string; openSettings: string }

export type CaptchaMode =
  { provider: 'altcha' } | { provider: HostedCaptchaProviderName; siteKey: string; texts: CaptchaTexts }

/**
 * A hosted provider: its widget script (rendered explicitly into our element through the global it defines, with
 * the `render(element, { sitekey, callback, expired-callback })` API), its documented siteverify endpoint (a form
 * post of `secret`, `response` and `remoteip`), and the hosts its script, frames, styles and calls need.
 */
export interface HostedCaptchaAdapter extends HostedAdapter {
  scriptUrl: string
  global: string
  verifyUrl: string
}

/** A captcha widget's script, frames, styles, images and calls all come from its provider's origins. */
export function captchaWidgetHosts(origins: string[]): CspHosts {
  return {
    'script-src': origins,
    'frame-src': origins,
    'connect-src': origins,
    'style-src': origins,
    'img-src': origins,
  }
}
