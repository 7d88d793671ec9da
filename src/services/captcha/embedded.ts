import 'server-only'

// §1 bot protection, the captcha port's embedded adapter: the self-hosted ALTCHA proof of work (a signed challenge,
// its verification, and replay protection).
import { createHmac } from 'node:crypto'

import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { siteConfig } from '@/config/site'
import { type UsedOnce, usedOnce } from '@/server/usedOnce'

/** A challenge is valid this long after it was issued; a form left open longer asks for a new one. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000

// The work a browser does: PBKDF2 rounds per attempt × the secret counter it must find (ALTCHA's recommended range).
const ALGORITHM = 'PBKDF2/SHA-256'
const COST = 5_000
const COUNTER = { min: 5_000, max: 10_000 }

/** How many used solutions are remembered at most (each cost a solved proof of work). */
export const MAX_USED_SOLUTIONS = 100_000

/** The challenge-signing secrets: CAPTCHA_HMAC_KEY, else derived from PAYLOAD_SECRET (never sent anywhere). */
function secrets(): { signature: string; keySignature: string } {
  const master = siteConfig().captcha.signingSecret
  if (!master) throw new Error('The captcha needs CAPTCHA_HMAC_KEY or PAYLOAD_SECRET')
  const derive = (purpose: string) => createHmac('sha256', master).update(`captcha:${purpose}`).digest('hex')
  return { signature: derive('challenge'), keySignature: derive('derived-key') }
}

/** A new ALTCHA challenge for the widget (GET /captcha/challenge); `counterMax` (else CAPTCHA_COUNTER_MAX) sizes it. */
export function createAltchaChallenge(options: { counterMax?: number } = {}): Promise<Challenge> {
  const { signature, keySignature } = secrets()
  const max = options.counterMax ?? siteConfig().captcha.counterMax ?? COUNTER.max
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    // Deterministic mode: the server knows the answer's key, so verifying is one HMAC, not a derivation.
    counter: randomInt(max, Math.min(COUNTER.min, max)),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  })
}

// Replay protection: a solution's nonce is kept until its challenge expires (after which it fails anyway); issue #23:
// shared by every instance when REDIS_URL is set. Made on first use, when the configuration is read.
let used: UsedOnce | undefined
const usedSolutions = () => (used ??= usedOnce('captcha', MAX_USED_SOLUTIONS))

type AltchaPayload = { challenge: Challenge; solution: Solution }

/** The widget's payload: base64 of JSON `{ challenge, solution }`; anything else is null. */
function parsePayload(payload: unknown): AltchaPayload | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > 10_000) return null
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
    if (!decoded || typeof decoded !== 'object') return null
    const { challenge, solution } = decoded as Partial<AltchaPayload>
    if (!challenge?.parameters || typeof challenge.parameters.nonce !== 'string' || !solution) return null
    return { challenge, solution }
  } catch {
    return null
  }
}

/** True only for a valid, unexpired solution that has not been used before (§1 bot protection). */
export async function verifyAltcha(payload: unknown): Promise<boolean> {
  const parsed = parsePayload(payload)
  if (!parsed) return false
  const { signature, keySignature } = secrets()
  let result
  try {
    result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: keySignature,
    })
  } catch {
    return false
  }
  // Only a signed challenge reaches here, so its nonce and expiry are the server's own.
  if (!result.verified) return false
  const expiresAtMs =
    (parsed.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + CHALLENGE_LIFETIME_MS
  return usedSolutions().claim(parsed.challenge.parameters.nonce, expiresAtMs)
}

/** Forgets the used solutions (tests). */
export function resetUsedCaptchas(): void {
  usedSolutions().clear()
}
