// Issue #21: no request makes the site answer 5xx. A property-based fuzz (fast-check, fixed seed, printed) sends
// random and malformed paths, query strings, cookies, Accept-Language and X-Forwarded-* headers to the pages, and
// random, truncated, oversized, wrongly typed and deeply nested bodies to every POST endpoint, byte for byte on a
// socket; between them, valid newsletter sign-ups that must each be stored exactly once. Then: the process is the
// same one, still serving, and its memory did not run away. Plus one regression test per finding of the issue.
// Issue #31: on a server of its own (same build, own database), so that its memory is its own and it runs beside the
// editors' files.
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { expect, type APIRequestContext, test } from '@playwright/test'
import fc from 'fast-check'

import { listeningProcess, rawRequest, type RawRequest, residentMiB } from './support/rawHttp'
import { editor } from './support/admin'
import { ownServerForFile } from './support/ownServer'

// Next to the content fuzz's own server (content-fuzz.spec.ts).
const { port, url: ownURL } = ownServerForFile(4)
const seed = Number(process.env.FUZZ_SEED ?? 20261125)
const runs = Number(process.env.FUZZ_RUNS ?? 1500)
/** Valid sign-ups between the random requests: each costs a proof of work (~9 s here), so a few. */
const signUpEvery = 500
// Addresses and emails of this run, so a rerun against a server still running counts afresh.
const runId = Date.now() % 200

const pages = [
  '/',
  '/photobooks',
  '/photoprints',
  '/prints',
  '/stories',
  '/stories/page/2',
  '/sv-se/borja-skapa-fotobocker',
  '/de-de/photobooks',
  '/fr-fr',
  '/block-gallery',
  '/404',
  '/en-gb/photobooks',
]
const postEndpoints = [
  '/newsletter',
  '/forms/contact',
  '/forms/cms',
  '/graphql',
  '/graphql/site',
  '/identity/v1/accounts:signInWithPassword',
  '/identity/v1/accounts:signUp',
  '/identity/v1/accounts:lookup',
  '/identity/v1/token',
  '/identity/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
  '/identity/identitytoolkit.googleapis.com/v1/accounts:lookup',
  '/identity/securetoken.googleapis.com/v1/token',
  '/identity/session',
]
const getEndpoints = [
  '/captcha/challenge',
  '/identity/v2/passwordPolicy',
  '/identity/.well-known/jwks.json',
  '/identity/.well-known/openid-configuration',
  '/version.json',
  '/sitemap.xml',
  '/robots.txt',
  '/routing-index.json',
  '/stories/feed.xml',
]

// Pieces a hostile client mixes in: malformed escapes, encoded separators, traversal, NUL, odd Unicode.
const nasty = fc.constantFrom(
  '%E0',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C3%28',
  '%00',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '',
  '~',
  '\u00e9',
  '\u202e',
  '\ud83d\udcf7',
  'a'.repeat(300),
)
const token = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }).map(encodeURIComponent),
  fc.stringMatching(/^[A-Za-z0-9%._~+=&;-]{0,24}$/),
  nasty,
)
// A header value without CR or LF (those would frame another request, which is a different test).
const headerValue = fc
  .oneof(token, fc.string({ unit: 'binary', maxLength: 40 }))
  .map((value) => value.replace(/[\r\n]/g, ''))
const path = fc.oneof(
  fc.constantFrom(...pages),
  fc
    .tuple(
      fc.constantFrom(
        '',
        '/sv-se',
        '/da-dk',
        '/en-gb',
        '/xx-yy',
        '/EN-GB',
        '/stories',
        '//',
        '/x-variant',
        '/api/pages',
        '/api/globals',
        '/_next/static',
        '/identity',
      ),
      fc.array(token, { maxLength: 4 }),
    )
    .map(([prefix, segments]) => `${prefix}/${segments.join('/')}`),
  fc.constantFrom('*', 'http://[::1', 'http://evil.example/photobooks', '/photobooks#frag', '/%', '/\\evil'),
)
const query = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(token, token), { maxLength: 4 })
    .map((pairs) => `?${pairs.map((p) => p.join('=')).join('&')}`),
  fc.constantFrom('?dialog=%E0', '?af_adset_id=1&utm_source=%', '?page=-1', '?__proto__=x', '?a[b][c]=1'),
)
const cookieHeader = fc
  .array(fc.tuple(token, fc.oneof(token, fc.constantFrom('%E0%A4%A', '"quoted"', 'a=b=c', ''))), {
    maxLength: 6,
  })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; '))
