// §4, §7 in the browser's terms: a page that shows commerce data asks the same-origin data endpoint after mount (one
// that shows none asks nothing) and the browser never holds a credential; POST /graphql refuses anonymous calls with
// a GraphQL 401; the embedded identity provider signs the website service account in over HTTP and its ID token
// opens the data API; nothing secret is in .next/static.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { SiteDataDocument } from '../../src/data-api/operations'

const dataDir = 'data/e2e'
const serviceAccount = {
  email: process.env.SERVICE_ACCOUNT_EMAIL || 'website@lumibook.example',
  password: () => readFileSync(path.join(dataDir, 'service-account-password'), 'utf8').trim(),
}
const siteData = {
  operationName: 'SiteData',
  variables: { market: 'GB', currency: 'GBP' },
  query: SiteDataDocument.toString(),
}

function files(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
  )
}

test('after mount a page with prices refreshes its commerce data through the same-origin endpoint, no credential', async ({
  page,
}) => {
  const sent = page.waitForRequest((request) => request.url() === `${baseURL}/graphql/site`)
  const answered = page.waitForResponse((response) => response.url() === `${baseURL}/graphql/site`)
  await page.goto('/sv-se/photobooks')
  const request = await sent
  const headers = await request.allHeaders()
  expect(headers.authorization).toBeUndefined()
  expect(headers['x-api-key']).toBeUndefined()
  expect(request.postDataJSON()).toMatchObject({
    operationName: 'SiteData',
    variables: { market: 'SE', currency: 'SEK' },
  })
  const response = await answered
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: { productInfo: { prices: { currency: string }[] }[] } }
  expect(data.productInfo.length).toBeGreaterThan(0)
  expect(data.productInfo[0]?.prices[0]?.currency).toBe('SEK')
})

test('a page that shows no commerce data asks for none; the payment-countries dialog asks when it opens', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url() === `${baseURL}/graphql/site`) asked.push(request.postDataJSON()?.operationName)
  })
  await page.goto('/sv-se', { waitUntil: 'networkidle' })
  // A refresh waits for an idle callback of at most 2 s: past that, none is coming.
  await page.waitForTimeout(2500)
  expect(asked).toEqual([])

  await page.goto('/sv-se?dialog=payment-countries')
  await expect(page.getByRole('dialog', { name: 'Här kan du betala online' })).toBeVisible()
  await expect.poll(() => asked).toEqual(['SiteData'])
})

test('POST /graphql without a token is 401 with a GraphQL error body', async ({ request }) => {
  const response = await request.post('/graphql', { data: siteData })
  expect(response.status()).toBe(401)
  const body = (await response.json()) as { errors: { message: string }[] }
  expect(body.errors[0]?.message).toBeTruthy()
})

test('the service account signs in at the identity endpoint and its ID token opens the data API', async ({
  request,
}) => {
  const configuration = await (await request.get('/identity/.well-known/openid-configuration')).json()
  expect(configuration.issuer).toBe(`${baseURL}/identity`)
  const jwks = await (await request.get('/identity/.well-known/jwks.json')).json()
  expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' })
  expect(jwks.keys[0]).not.toHaveProperty('d')

  const signIn = await request.post('/identity/v1/accounts:signInWithPassword', {
    data: {
      email: serviceAccount.email,
      password: serviceAccount.password(),
      returnSecureToken: true,
      clientType: 'CLIENT_TYPE_WEB',
    },
  })
  expect(signIn.status()).toBe(200)
  const { idToken, expiresIn } = await signIn.json()
  expect(expiresIn).toBe('3600')
  const response = await request.post('/graphql', {
    data: siteData,
    headers: { authorization: `Bearer ${idToken}` },
  })
  expect(response.status()).toBe(200)
  const { data } = await response.json()
  expect(data.productInfo[0].prices[0]).toMatchObject({ market: 'GB', currency: 'GBP' })
})

test('no service-account credential or signing key is in .next/static', async () => {
  const database = createClient({ url: `file:${path.join(dataDir, 'shop.db')}` })
  const keys = await database.execute('select private_jwk from identity_signing_keys')
  database.close()
  expect(keys.rows.length).toBeGreaterThan(0)
  // Every private member of every signing key (RSA d, p, q, dp, dq, qi), and the account's email and password.
  const secrets = [serviceAccount.email, serviceAccount.password()]
  for (const row of keys.rows) {
    const jwk = JSON.parse(String(row.private_jwk)) as Record<string, string>
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) if (jwk[member]) secrets.push(jwk[member])
  }
  const staticFiles = files(path.join(process.env.NEXT_DIST_DIR ?? '.next', 'static'))
  expect(staticFiles.length).toBeGreaterThan(10)
  for (const file of staticFiles) {
    const content = readFileSync(file, 'latin1')
    for (const secret of secrets)
      expect(content.includes(secret), `${secret.slice(0, 8)}… in ${file}`).toBe(false)
  }
})
