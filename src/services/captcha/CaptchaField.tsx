'use client'
// §1 bot protection in a form: the embedded ALTCHA widget (self-hosted proof of work, solved in a web worker when
// the form gets focus, or on click), or the hosted provider's widget once the visitor's consent allows it.
// The payload reaches the form as onChange and as the `captcha` field of a plain form post.
import type {} from 'altcha/types/react'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

import { useConsent } from '../consent/Consent'
import { type Language, languageOf } from '@/i18n/locales'
import { useNearViewport } from '@/react/useNearViewport'
import styles from './Captcha.module.css'
import { HostedCaptcha } from './HostedCaptcha'
import { captchaChallengePath, captchaFieldName, type CaptchaMode } from './port'

// The widget's own translations for the nine languages (§2); English is built in.
const widgetTranslations: Partial<Record<Language, () => Promise<unknown>>> = {
  da: () => import('altcha/i18n/da'),
  de: () => import('altcha/i18n/de'),
  es: () => import('altcha/i18n/es-es'),
  fr: () => import('altcha/i18n/fr-fr'),
  it: () => import('altcha/i18n/it'),
  nb: () => import('altcha/i18n/nb'),
  nl: () => import('altcha/i18n/nl'),
  sv: () => import('altcha/i18n/sv'),
}

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code'
type WidgetElement = HTMLElement & { getState: () => WidgetState; verify: () => Promise<unknown> }

export function CaptchaField({
  onChange,
  label,
  solveNow = false,
}: {
  onChange: (payload: string | null) => void
  /** Replaces the widget's "I'm not a robot". */
  label?: string
  /** The form was sent and waits for the check (issue #30): the embedded widget starts solving if it has not. */
  solveNow?: boolean
}) {
  const [mode, setMode] = useState<CaptchaMode | null>(null)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])
  // A form further down the page asks and loads nothing (the widget is 30 KB compressed) until a visitor nears it.
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  const near = useNearViewport(box)

  useEffect(() => {
    if (!near) return
    let current = true
    const locale = encodeURIComponent(document.documentElement.lang.toLowerCase())
    fetch(`${captchaChallengePath}?provider&locale=${locale}`, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<CaptchaMode>) : Promise.reject()))
      // Without an answer the embedded widget still runs; its own challenge request reports the failure.
      .catch((): CaptchaMode => ({ provider: 'altcha' }))
      .then((next) => current && setMode(next))
    return () => {
      current = false
    }
  }, [near])

  const report = useCallback((payload: string | null) => onChangeRef.current(payload), [])
  if (!mode) return <div ref={setBox} aria-hidden="true" className={styles.widget} />
  if (mode.provider === 'altcha') return <AltchaWidget label={label} onChange={report} solveNow={solveNow} />
  return <HostedCaptchaGate mode={mode} onChange={report} />
}

function AltchaWidget({
  label,
  onChange,
  solveNow,
}: {
  label?: string
  onChange: (payload: string | null) => void
  solveNow: boolean
}) {
  const widget = useRef<WidgetElement | null>(null)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    let current = true
    // Fetched on mount, so the widget costs no first-load JavaScript.
    import('altcha')
      .then(() => {
        const language = languageOf(document.documentElement.lang)
        return widgetTranslations[language]?.().then(() => language) ?? language
      })
      .then((language) => {
        if (label) {
          const strings = globalThis.$altcha.i18n.get(language) ?? globalThis.$altcha.i18n.get('en')
          globalThis.$altcha.i18n.set(language, { ...strings, label })
        }
        if (current) setLoaded(true)
      })
      .catch((error: unknown) => console.warn('The captcha widget did not load', error))
    return () => {
      current = false
    }
  }, [label])

  // Attached before the widget mounts (a microtask after insertion), so its `load` event is never missed.
  useLayoutEffect(() => {
    const element = widget.current
    if (!element || !loaded) return
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: WidgetState; payload?: string }>).detail
      onChange(state === 'verified' && payload ? payload : null)
    }
    // A visitor who started typing before the widget arrived has already focused the form: start solving now.
    const onLoad = () => {
      if (element.closest('form')?.contains(document.activeElement) && element.getState() === 'unverified') {
        void element.verify()
      }
    }
    element.addEventListener('statechange', onState)
    element.addEventListener('load', onLoad)
    return () => {
      element.removeEventListener('statechange', onState)
      element.removeEventListener('load', onLoad)
    }
  }, [loaded, onChange])

  useEffect(() => {
    const element = widget.current
    if (solveNow && loaded && element?.getState?.() === 'unverified') void element.verify()
  }, [solveNow, loaded])

  // The box is reserved until the widget and its language are loaded, so it appears once, translated.
  if (!loaded) return <div aria-hidden="true" className={styles.widget} />
  return (
    // The widget renders its hidden `captcha` input itself, so plain form posts carry the payload.
    <altcha-widget
      ref={widget}
      challenge={captchaChallengePath}
      name={captchaFieldName}
      auto="onfocus"
      type="checkbox"
      className={styles.widget}
      suppressHydrationWarning
    />
  )
}

function HostedCaptchaGate({
  mode,
  onChange,
}: {
  mode: Extract<CaptchaMode, { siteKey: string }>
  onChange: (payload: string | null) => void
}) {
  const consent = useConsent()
  const [token, setToken] = useState<string | null>(null)
  // The hosted provider's script may set cookies, so it waits for preferences consent like the chat (issue #7).
  if (!consent?.consent.preferences) {
    return (
      <p>
        {mode.texts.consentNeeded}{' '}
        <button type="button" onClick={() => consent?.showPreferences()}>
          {mode.texts.openSettings}
        </button>
      </p>
    )
  }
  return (
    <>
      <HostedCaptcha
        mode={mode}
        onChange={(next) => {
          setToken(next)
          onChange(next)
        }}
      />
      <input type="hidden" name={captchaFieldName} value={token ?? ''} />
    </>
  )
}
