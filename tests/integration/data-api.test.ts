// §7 "Data API" through the real POST /graphql handler: RS256 ID tokens checked against the JWKS or X-Api-Key,
// 401 with a GraphQL error body otherwise; the seeded commerce data; the browser's same-origin endpoint (§4).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { generateKeyPair, SignJWT } from 'jose'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.DATA_API_KEY = 'test-data-api-key'
})

import { POST } from '@/app/graphql/route'
import { POST as sameOrigin } from '@/app/graphql/site/route'
import { siteDataRateLimit } from '@/data-api/sameOrigin'
import { CLIENT_ADDRESS_HEADER } from '@/server/clientAddress'
import { seedCommerce } from '@/cms/seed/commerce'
import { currencies } from '@/data-api/markets'
import {
  type ChristmasDeliveryDatesQuery,
  type ProductPricesQuery,
  SiteDataDocument,
} from '@/data-api/operations'
import { serviceToken } from '@/data-api/serverToken'
import { signingKey } from '@/identity/keys'
import { serviceAccountPasswordFile } from '@/identity/serviceAccount'
import { loadSiteWideProps } from '@/shared-data/load'

import { testPayload } from './payload'

const endpoint = 'http://localhost:3000/graphql'
const issuer = 'http://localhost:3000/identity'
const query = {
  operationName: 'SiteData',
  variables: { market: 'GB', currency: 'GBP' },
  query: SiteDataDocument.toString(),
}

const call = (headers: Record<string, string>, body: unknown = query) =>
  POST(
    new Request(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  )

async function token(options: { audience?: string; expiresAt?: number; key?: CryptoKey; kid?: string } = {}) {
  const payload = await testPayload()
  const real = await signingKey(payload)
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ email: 'someone@lumibook.example' })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? real.kid })
    .setIssuer(issuer)
    .setAudience(options.audience ?? 'lumibook')
    .setSubject('1')
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? real.privateKey)
}

beforeAll(async () => {
  await seedCommerce(await testPayload(), new Date('2026-11-23T00:00:00Z'))
})

async function expectUnauthorized(response: Response, message: RegExp) {
  expect(response.status).toBe(401)
  const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] }
  expect(body.errors[0]?.message).toMatch(message)
  expect(body.errors[0]?.extensions.code).toBe('UNAUTHENTICATED')
}