const visitorHeaders = fc.record(
  {
    cookie: cookieHeader,
    'accept-language': fc.oneof(headerValue, fc.constantFrom('sv-SE,sv;q=0.9', '*;q=x', 'en-GB;q=1e999')),
    // Whatever a client writes, then the hop the (one trusted) proxy appends: a random visitor of its own, so the
    // fuzz never spends the rate limits of the browser tests that run after it from 127.0.0.1.
    'x-forwarded-for': fc
      .tuple(
        fc.option(fc.oneof(fc.ipV6(), headerValue, fc.constantFrom('1.2.3.4, 5.6.7.8', ',,,'))),
        fc.ipV4(),
      )
      .map(([written, proxied]) => (written === null ? proxied : `${written}, ${proxied}`)),
    'x-forwarded-proto': fc.oneof(fc.constantFrom('https', 'http', 'gopher', 'https, http'), headerValue),
    'x-forwarded-host': fc.oneof(fc.domain(), headerValue),
    'user-agent': fc.oneof(
      headerValue,
      fc.constant('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36'),
    ),
    'accept-encoding': fc.constantFrom('br, gzip', 'gzip', 'identity', 'br;q=0', '*'),
    'if-none-match': headerValue,
    range: fc.constantFrom('bytes=0-10', 'bytes=99999999-', 'bytes=x'),
  },
  { requiredKeys: ['x-forwarded-for'] },
)

const pageRequest: fc.Arbitrary<RawRequest> = fc
  .tuple(fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'DELETE'), path, query, visitorHeaders)
  .map(([method, target, search, headers]) => ({
    method,
    target: `${target}${target.startsWith('/') ? search : ''}`,
    headers: Object.entries(headers),
  }))

const getRequest: fc.Arbitrary<RawRequest> = fc
  .tuple(fc.constantFrom(...getEndpoints), query, visitorHeaders)
  .map(([target, search, headers]) => ({
    method: 'GET',
    target: `${target}${search}`,
    headers: Object.entries(headers),
  }))

// Bodies shaped like what the endpoints read, with every field of any type, so validation meets wrong types.
const likelyShape = fc.record(
  {
    email: fc.oneof(fc.emailAddress(), fc.jsonValue()),
    consent: fc.jsonValue(),
    captcha: fc.oneof(fc.base64String(), fc.jsonValue()),
    locale: fc.oneof(fc.constantFrom('en-gb', 'sv-se', 'xx'), fc.jsonValue()),
    formType: fc.oneof(fc.constantFrom('collaborate', 'support', 'feedback'), fc.jsonValue()),
    form: fc.oneof(fc.integer(), fc.jsonValue()),
    values: fc.jsonValue(),
    operationName: fc.oneof(
      fc.constantFrom('SiteData', 'ChristmasDeliveryDates', 'IntrospectionQuery'),
      fc.jsonValue(),
    ),
    variables: fc.jsonValue(),
    query: fc.oneof(
      fc.constantFrom('{ __typename }', '{ paymentOptions { country } }', 'query {'),
      fc.jsonValue(),
    ),
    extensions: fc.jsonValue(),
    password: fc.jsonValue(),
    returnSecureToken: fc.jsonValue(),
    idToken: fc.oneof(fc.base64String(), fc.jsonValue()),
    refreshToken: fc.jsonValue(),
    grant_type: fc.oneof(fc.constant('refresh_token'), fc.jsonValue()),
    __proto__: fc.jsonValue(),
  },
  { requiredKeys: [] },
)
const nested = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  )
const bodyText = fc.oneof(
  { weight: 4, arbitrary: likelyShape.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null') },
  {
    weight: 2,
    arbitrary: fc.tuple(likelyShape, fc.nat()).map(([v, cut]) => JSON.stringify(v).slice(0, cut % 40)),
  },
  { weight: 1, arbitrary: nested },
  {
    weight: 1,
    arbitrary: fc.constantFrom('null', '[]', '""', '0', 'true', '{}', '{"values":null}', '\u0000'),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(token, token), { maxLength: 6 })
      .map((pairs) => pairs.map((pair) => pair.join('=')).join('&')),
  },
  { weight: 1, arbitrary: fc.nat({ max: 3 }).map((n) => `{"email":"${'x'.repeat(20_000 * (n + 1))}"}`) },
)
const bodyRequest: fc.Arbitrary<RawRequest> = fc
  .record({
    method: fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH'),
    target: fc.constantFrom(...postEndpoints),
    search: query,
    type: fc.constantFrom(
      'application/json',
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      '',
    ),
    text: bodyText,
    binary: fc.option(fc.uint8Array({ maxLength: 200 }), { freq: 8 }),
    chunked: fc.boolean(),
    headers: visitorHeaders,
    site: fc.constantFrom('same-origin', 'cross-site', 'none', ''),
    authorization: fc.oneof(
      fc.constant(''),
      fc.constant('Bearer x.y.z'),
      headerValue.map((value) => `Bearer ${value}`),
    ),
  })
  .map(({ method, target, search, type, text, binary, chunked, headers, site, authorization }) => ({
    method,
    target: `${target}${search}`,
    headers: [
      ...Object.entries(headers),
      ...(type ? [['content-type', type] as [string, string]] : []),
      ...(site ? [['sec-fetch-site', site] as [string, string]] : []),
      ...(authorization ? [['authorization', authorization] as [string, string]] : []),
    ],
    body: binary ? Buffer.from(binary) : Buffer.from(text, 'utf8'),
    chunked,
  }))

const anyRequest = fc.oneof(
  { weight: 4, arbitrary: pageRequest },
  { weight: 1, arbitrary: getRequest },
  { weight: 5, arbitrary: bodyRequest },
)

async function editorToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: editor })
  return ((await login.json()) as { token: string }).token
}

