// @vitest-environment happy-dom
// §3 ContactForms / §4 CMS form block in the browser: unsubmitted → sending → success or error; the route's rules
// checked before sending (field errors, nothing sent), the captcha required, the §8 error text on a server failure
// with every answer kept, and a fresh captcha after each try.
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { stubFormNetwork } from '../../../../tests/support/formNetwork'
import { createTestRoot, InViewObserver, removeTestRoot, settle } from '../../../../tests/support/clientRoot'
import en from '../../../../locales/en/common.json'
import { FormView, type FormTexts } from './FormView'
import type { InputFieldSpec } from './spec'

const texts: FormTexts = { ...en.FormBlock }

const fields: InputFieldSpec[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true },
  { kind: 'email', name: 'email', label: 'Email address', required: true },
  { kind: 'text', name: 'orderNumber', label: 'Order number', required: false, format: 'orderNumber' },
  { kind: 'textarea', name: 'message', label: 'Message', required: true },
]

let routeAnswer: () => Response
let sent: Record<string, unknown>[]
let root: Root
let container: HTMLElement

beforeEach(() => {
  routeAnswer = () => Response.json({ status: 'sent' })
  sent = stubFormNetwork('/forms/contact', () => routeAnswer())
  // The captcha loads once its form is near the viewport; here it always is.
  vi.stubGlobal('IntersectionObserver', InViewObserver)
  ;({ root, container } = createTestRoot())
})

afterEach(() => {
  removeTestRoot(root, container)
  vi.unstubAllGlobals()
})

async function mount() {
  await act(async () =>
    root.render(
      <FormView
        action="/forms/contact"
        target={{ formType: 'support', locale: 'en-gb' }}
        fields={fields}
        texts={texts}
        label="Customer support"
        submitLabel="Send message"
        confirmation={<p>Thanks, we will answer soon.</p>}
      />,
    ),
  )
  await settle()
}

const input = (name: string) =>
  container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!
const alert = () =>
  [...container.querySelectorAll('[role="alert"]')].find((element) => !element.closest('altcha-widget'))
const widgets = () => container.querySelectorAll('altcha-widget')

async function solveCaptcha(payload = 'solved-payload') {
  await act(async () => {
    widgets()[0]!.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }))
  })
}

async function fill(values: Record<string, string>) {
  await act(async () => {
    for (const [name, value] of Object.entries(values)) {
      const element = input(name)
      const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement
      Object.getOwnPropertyDescriptor(prototype.prototype, 'value')!.set!.call(element, value)
      element.dispatchEvent(new Event('input', { bubbles: true }))
    }
  })
}

async function submit() {
  await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
  await settle()
}

const valid = {
  name: 'Anna',
  email: 'anna@example.com',
  orderNumber: 'lb-2026-1042',
  message: 'My book is late.',
}

