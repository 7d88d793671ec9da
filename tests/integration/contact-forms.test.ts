// Integration (real Payload + the route handlers): §3 ContactForms messages and §4 CMS form block submissions are
// stored only when valid (same rules as the browser), with a fresh captcha (§1), and rate-limited; editors read
// them, the public cannot create them through the API.
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as submitCms } from '@/app/forms/cms/route'
import { POST as submitContact } from '@/app/forms/contact/route'
import { formsRateLimit } from '@/app/forms/submit'
import { demoFormTitle, seedForms } from '@/cms/seed/forms'
import { CLIENT_ADDRESS_HEADER } from '@/server/clientAddress'
import { createCaptchaChallenge } from '@/services/captcha/server'

import { testPayload } from './payload'

/** A captcha solved the way the browser widget solves it (small work, same code). */
async function captcha(): Promise<string> {
  const challenge = (await createCaptchaChallenge({ counterMax: 20 })) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

let visitor = 0
/** Each call is its own visitor (address) unless one is given, so only the rate-limit test meets the limit. */
function post(
  handler: (request: Request) => Promise<Response>,
  path: string,
  body: Record<string, unknown>,
  address = `198.51.100.${++visitor}`,
) {
  return handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify(body),
    }),
  )
}
const contact = (body: Record<string, unknown>, address?: string) =>
  post(submitContact, '/forms/contact', body, address)
const cms = (body: Record<string, unknown>, address?: string) => post(submitCms, '/forms/cms', body, address)

async function messages(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'contact-messages', where: { email: { equals: email } } })
  return docs
}

async function submissions(formId: number) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'form-submissions', where: { form: { equals: formId } } })
  return docs
}

const editor = { id: 1, collection: 'users', roles: ['editor'], email: 'ed@example.com' }
let formId: number

beforeAll(async () => {
  const payload = await testPayload()
  formId = (await seedForms(payload)).workshopSignUp
})

describe('POST /forms/contact (§3 ContactForms)', () => {
  it('stores a valid support message with its order number, for each form type', async () => {
    const response = await contact({
      formType: 'support',
      locale: 'sv-se',
      captcha: await captcha(),
      values: {
        name: ' Anna ',
        email: 'Anna@Example.com',
        orderNumber: 'lb-2026-104233',
        message: 'My book is late.',
      },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'sent' })
    expect(await messages('anna@example.com')).toEqual([
      expect.objectContaining({
        formType: 'support',
        name: 'Anna',
        email: 'anna@example.com',
        orderNumber: 'LB-2026-104233',
        message: 'My book is late.',
        locale: 'sv-se',
      }),
    ])
    for (const formType of ['collaborate', 'feedback']) {
      const sent = await contact({
        formType,
        locale: 'en-gb',
        captcha: await captcha(),
        values: { name: 'Bo', email: `${formType}@example.com`, company: 'Studio Bo', message: 'Hello!' },
      })
      expect(sent.status).toBe(200)
      expect(await messages(`${formType}@example.com`)).toEqual([
        expect.objectContaining({ formType, message: 'Hello!' }),
      ])
    }
    // A field the type does not ask for is not stored (feedback has no company).
    expect((await messages('feedback@example.com'))[0]?.company).toBeFalsy()
    expect((await messages('collaborate@example.com'))[0]?.company).toBe('Studio Bo')
  })

  it('refuses invalid answers with field errors and stores nothing', async () => {
    const response = await contact({
      formType: 'support',
      locale: 'en-gb',
      captcha: await captcha(),
      values: { name: '', email: 'cai-at-example', orderNumber: 'not an order', message: '' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'invalid',
      fields: { name: 'required', email: 'email', orderNumber: 'orderNumber', message: 'required' },
    })
    expect(await messages('cai-at-example')).toHaveLength(0)
    const tooLong = await contact({
      formType: 'feedback',
      captcha: await captcha(),
      values: { email: 'dee@example.com', message: 'x'.repeat(5001) },
    })
    expect(await tooLong.json()).toEqual({ error: 'invalid', fields: { message: 'tooLong' } })
    expect((await contact({ formType: 'sales', values: {} })).status).toBe(404)
  })

  it('accepts a plain form post (no JavaScript), and refuses an oversized body without reading it all', async () => {
    const form = new URLSearchParams({
      formType: 'feedback',
      locale: 'nl-nl',
      email: 'plain@example.com',
      message: 'Sent without JavaScript',
      captcha: await captcha(),
    })
    const plain = await submitContact(
      new Request('http://localhost/forms/contact', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [CLIENT_ADDRESS_HEADER]: '192.0.2.10',
        },
        body: form,
      }),
    )
    expect(plain.status).toBe(200)
    expect(await messages('plain@example.com')).toEqual([expect.objectContaining({ locale: 'nl-nl' })])
    // No content-length header here: the cap holds while streaming.
    const huge = await contact({
      formType: 'feedback',
      values: { email: 'big@example.com', message: 'x'.repeat(100_000) },
    })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({ error: 'too-large' })
  })

  it('requires a valid, unused captcha', async () => {
    const values = { name: 'Eve', email: 'eve@example.com', message: 'Hi' }
    const missing = await contact({ formType: 'feedback', values })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'captcha' })
    const forged = await contact({
      formType: 'feedback',
      values,
      captcha: Buffer.from('{}').toString('base64'),
    })
    expect(await forged.json()).toEqual({ error: 'captcha' })
    const used = await captcha()
    expect((await contact({ formType: 'feedback', values, captcha: used })).status).toBe(200)
    const replayed = await contact({ formType: 'feedback', values, captcha: used })
    expect(await replayed.json()).toEqual({ error: 'captcha' })
    expect(await messages('eve@example.com')).toHaveLength(1)
  })

  it('answers 429 with Retry-After once an address has sent too often, over both forms', async () => {
    const address = '203.0.113.77'
    for (let i = 0; i < formsRateLimit.rule.limit - 1; i++) {
      expect((await contact({ formType: 'feedback', values: {} }, address)).status).toBe(400)
    }
    expect((await cms({ form: formId, values: {} }, address)).status).toBe(400)
    const limited = await contact(
      {
        formType: 'feedback',
        captcha: await captcha(),
        values: { email: 'fay@example.com', message: 'Lovely books' },
      },
      address,
    )
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({ error: 'rate-limited' })
    expect(await messages('fay@example.com')).toHaveLength(0)
    // Another visitor is not affected.
    expect((await contact({ formType: 'feedback', values: {} })).status).toBe(400)
  })
})

