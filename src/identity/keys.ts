import 'server-only'

// The embedded provider's RS256 signing key: generated on first start, kept in the database, shared by every instance.
import { randomUUID } from 'node:crypto'

import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { Payload } from 'payload'

export const signingAlgorithm = 'RS256'

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicJwk: JWK
}

const collection = 'identity-signing-keys'

async function load(payload: Payload): Promise<SigningKey | undefined> {
  const { docs } = await payload.find({
    collection,
    sort: '-createdAt',
    limit: 1,
    showHiddenFields: true,
    depth: 0,
  })
  const doc = docs[0]
  if (!doc) return undefined
  const privateKey = (await importJWK(doc.privateJwk as JWK, signingAlgorithm)) as CryptoKey
  return { kid: doc.kid, privateKey, publicJwk: doc.publicJwk as JWK }
}

async function create(payload: Payload): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(signingAlgorithm, { extractable: true })
  const kid = randomUUID()
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: signingAlgorithm, use: 'sig' }
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: signingAlgorithm }
  await payload.create({ collection, data: { kid, alg: signingAlgorithm, publicJwk, privateJwk }, depth: 0 })
  return { kid, privateKey, publicJwk }
}

const current = new WeakMap<Payload, Promise<SigningKey>>()

/** The newest key, created once when none exists (one in-flight load per process). */
export function signingKey(payload: Payload): Promise<SigningKey> {
  let key = current.get(payload)
  if (!key) {
    key = (async () => (await load(payload)) ?? (await create(payload)))()
    key.catch(() => current.delete(payload))
    current.set(payload, key)
  }
  return key
}

/** Every public key still in the database, for the JWKS (retired keys are deleted by an admin). */
export async function publicJwks(payload: Payload): Promise<{ keys: JWK[] }> {
  await signingKey(payload)
  const { docs } = await payload.find({ collection, sort: '-createdAt', limit: 20, depth: 0 })
  return { keys: docs.map((doc) => doc.publicJwk as JWK) }
}
