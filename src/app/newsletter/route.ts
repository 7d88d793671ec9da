// §2 newsletter sign-up: POST /newsletter with email, consent, the captcha payload and the page's locale (JSON or a
// plain form post). A route rather than a Server Action: one plain HTTP contract for the dialog, form posts and tests.
import { payloadClient } from '@/cms/content'
import { newsletterRateLimit, subscribe } from '@/site/newsletter/subscribe'
import { validateSignUp } from '@/site/newsletter/validation'

import { answer, submitRoute } from '../forms/submit'

export const dynamic = 'force-dynamic'

export const POST = submitRoute({
  rateLimit: newsletterRateLimit,
  /** An email, a consent flag, a locale and a captcha solution fit many times over. */
  maxBytes: 16_384,
  refused: ({ error }) => ({ error, fields: ['email', 'consent', 'captcha'] }),
  async validate(body) {
    const checked = validateSignUp(body)
    if (!checked.ok) return answer(400, { error: 'invalid', fields: checked.errors })
    return { submission: checked.signUp, captcha: checked.signUp.captcha }
  },
  store: async (signUp) => subscribe(await payloadClient(), signUp),
  failure: 'Newsletter sign-up failed',
  // The same answer for a new and a repeat sign-up, so the form never tells who is subscribed.
  stored: { status: 'subscribed' },
})
