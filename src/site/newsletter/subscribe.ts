import 'server-only'

// §2 newsletter sign-up: stores one subscription per email and locale; a repeat sign-up renews its consent time.
import type { Payload, Where } from 'payload'

import { rateLimiter } from '@/server/rateLimit'

import type { SignUp } from './validation'

const collection = 'newsletter-subscriptions'

/** Sign-up attempts per address and window (POST /newsletter): enough for a household, not for a script. */
export const newsletterRateLimit = rateLimiter('newsletter', { limit: 5, windowMs: 10 * 60 * 1000 })

/** Creates the subscription, or renews the existing one; either way exactly one row holds (email, locale). */
export async function subscribe(payload: Payload, { email, locale }: Pick<SignUp, 'email' | 'locale'>) {
  const where: Where = { and: [{ email: { equals: email } }, { locale: { equals: locale } }] }
  const consentedAt = new Date().toISOString()
  const renew = async () => {
    const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })
    const existing = docs[0]
    if (!existing) return false
    await payload.update({ collection, id: existing.id, data: { consentedAt }, overrideAccess: true })
    return true
  }
  if (await renew()) return
  try {
    // Only this server code creates subscriptions (the collection refuses API creates).
    await payload.create({ collection, data: { email, locale, consentedAt }, overrideAccess: true })
  } catch (error) {
    // A simultaneous sign-up won the unique (email, locale) index: the row exists, which is what was asked.
    if (!(await renew())) throw error
  }
}
