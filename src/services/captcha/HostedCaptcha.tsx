'use client'
// §1 bot protection, the hosted adapter's widget: the provider's script, rendered explicitly into our element.
// Every hosted provider shares the `render(element, { sitekey, callback, expired-callback })` API (./port.ts).
import { useEffect, useRef } from 'react'

import type { HostedCaptchaProviderName } from '@/config/site'

import type { CaptchaMode } from './port'
import { hostedCaptchaProviders } from './providers'

type RenderApi = {
  render: (element: HTMLElement, options: Record<string, unknown> & { sitekey: string }) => string | number
}

const loading = new Map<string, Promise<RenderApi>>()

/** Loads the provider's script once per page, resolving with its global when its onload callback fires. */
function loadProvider(provider: HostedCaptchaProviderName): Promise<RenderApi> {
  const known = loading.get(provider)
  if (known) return known
  const { scriptUrl, global } = hostedCaptchaProviders[provider]
  const callback = `__captchaLoaded_${provider}`
  const promise = new Promise<RenderApi>((resolve, reject) => {
    const registry = window as unknown as Record<string, unknown>
    registry[callback] = () => resolve(registry[global] as RenderApi)
    const script = document.createElement('script')
    script.src = `${scriptUrl}?render=explicit&onload=${callback}`
    script.async = true
    script.onerror = () => {
      loading.delete(provider)
      reject(new Error(`The ${provider} captcha did not load`))
    }
    document.head.append(script)
  })
  loading.set(provider, promise)
  return promise
}

export function HostedCaptcha({
  mode,
  onChange,
}: {
  mode: Extract<CaptchaMode, { siteKey: string }>
  onChange: (token: string | null) => void
}) {
  const element = useRef<HTMLDivElement>(null)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  useEffect(() => {
    let current = true
    loadProvider(mode.provider).then(
      (api) => {
        if (!current || !element.current) return
        api.render(element.current, {
          sitekey: mode.siteKey,
          callback: (token: string) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
          'error-callback': () => onChangeRef.current(null),
        })
      },
      (error: unknown) => console.warn(error),
    )
    return () => {
      current = false
    }
  }, [mode.provider, mode.siteKey])

  return <div ref={element} />
}