describe('FormView', () => {
  it('shows field errors and sends nothing for invalid input', async () => {
    await mount()
    await fill({ email: 'not-an-email', orderNumber: 'has spaces' })
    await solveCaptcha()
    await submit()
    expect(sent).toEqual([])
    expect(container.textContent).toContain(texts.errors.required)
    expect(container.textContent).toContain(texts.errors.email)
    expect(container.textContent).toContain(texts.errors.orderNumber)
    expect(input('email').getAttribute('aria-invalid')).toBe('true')
    expect(input('email').getAttribute('aria-describedby')).toMatch(/-email-error$/)
    expect(document.activeElement).toBe(input('name'))
    // Correcting an answer clears its message; the others stay until the next submit.
    await fill({ email: 'anna@example.com' })
    expect(container.textContent).not.toContain(texts.errors.email)
    expect(input('email').getAttribute('aria-invalid')).toBe('false')
    expect(container.textContent).toContain(texts.errors.orderNumber)
  })

  it('sent before the robot check is done, waits for it (announced) and then sends by itself (issue #30)', async () => {
    await mount()
    await fill(valid)
    const live = container.querySelector('form [role="status"]')
    expect(live?.getAttribute('aria-live')).toBe('polite')
    expect(live?.textContent).toBe('')
    await submit()
    expect(sent).toEqual([])
    expect(live?.textContent).toBe(texts.captchaPending)
    // A correction made while waiting goes with it.
    await fill({ message: 'My book is late, order 1042.' })
    await solveCaptcha()
    await settle()
    expect(sent).toEqual([
      expect.objectContaining({
        values: expect.objectContaining({ message: 'My book is late, order 1042.' }),
        captcha: 'solved-payload',
      }),
    ])
    expect(container.querySelector('[data-state="success"]')).not.toBeNull()
  })

  it('sends the checked answers with the captcha and target, then shows the confirmation', async () => {
    await mount()
    await fill(valid)
    await solveCaptcha()
    await submit()
    expect(sent).toEqual([
      {
        formType: 'support',
        locale: 'en-gb',
        captcha: 'solved-payload',
        values: {
          name: 'Anna',
          email: 'anna@example.com',
          orderNumber: 'lb-2026-1042',
          message: 'My book is late.',
        },
      },
    ])
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Thanks, we will answer soon.')
    expect(container.querySelector('form')).toBeNull()
  })

  it('is sending while the route answers, and sends only once however often the button is pressed', async () => {
    let release: (response: Response) => void = () => {}
    routeAnswer = () => new Response(null)
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/captcha/challenge') return Response.json({ provider: 'altcha' })
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>)
      return new Promise<Response>((resolve) => (release = resolve))
    })
    await mount()
    expect(container.querySelector('form')?.dataset.state).toBe('unsubmitted')
    await fill(valid)
    await solveCaptcha()
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    expect(container.querySelector('form')?.dataset.state).toBe('sending')
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe(texts.sending)
    expect(container.querySelector('button[type="submit"]')?.getAttribute('aria-disabled')).toBe('true')
    await act(async () => release(Response.json({ status: 'sent' })))
    await settle()
    expect(sent).toHaveLength(1)
    expect(container.querySelector('[data-state="success"]')?.textContent).toBe(
      'Thanks, we will answer soon.',
    )
  })

  it('shows the §8 error text on a server failure, keeps every answer and asks for a fresh captcha', async () => {
    routeAnswer = () => Response.json({ error: 'failed' }, { status: 500 })
    await mount()
    await fill(valid)
    await solveCaptcha()
    const first = widgets()[0]
    await submit()
    expect(alert()?.textContent).toBe('Form submission error :( Please check your answers and try again')
    for (const [name, value] of Object.entries(valid)) expect(input(name).value).toBe(value)
    expect(widgets()[0]).not.toBe(first)
    await submit()
    expect(sent).toHaveLength(1)
    expect(container.textContent).toContain(texts.captchaPending)
    await solveCaptcha('fresh')
    await settle()
    expect(sent.map((body) => body.captcha)).toEqual(['solved-payload', 'fresh'])
  })

  it('shows the route’s field errors, a refused captcha and the rate limit apart', async () => {
    routeAnswer = () => Response.json({ error: 'invalid', fields: { email: 'email' } }, { status: 400 })
    await mount()
    await fill(valid)
    await solveCaptcha()
    await submit()
    expect(container.textContent).toContain(texts.errors.email)
    expect(alert()?.textContent).toBe(texts.error)
    routeAnswer = () => Response.json({ error: 'captcha' }, { status: 400 })
    await solveCaptcha('second')
    await submit()
    expect(alert()?.textContent).toBe(texts.captchaFailed)
    routeAnswer = () => Response.json({ error: 'rate-limited' }, { status: 429 })
    await solveCaptcha('third')
    await submit()
    expect(alert()?.textContent).toBe(texts.tooMany)
    expect(input('message').value).toBe(valid.message)
  })
})
