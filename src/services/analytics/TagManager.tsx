'use client'
// §7 tag manager: its container loads only when configured and when the visitor allowed statistics (§4, §5).
// Revoking consent takes effect on the next page: a loaded container cannot be unloaded.
import { useEffect } from 'react'

import { useConsent } from '../consent/Consent'

export const tagManagerScriptUrl = 'https://www.googletagmanager.com/gtm.js'

export function TagManager({ containerId }: { containerId: string }) {
  const statistics = useConsent()?.consent.statistics === true
  useEffect(() => {
    if (!statistics || document.querySelector('script[data-tag-manager]')) return
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= [])
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    const script = document.createElement('script')
    script.async = true
    script.src = `${tagManagerScriptUrl}?id=${encodeURIComponent(containerId)}`
    script.dataset.tagManager = ''
    document.head.append(script)
  }, [statistics, containerId])
  return null
}