async function subscriptionCount(request: APIRequestContext, token: string, email?: string): Promise<number> {
  const where = email ? `&where[email][equals]=${encodeURIComponent(email)}` : ''
  const response = await request.get(`/api/newsletter-subscriptions?limit=1&depth=0${where}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** A real sign-up: a challenge from the server, solved here as the widget would, sent from its own address. */
async function validSignUp(email: string, address: string): Promise<number> {
  const challengeResponse = await fetch(`${ownURL}/captcha/challenge`, {
    headers: { 'x-forwarded-for': address },
  })
  const challenge = (await challengeResponse.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  const response = await fetch(`${ownURL}/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, consent: true, locale: 'sv-se', captcha }),
  })
  return response.status
}

test.describe('issue #21: no request answers 5xx', () => {
  test.describe.configure({ timeout: 240_000 })

  test(`fuzz: ${runs} random and malformed requests (seed ${seed})`, async ({ request }) => {
    const pid = listeningProcess(port)
    expect(pid, `a process listens on port ${port}`).toBeDefined()
    const token = await editorToken(request)
    const before = await subscriptionCount(request, token)
    const valid: string[] = []
    let cases = 0
    let memoryAfterWarmUp = 0
    const statuses = new Map<number, number>()
    console.log(`fuzz: seed ${seed}, ${runs} runs (replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs})`)
    await fc.assert(
      fc.asyncProperty(anyRequest, async (raw) => {
        cases += 1
        const status = await rawRequest(port, raw)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        expect(status, `${raw.method} ${raw.target}`).toBeLessThan(500)
        if (cases === 200) memoryAfterWarmUp = residentMiB(pid!)
        // Now and then a valid sign-up from an address of its own: it must be stored, once.
        if (cases % signUpEvery === 0) {
          const email = `fuzz-${seed}-${Date.now()}-${cases}@example.com`
          expect(await validSignUp(email, `198.18.${runId}.${cases / signUpEvery}`)).toBe(200)
          valid.push(email)
        }
      }),
      { seed, numRuns: runs, endOnFailure: true },
    )
    console.log(`fuzz: ${cases} cases, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`)
    expect(cases).toBeGreaterThanOrEqual(1000)

    // The same process still serves pages.
    expect(listeningProcess(port)).toBe(pid)
    expect((await request.get('/photobooks')).status()).toBe(200)
    const growth = residentMiB(pid!) - memoryAfterWarmUp
    console.log(`fuzz: server memory grew ${growth.toFixed(0)} MiB after the warm-up`)
    expect(growth).toBeLessThan(200)

    // Each valid sign-up stored exactly once; none of the random bodies stored anything.
    for (const email of valid) expect(await subscriptionCount(request, token, email), email).toBe(1)
    expect(await subscriptionCount(request, token)).toBe(before + valid.length)
  })
})

test.describe('issue #21 regressions', () => {
  test('a malformed cookie does not lock a browser out of the site', async ({ request }) => {
    for (const url of ['/', '/photobooks', '/sv-se/borja-skapa-fotobocker', '/stories']) {
      const response = await request.get(url, { headers: { cookie: 'a=%E0%A4%A; country=SE' } })
      expect(response.status(), url).toBe(200)
    }
  })

  test('a path that is not valid percent-encoding gets the localized 404 page', async ({ request }) => {
    for (const [url, text] of [
      ['/%E0', 'Page not found'],
      ['/sv-se/%E0', 'Sidan'],
    ] as const) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(404)
      expect(await response.text(), url).toContain(text)
    }
  })

  test("an id or a date the database cannot bind is the client's mistake in the CMS API too", async ({
    request,
  }) => {
    for (const url of [
      '/api/pages/abc',
      '/api/pages/1e999',
      '/api/media/abc',
      '/api/pages?where[id][in]=a,b',
      '/api/pages?where[updatedAt][greater_than]=notadate',
    ])
      expect((await request.get(url)).status(), url).toBe(400)
  })

  test('POST /newsletter stops reading a body past its cap, with or without Content-Length', async () => {
    const big = Buffer.from(`{"email":"${'x'.repeat(1024 * 1024)}"}`)
    for (const chunked of [false, true]) {
      const status = await rawRequest(port, {
        method: 'POST',
        target: '/newsletter',
        headers: [
          ['content-type', 'application/json'],
          ['x-forwarded-for', `198.18.${runId}.${chunked ? 201 : 202}`],
        ],
        body: big,
        chunked,
      })
      expect(status, chunked ? 'chunked' : 'with Content-Length').toBe(413)
    }
  })

  test('a new X-Forwarded-For hop per request does not get round the rate limit', async () => {
    const answers: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const spoofed = `203.0.113.${attempt}, 198.18.${runId}.203`
      const response = await fetch(`${ownURL}/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed },
        body: JSON.stringify({ email: 'not-an-email', locale: 'en-gb' }),
      })
      answers.push(response.status)
    }
    // The e2e server trusts one proxy hop (the last): five invalid tries, then 429 for the same client.
    expect(answers).toEqual([400, 400, 400, 400, 400, 429])
  })
})
