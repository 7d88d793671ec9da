// §2 newsletter sign-up: the rules a sign-up must meet, the same in the dialog (before sending) and in the route.
import { isChecked } from '@/blocks/FormBlock/form/spec'
import { isLocale, type Locale } from '@/i18n/locales'
import { isValidEmail, normalizeEmail } from '@/lib/email'

export type SignUpField = 'email' | 'consent' | 'captcha'

export type SignUp = { email: string; consent: boolean; captcha: string | null; locale: Locale }

export type SignUpInput = { email?: unknown; consent?: unknown; captcha?: unknown; locale?: unknown }

/**
 * Checks a sign-up: a valid email, consent given, a captcha payload present and a known locale. Returns the
 * clean sign-up or the fields that are wrong (an unknown locale is the caller's mistake, so it is a field too).
 */
export function validateSignUp(
  input: SignUpInput,
): { ok: true; signUp: SignUp } | { ok: false; errors: (SignUpField | 'locale')[] } {
  const errors: (SignUpField | 'locale')[] = []
  const email = typeof input.email === 'string' ? normalizeEmail(input.email) : ''
  if (!isValidEmail(email)) errors.push('email')
  const consent = isChecked(input.consent)
  if (!consent) errors.push('consent')
  const captcha = typeof input.captcha === 'string' && input.captcha.length > 0 ? input.captcha : null
  if (!captcha) errors.push('captcha')
  if (!isLocale(input.locale)) errors.push('locale')
  if (errors.length > 0 || !isLocale(input.locale)) return { ok: false, errors }
  return { ok: true, signUp: { email, consent, captcha, locale: input.locale } }
}
