// The Google Tag Manager adapter: the container's script, started through the data layer (§7 "Analytics").
import type { CspHosts } from '@/lib/csp'

import type { HostedTagManagerAdapter, TagManagerProvider } from './port'

export const tagManagerScriptUrl = 'https://www.googletagmanager.com/gtm.js'

/** The container's own tags load from these too; a custom-HTML tag with inline script is refused (README). */
export const cspHosts = {
  'script-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} satisfies CspHosts

export function googleTagManagerProvider(target: Window = window): TagManagerProvider {
  return {
    load(containerId) {
      if (target.document.querySelector('script[data-tag-manager]')) return
      const layer = ((target as unknown as { dataLayer?: unknown[] }).dataLayer ??= [])
      layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      const script = target.document.createElement('script')
      script.async = true
      script.src = `${tagManagerScriptUrl}?id=${encodeURIComponent(containerId)}`
      script.dataset.tagManager = ''
      target.document.head.append(script)
    },
  }
}

export const googleTagManager = {
  cspHosts,
  create: googleTagManagerProvider,
} satisfies HostedTagManagerAdapter
