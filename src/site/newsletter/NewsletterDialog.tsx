'use client'
// §2 "Global dialogs": the newsletter sign-up. Email and consent, checked here by the route's own rules, a captcha
// (§1), then unsubmitted → sending → success or error, like the CMS form block (§4). Input is kept on an error.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { CaptchaField } from '@/services/captcha/CaptchaField'
import { useDialogs } from '@/dialogs/DialogState'
import { SiteDialog } from '@/dialogs/SiteDialog'
import styles from './Newsletter.module.css'
import { newsletterPath } from './paths'
import { type SignUpField, validateSignUp } from './validation'

export type NewsletterTexts = {
  title: string
  close: string
  intro: string
  email: string
  emailInvalid: string
  consent: string
  consentRequired: string
  captchaPending: string
  submit: string
  sending: string
  success: string
  failed: string
  captchaFailed: string
  tooMany: string
}

type Status =
  { kind: 'unsubmitted' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; message: string }

export default function NewsletterDialog({ texts, locale }: { texts: NewsletterTexts; locale: string }) {
  const { close } = useDialogs()
  const id = useId()
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const [captcha, setCaptcha] = useState<string | null>(null)
  // A new key gives a new widget with a new challenge: a sent solution is used up, whatever the answer was.
  const [captchaKey, setCaptchaKey] = useState(0)
  const [errors, setErrors] = useState<SignUpField[]>([])
  const [status, setStatus] = useState<Status>({ kind: 'unsubmitted' })
  // Issue #30: sent before the robot check finished, the sign-up waits for it and then goes by itself.
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false)
  const emailInput = useRef<HTMLInputElement>(null)
  const consentInput = useRef<HTMLInputElement>(null)
  const success = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (status.kind === 'success') success.current?.focus()
  }, [status.kind])

  const showErrors = (fields: SignUpField[]) => {
    setErrors(fields)
    if (fields.includes('email')) emailInput.current?.focus()
    else if (fields.includes('consent')) consentInput.current?.focus()
  }

  const send = async (token = captcha) => {
    if (status.kind === 'sending') return
    const checked = validateSignUp({ email, consent, captcha: token, locale })
    const fields = checked.ok
      ? []
      : checked.errors.filter((field): field is SignUpField => field !== 'locale')
    if (fields.length === 1 && fields[0] === 'captcha') {
      setErrors([])
      setWaitingForCaptcha(true)
      return
    }
    setWaitingForCaptcha(false)
    if (!checked.ok) {
      showErrors(fields)
      setStatus({ kind: 'unsubmitted' })
      return
    }
    setErrors([])
    setStatus({ kind: 'sending' })
    let next: Status
    try {
      const response = await fetch(newsletterPath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(checked.signUp),
      })
      const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: SignUpField[] }
      if (response.ok) next = { kind: 'success' }
      else if (response.status === 429) next = { kind: 'error', message: texts.tooMany }
      else if (body.error === 'captcha') next = { kind: 'error', message: texts.captchaFailed }
      else if (body.error === 'invalid' && body.fields?.some((f) => f === 'email' || f === 'consent')) {
        showErrors(body.fields.filter((f) => f === 'email' || f === 'consent'))
        next = { kind: 'unsubmitted' }
      } else next = { kind: 'error', message: texts.failed }
    } catch {
      next = { kind: 'error', message: texts.failed }
    }
    if (next.kind !== 'success') {
      setCaptcha(null)
      setCaptchaKey((key) => key + 1)
    }
    setStatus(next)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send()
  }

  // The robot check finished while the sign-up waited: send it (as it stands now).
  const solved = (token: string | null) => {
    setCaptcha(token)
    if (token && waitingForCaptcha) void send(token)
  }

  const emailError = errors.includes('email')
  const consentError = errors.includes('consent')
  const sending = status.kind === 'sending'
  return (
    <SiteDialog title={texts.title} closeLabel={texts.close} onClose={close}>
      {status.kind === 'success' ? (
        <p ref={success} className={styles.success} role="status" tabIndex={-1}>
          {texts.success}
        </p>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit} aria-describedby={`${id}-intro`}>
          <p id={`${id}-intro`} className={styles.intro}>
            {texts.intro}
          </p>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-email`}>
              {texts.email}
            </label>
            <input
              ref={emailInput}
              id={`${id}-email`}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={emailError}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
            />
            {emailError ? (
              <p id={`${id}-email-error`} className={styles.error}>
                {texts.emailInvalid}
              </p>
            ) : null}
          </div>
          <div className={styles.consent}>
            <input
              ref={consentInput}
              id={`${id}-consent`}
              className={styles.checkbox}
              type="checkbox"
              name="consent"
              required
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={consentError}
              aria-describedby={consentError ? `${id}-consent-error` : undefined}
            />
            <label htmlFor={`${id}-consent`}>{texts.consent}</label>
            {consentError ? (
              <p id={`${id}-consent-error`} className={styles.error}>
                {texts.consentRequired}
              </p>
            ) : null}
          </div>
          <input type="hidden" name="locale" value={locale} />
          <CaptchaField key={captchaKey} onChange={solved} solveNow={waitingForCaptcha} />
          {/* Present from the start, so screen readers announce the wait when it appears (aria-live). */}
          <p className={styles.waiting} role="status" aria-live="polite">
            {waitingForCaptcha && !captcha ? texts.captchaPending : null}
          </p>
          <button type="submit" className={styles.submit} aria-disabled={sending}>
            {sending ? texts.sending : texts.submit}
          </button>
          {status.kind === 'error' ? (
            <p className={styles.error} role="alert">
              {status.message}
            </p>
          ) : null}
        </form>
      )}
    </SiteDialog>
  )
}