describe('POST /graphql authorisation (§7)', () => {
  it('401 without credentials', async () => {
    await expectUnauthorized(await call({}), /Missing Authorization/)
  })
  it('401 with an expired ID token', async () => {
    await expectUnauthorized(
      await call({
        authorization: `Bearer ${await token({ expiresAt: Math.floor(Date.now() / 1000) - 1 })}`,
      }),
      /expired/,
    )
  })
  it('401 with a token signed by another key under our kid', async () => {
    const { privateKey } = await generateKeyPair('RS256')
    await expectUnauthorized(
      await call({ authorization: `Bearer ${await token({ key: privateKey })}` }),
      /Invalid ID token/,
    )
  })
  it('401 with a token for another audience', async () => {
    await expectUnauthorized(
      await call({ authorization: `Bearer ${await token({ audience: 'another-project' })}` }),
      /Invalid ID token/,
    )
  })
  it('401 with a wrong X-Api-Key', async () => {
    await expectUnauthorized(await call({ 'x-api-key': 'guess' }), /Invalid API key/)
  })
  it('200 with a valid ID token, and with the X-Api-Key', async () => {
    const viaToken = await call({ authorization: `Bearer ${await token()}` })
    expect(viaToken.status).toBe(200)
    const viaKey = await call({ 'x-api-key': 'test-data-api-key' })
    expect(viaKey.status).toBe(200)
    expect(await viaKey.json()).toEqual(await viaToken.json())
  })
  it('issue #21: refuses a body past 64 KB, a body that is not a JSON object, or another type, before GraphQL', async () => {
    const key = { 'x-api-key': 'test-data-api-key' }
    expect((await call(key, { ...query, padding: 'x'.repeat(70_000) })).status).toBe(413)
    expect((await call(key, null)).status).toBe(400)
    expect((await call(key, [query])).status).toBe(400)
    expect((await call({ ...key, 'content-type': 'text/plain' })).status).toBe(415)
  })
  it('invites no cross-origin browser (no CORS headers)', async () => {
    const response = await call({ 'x-api-key': 'test-data-api-key', origin: 'https://elsewhere.example' })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
  it('turns introspection off in production', async () => {
    const response = await call(
      { 'x-api-key': 'test-data-api-key' },
      { query: '{ __schema { types { name } } }' },
    )
    const body = (await response.json()) as { errors?: { message: string }[]; data?: unknown }
    expect(body.errors?.[0]?.message).toMatch(/introspection/i)
    expect(body.data).toBeUndefined()
  })
})

describe('the data it answers', () => {
  it('prices every product in the market’s currency, with the market’s payment options and Christmas date', async () => {
    const response = await call({ 'x-api-key': 'test-data-api-key' })
    const { data } = (await response.json()) as {
      data: import('@/data-api/operations').SiteDataQuery
    }
    expect(data.productInfo.map((product) => product.format ?? product.paper)).toEqual([
      'hardcover 27x27 cm',
      'hardcover 20x20 cm',
      'softcover 20x20 cm',
      'semi-gloss',
      'matte',
    ])
    for (const product of data.productInfo)
      expect(product.prices).toEqual([{ market: 'GB', currency: 'GBP', amount: expect.any(Number) }])
    expect(data.paymentOptions).toEqual([
      {
        country: 'GB',
        methods: expect.arrayContaining(['card', 'klarna']),
        provider: 'Klarna',
        providerCountries: expect.arrayContaining(['GB', 'SE']),
      },
    ])
    expect(data.christmasDeliveryDate).toEqual({ country: 'GB', lastOrderDate: '2026-12-16T22:59:00.000Z' })
  })

  it('the seed prices every product in all eight currencies of the 12 locales', async () => {
    const { docs } = await (
      await testPayload()
    ).find({ collection: 'product-info', limit: 0, pagination: false })
    for (const product of docs) {
      expect(product.prices).toHaveLength(12)
      expect(new Set(product.prices?.map((price) => price.currency))).toEqual(new Set(currencies))
    }
  })
})

describe('service token and page wrapper (§4, §2)', () => {
  it('the seeded service account signs in (password from data/, never code) and its token opens the API', async () => {
    const file = path.join(process.env.DATA_DIR!, serviceAccountPasswordFile)
    expect(existsSync(file)).toBe(true)
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(12)
    const idToken = await serviceToken()
    expect(await serviceToken()).toBe(idToken)
    expect((await call({ authorization: `Bearer ${idToken}` })).status).toBe(200)
  })

  it('the page wrapper gets the locale’s commerce data', async () => {
    const props = await loadSiteWideProps('sv-se')
    expect(props.initialProductInfo).toHaveLength(5)
    expect(props.initialProductInfo[0]?.prices).toEqual([{ market: 'SE', currency: 'SEK', amount: 499 }])
    expect(props.initialPaymentOptions[0]?.methods).toContain('swish')
    expect(props.initialChristmasDeliveryDates).toEqual({
      country: 'SE',
      lastOrderDate: '2026-12-14T22:59:00.000Z',
    })
  })
})

describe('the browser’s same-origin endpoint (POST /graphql/site)', () => {
  const site = (body: unknown, headers: Record<string, string> = {}) =>
    sameOrigin(
      new Request(`${endpoint}/site`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
        body: JSON.stringify(body),
      }),
    )

  it('runs a named operation with the service token attached on the server, without browser credentials', async () => {
    const response = await site({ operationName: 'SiteData', variables: { market: 'DK', currency: 'DKK' } })
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as {
      data: { productInfo: { prices: { currency: string }[] }[] }
    }
    expect(data.productInfo[0]?.prices[0]?.currency).toBe('DKK')
    // Every generated operation is known by its GraphQL name, with or without variables.
    const dates = await site({ operationName: 'ChristmasDeliveryDates' })
    expect(
      ((await dates.json()) as { data: ChristmasDeliveryDatesQuery }).data.christmasDeliveryDates,
    ).toContainEqual({ country: 'DK', lastOrderDate: expect.any(String) })
    const prints = await site({
      operationName: 'ProductPrices',
      variables: { productType: 'print', market: 'SE' },
    })
    expect(
      ((await prints.json()) as { data: ProductPricesQuery }).data.productInfo.map(
        (product) => product.paper,
      ),
    ).toEqual(['semi-gloss', 'matte'])
  })
  it('answers 400, never 500, to a body that is not a JSON object or variables that are not one (issue #24 item 19)', async () => {
    for (const body of [null, [], 7, 'SiteData', { operationName: 'SiteData', variables: 'x' }])
      expect((await site(body)).status, JSON.stringify(body)).toBe(400)
  })
  it('answers missing or wrong variables with 400 and GraphQL’s own error, logging nothing (issue #30)', async () => {
    const errors = vi.spyOn(console, 'error')
    for (const [variables, message] of [
      [undefined, /Variable "\$market" of required type "String!" was not provided/],
      [{ market: 'GB', currency: 'XXX' }, /Variable "\$currency" got invalid value "XXX"/],
      [{ market: 7, currency: 'GBP' }, /Variable "\$market" got invalid value 7/],
    ] as const) {
      const response = await site({ operationName: 'SiteData', variables })
      expect(response.status, JSON.stringify(variables)).toBe(400)
      const body = (await response.json()) as { errors: { message: string }[] }
      expect(body.errors[0]?.message).toMatch(message)
    }
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
  it('refuses arbitrary queries and cross-site callers', async () => {
    const arbitrary = await site({ query: '{ paymentOptions { country } }' })
    expect(arbitrary.status).toBe(400)
    const crossSite = await site(
      { operationName: 'SiteData', variables: {} },
      { 'sec-fetch-site': 'cross-site' },
    )
    expect(crossSite.status).toBe(403)
  })
  it('answers 429 with Retry-After once one address has asked too often', async () => {
    const address = { [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }
    for (let call = 0; call < siteDataRateLimit.rule.limit; call += 1)
      await siteDataRateLimit.consume('203.0.113.9')
    const limited = await site({ operationName: 'ChristmasDeliveryDates' }, address)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Other visitors are unaffected.
    expect((await site({ operationName: 'ChristmasDeliveryDates' })).status).toBe(200)
  })
})

describe('access to the commerce collections (§6)', () => {
  it('editors edit product info; the public reads none of it through the API', async () => {
    const payload = await testPayload()
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'pricing@lumibook.example', password: 'an editor password 1', roles: ['editor'] },
    })
    const user = { ...editor, collection: 'users' as const }
    const [product] = (await payload.find({ collection: 'product-info', limit: 1 })).docs
    const updated = await payload.update({
      collection: 'product-info',
      id: product!.id,
      data: { name: 'Photo book, large' },
      overrideAccess: false,
      user,
    })
    expect(updated.name).toBe('Photo book, large')
    for (const collection of ['product-info', 'payment-options', 'christmas-delivery-dates'] as const)
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    // Accounts and keys are for admins only, not for every editor.
    for (const collection of ['identity-accounts', 'identity-signing-keys'] as const)
      await expect(payload.find({ collection, overrideAccess: false, user })).rejects.toThrow()
  })
})
