'use client'
// §3 ContactForms and §4 "CMS form block" in the browser: the visitor's answers, checked by the route's own rules
// (validateValues) before sending, a captcha (§1), then unsubmitted → sending → success or error (§8 text).
// Nothing typed is lost: on any error the inputs keep their values and only the used captcha is replaced.
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { CaptchaField } from '@/services/captcha/CaptchaField'

import styles from './Form.inline.pcss'
import {
  type FieldError,
  type FieldErrors,
  type FieldSpec,
  type FormValue,
  type InputFieldSpec,
  isInputField,
  validateValues,
} from './spec'

export type FormTexts = {
  submit: string
  sending: string
  optional: string
  /** §8: 'Form submission error :( Please check your answers and try again' unless the editor set another. */
  error: string
  tooMany: string
  captchaPending: string
  captchaFailed: string
  selectPlaceholder: string
  errors: Record<FieldError, string>
}

/** A field as the view shows it: an input, or an editor's message rendered on the server. */
export type ViewField = InputFieldSpec | { kind: 'message'; name: string; content: ReactNode }

export type FormStatus = 'unsubmitted' | 'sending' | 'success' | 'error'

type Props = {
  /** The submit route (POST, JSON). */
  action: string
  /** What the route needs besides the answers: the form type or form id, and the page's locale. */
  target: Record<string, string | number>
  fields: ViewField[]
  texts: FormTexts
  /** Shown on success (the form's confirmation message, or the block's default thanks). */
  confirmation: ReactNode
  /** After success, go here instead (the form's redirect; site paths and https only). */
  redirect?: string
  submitLabel?: string
  /** The accessible name of the form. */
  label: string
}

function initialValues(fields: ViewField[]): Record<string, FormValue> {
  const values: Record<string, FormValue> = {}
  for (const field of fields) {
    if (!isInputField(field)) continue
    values[field.name] = field.defaultValue ?? (field.kind === 'checkbox' ? false : '')
  }
  return values
}

