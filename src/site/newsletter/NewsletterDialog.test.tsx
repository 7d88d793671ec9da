// @vitest-environment happy-dom
// §2 newsletter sign-up dialog: unsubmitted → sending → success or error (like the §4 form block), the route's own
// rules checked before sending, nothing the visitor typed lost on an error, and a fresh captcha after each try.
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { stubFormNetwork } from '../../../tests/support/formNetwork'
import { createTestRoot, InViewObserver, removeTestRoot, settle } from '../../../tests/support/clientRoot'
import { DialogState } from '@/dialogs/DialogState'
import NewsletterDialog, { type NewsletterTexts } from './NewsletterDialog'

const texts: NewsletterTexts = {
  title: 'Sign up',
  close: 'Close',
  intro: 'Intro',
  email: 'Email address',
  emailInvalid: 'Bad email',
  consent: 'Yes, send it',
  consentRequired: 'Consent please',
  captchaPending: 'Wait for the check',
  submit: 'Subscribe',
  sending: 'Sending…',
  success: 'Thanks!',
  failed: 'It failed',
  captchaFailed: 'Check failed',
  tooMany: 'Too many',
}

/** What the sign-up route answers in a test, and what it was sent. */
let newsletterAnswer: () => Response
let sent: Record<string, unknown>[]

let root: Root
let container: HTMLElement

beforeEach(() => {
  newsletterAnswer = () => Response.json({ status: 'subscribed' })
  sent = stubFormNetwork('/newsletter', () => newsletterAnswer())
  // The captcha loads once its form is near the viewport; here it always is.
  vi.stubGlobal('IntersectionObserver', InViewObserver)
  ;({ root, container } = createTestRoot())
})

afterEach(() => {
  removeTestRoot(root, container)
  vi.unstubAllGlobals()
})

async function open() {
  await act(async () =>
    root.render(
      <DialogState>
        <NewsletterDialog texts={texts} locale="sv-se" />
      </DialogState>,
    ),
  )
  await settle()
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!
const emailInput = () => dialog().querySelector<HTMLInputElement>('input[type="email"]')!
const consentInput = () => dialog().querySelector<HTMLInputElement>('input[type="checkbox"][name="consent"]')!
const widgets = () => dialog().querySelectorAll('altcha-widget')
/** The dialog's own alert (the widget has one of its own for its state). */
const alert = () =>
  [...dialog().querySelectorAll('[role="alert"]')].find((element) => !element.closest('altcha-widget'))

/** The captcha widget reports a solved challenge, as the real one does through its `statechange` event. */
async function solveCaptcha(payload = 'solved-payload') {
  const widget = widgets()[0]!
  await act(async () => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }))
  })
}

async function type(email: string, consent: boolean) {
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setValue.call(emailInput(), email)
    emailInput().dispatchEvent(new Event('input', { bubbles: true }))
    if (consentInput().checked !== consent) consentInput().click()
  })
}

async function submit() {
  await act(async () => {
    dialog().querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
  })
  await settle()
}

describe('NewsletterDialog', () => {
  it('checks the email, the consent and the captcha before sending anything', async () => {
    await open()
    await type('not-an-email', false)
    await submit()
    expect(dialog().textContent).toContain('Bad email')
    expect(dialog().textContent).toContain('Consent please')
    expect(emailInput().getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(emailInput())
    expect(sent).toEqual([])
  })

  it('sent before the robot check is done, waits for it (announced) and then sends by itself (issue #30)', async () => {
    await open()
    await type('dag@example.com', true)
    const live = () => dialog().querySelector('form [role="status"]')
    expect(live()?.getAttribute('aria-live')).toBe('polite')
    expect(live()?.textContent).toBe('')
    await submit()
    expect(live()?.textContent).toBe('Wait for the check')
    expect(sent).toEqual([])
    await solveCaptcha()
    await settle()
    expect(sent).toEqual([
      { email: 'dag@example.com', consent: true, captcha: 'solved-payload', locale: 'sv-se' },
    ])
    expect(dialog().querySelector('[role="status"]')?.textContent).toBe('Thanks!')
  })

  it('sends a valid sign-up with the captcha and the locale, then shows the success', async () => {
    await open()
    await type('Anna@Example.com', true)
    await solveCaptcha()
    await submit()
    expect(sent).toEqual([
      { email: 'anna@example.com', consent: true, captcha: 'solved-payload', locale: 'sv-se' },
    ])
    expect(dialog().querySelector('[role="status"]')?.textContent).toBe('Thanks!')
    expect(emailInput()).toBeNull()
  })

  it('keeps the input on an error, says so, and asks for a fresh captcha', async () => {
    newsletterAnswer = () => Response.json({ error: 'failed' }, { status: 500 })
    await open()
    await type('bo@example.com', true)
    await solveCaptcha()
    const firstWidget = widgets()[0]
    await submit()
    expect(alert()?.textContent).toBe('It failed')
    expect(emailInput().value).toBe('bo@example.com')
    expect(consentInput().checked).toBe(true)
    // The used solution is gone: a new widget, and sending again waits for it.
    expect(widgets()[0]).not.toBe(firstWidget)
    await submit()
    expect(sent).toHaveLength(1)
    expect(dialog().textContent).toContain('Wait for the check')
    await solveCaptcha('fresh')
    await settle()
    expect(sent.map((body) => body.captcha)).toEqual(['solved-payload', 'fresh'])
  })

  it('tells a refused captcha and the rate limit apart', async () => {
    newsletterAnswer = () => Response.json({ error: 'captcha' }, { status: 400 })
    await open()
    await type('cai@example.com', true)
    await solveCaptcha()
    await submit()
    expect(alert()?.textContent).toBe('Check failed')
    newsletterAnswer = () => Response.json({ error: 'rate-limited' }, { status: 429 })
    await solveCaptcha('second-payload')
    await submit()
    expect(alert()?.textContent).toBe('Too many')
    expect(sent.map((body) => body.captcha)).toEqual(['solved-payload', 'second-payload'])
  })
})