describe('POST /forms/cms (§4 CMS form block)', () => {
  it('stores a valid submission of the editor’s form, checked against its fields', async () => {
    const response = await cms({
      form: formId,
      locale: 'en-gb',
      captcha: await captcha(),
      values: {
        name: 'Gus',
        email: 'GUS@example.com',
        city: 'berlin',
        seats: '2',
        reminder: true,
        extra: 'x',
      },
    })
    expect(response.status).toBe(200)
    const [stored] = await submissions(formId)
    expect(stored?.submissionData?.map(({ field, value }) => [field, value])).toEqual([
      ['name', 'Gus'],
      ['email', 'gus@example.com'],
      ['city', 'berlin'],
      ['seats', '2'],
      ['reminder', 'true'],
    ])
  })

  it('refuses answers the form does not allow, an unknown form and a missing captcha', async () => {
    const before = (await submissions(formId)).length
    const invalid = await cms({
      form: formId,
      captcha: await captcha(),
      values: { name: '', email: 'x', city: 'paris', seats: 'many' },
    })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toEqual({
      error: 'invalid',
      fields: { name: 'required', email: 'email', city: 'option', seats: 'number' },
    })
    expect((await cms({ form: 999_999, values: {} })).status).toBe(404)
    expect((await cms({ form: 'x', values: {} })).status).toBe(404)
    const noCaptcha = await cms({
      form: formId,
      values: { name: 'Hal', email: 'hal@example.com', city: 'london' },
    })
    expect(await noCaptcha.json()).toEqual({ error: 'captcha' })
    expect(await submissions(formId)).toHaveLength(before)
  })

  it('seeds the demo form once', async () => {
    const payload = await testPayload()
    expect((await seedForms(payload)).workshopSignUp).toBe(formId)
    const { totalDocs } = await payload.count({
      collection: 'forms',
      where: { title: { equals: demoFormTitle } },
    })
    expect(totalDocs).toBe(1)
  })
})

describe('access', () => {
  it('lets editors read messages and submissions, and not the public', async () => {
    const payload = await testPayload()
    for (const collection of ['contact-messages', 'form-submissions'] as const) {
      const asEditor = await payload.find({ collection, overrideAccess: false, user: editor as never })
      expect(asEditor.docs.length).toBeGreaterThan(0)
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    }
  })

  it('creates messages and submissions only through the routes, never through the API', async () => {
    const payload = await testPayload()
    const message = { formType: 'feedback' as const, email: 'api@example.com', message: 'Hi' }
    const submission = { form: formId, submissionData: [{ field: 'name', value: 'Api' }] }
    for (const user of [undefined, editor]) {
      await expect(
        payload.create({
          collection: 'contact-messages',
          data: message,
          overrideAccess: false,
          user: user as never,
        }),
      ).rejects.toThrow()
      await expect(
        payload.create({
          collection: 'form-submissions',
          data: submission,
          overrideAccess: false,
          user: user as never,
        }),
      ).rejects.toThrow()
    }
  })

  it('lets the public read forms (pages show them) but only editors change them', async () => {
    const payload = await testPayload()
    const publicRead = await payload.findByID({ collection: 'forms', id: formId, overrideAccess: false })
    expect(publicRead.title).toBe(demoFormTitle)
    // The form's notification emails stay with editors.
    const notifying = await payload.create({
      collection: 'forms',
      data: {
        title: 'Notifying',
        confirmationType: 'redirect',
        redirect: { url: '/thanks' },
        emails: [{ emailTo: 'team@lumibook.example', subject: 'New sign-up' }],
      },
    })
    const asPublic = await payload.findByID({ collection: 'forms', id: notifying.id, overrideAccess: false })
    expect(JSON.stringify(asPublic)).not.toContain('team@lumibook.example')
    const asEditor = await payload.findByID({
      collection: 'forms',
      id: notifying.id,
      overrideAccess: false,
      user: editor as never,
    })
    expect(JSON.stringify(asEditor)).toContain('team@lumibook.example')
    await expect(
      payload.create({ collection: 'forms', data: { title: 'Spam' }, overrideAccess: false }),
    ).rejects.toThrow()
  })
})