export function FormView({
  action,
  target,
  fields,
  texts,
  confirmation,
  redirect,
  submitLabel,
  label,
}: Props) {
  const id = useId()
  const [values, setValues] = useState(() => initialValues(fields))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<FormStatus>('unsubmitted')
  const [message, setMessage] = useState<string | null>(null)
  const [captcha, setCaptcha] = useState<string | null>(null)
  // Issue #30: sent before the robot check finished, the form waits for it and then goes by itself.
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false)
  // A new key gives a new widget and challenge: a sent solution is used up, whatever the answer was.
  const [captchaKey, setCaptchaKey] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  // Guards against a second submit in the same tick, before the 'sending' state has rendered.
  const inFlight = useRef(false)
  const success = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (status === 'success') success.current?.focus()
  }, [status])

  const specs: FieldSpec[] = fields.map((field) =>
    isInputField(field) ? field : { kind: 'message', name: field.name },
  )

  const showFieldErrors = (next: FieldErrors) => {
    setErrors(next)
    const first = fields.find((field) => next[field.name])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first.name)}"]`)?.focus()
  }

  const fail = (text: string) => {
    setMessage(text)
    setStatus('error')
    setCaptcha(null)
    setCaptchaKey((key) => key + 1)
  }

  const send = async (token = captcha) => {
    if (status === 'sending') return
    const checked = validateValues(specs, values)
    if (!checked.ok) {
      setWaitingForCaptcha(false)
      showFieldErrors(checked.errors)
      return
    }
    setErrors({})
    if (!token) {
      setWaitingForCaptcha(true)
      return
    }
    setWaitingForCaptcha(false)
    if (inFlight.current) return
    inFlight.current = true
    setStatus('sending')
    setMessage(null)
    let body: Partial<{ status: string; error: string; fields: FieldErrors }> = {}
    let response: Response
    try {
      response = await fetch(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...target, values: checked.values, captcha: token }),
      })
      body = (await response.json().catch(() => ({}))) as typeof body
    } catch {
      return fail(texts.error)
    } finally {
      inFlight.current = false
    }
    if (response.ok && body.status === 'sent') {
      if (redirect) window.location.assign(redirect)
      setStatus('success')
      return
    }
    if (response.status === 429) return fail(texts.tooMany)
    if (body.error === 'captcha') return fail(texts.captchaFailed)
    if (body.error === 'invalid' && body.fields) showFieldErrors(body.fields)
    fail(texts.error)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send()
  }

  // The robot check finished while the form waited: send what the visitor sent (as it stands now).
  const solved = (token: string | null) => {
    setCaptcha(token)
    if (token && waitingForCaptcha) void send(token)
  }

  if (status === 'success') {
    return (
      <div ref={success} className={styles.success} role="status" tabIndex={-1} data-state="success">
        {confirmation}
      </div>
    )
  }

  const sending = status === 'sending'
  return (
    // method/action: before hydration (or without JavaScript) the answers are posted to the route, never put in the
    // page's URL by a default GET.
    <form
      ref={form}
      className={styles.form}
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      aria-label={label}
      aria-busy={sending}
      data-state={status}
    >
      {Object.entries(target).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.fields}>
        {fields.map((field) =>
          isInputField(field) ? (
            <Input
              key={field.name}
              id={`${id}-${field.name}`}
              field={field}
              value={values[field.name]}
              error={errors[field.name] ? texts.errors[errors[field.name]!] : undefined}
              texts={texts}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field.name]: value }))
                // A corrected answer loses its error message; the check runs again on submit.
                setErrors(({ [field.name]: _, ...rest }) => rest)
              }}
            />
          ) : (
            <div key={field.name} className={styles.message}>
              {field.content}
            </div>
          ),
        )}
      </div>
      <CaptchaField key={captchaKey} onChange={solved} solveNow={waitingForCaptcha} />
      {/* Present from the start, so screen readers announce the wait when it appears (aria-live). */}
      <p className={styles.waiting} role="status" aria-live="polite">
        {waitingForCaptcha && !captcha ? texts.captchaPending : null}
      </p>
      <button type="submit" className={styles.submit} aria-disabled={sending}>
        {sending ? texts.sending : submitLabel || texts.submit}
      </button>
      {status === 'error' && message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </form>
  )
}

function Input({
  id,
  field,
  value,
  error,
  texts,
  onChange,
}: {
  id: string
  field: InputFieldSpec
  value: FormValue | undefined
  error: string | undefined
  texts: FormTexts
  onChange: (value: FormValue) => void
}) {
  const describedBy = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
  }
  const width = field.width && field.width > 0 && field.width < 100 ? field.width : undefined
  const style = width ? { flexBasis: `calc(${width}% - var(--space-s))` } : undefined
  const labelText = (
    <>
      {field.label}
      {field.required ? null : <span className={styles.optional}> ({texts.optional})</span>}
    </>
  )
  const notes = (
    <>
      {field.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  )

  if (field.kind === 'checkbox') {
    return (
      <div className={`${styles.field} ${styles.checkboxField}`} style={style}>
        <input
          {...common}
          className={styles.checkbox}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{labelText}</label>
        {notes}
      </div>
    )
  }
  const text = value === undefined || typeof value === 'boolean' ? '' : String(value)
  return (
    <div className={styles.field} style={style}>
      <label className={styles.label} htmlFor={id}>
        {labelText}
      </label>
      {field.kind === 'textarea' ? (
        <textarea
          {...common}
          className={`${styles.input} ${styles.textarea}`}
          rows={6}
          maxLength={field.maxLength}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : field.kind === 'select' ? (
        <select
          {...common}
          className={styles.input}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{field.placeholder || texts.selectPlaceholder}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          className={styles.input}
          type={field.kind === 'number' ? 'text' : field.kind}
          inputMode={field.kind === 'number' ? 'decimal' : field.kind === 'email' ? 'email' : undefined}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {notes}
    </div>
  )
}
