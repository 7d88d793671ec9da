// The TrustBox-style review widget adapter (§1): its bootstrap script, its container's attributes and its hosts.
import { bcp47 } from '@/i18n/locales'
import type { CspHosts } from '@/lib/csp'

import type { ReviewWidgetProvider, ReviewWidgetSettings } from './port'

/** The provider's bootstrap script; it turns every `.trustpilot-widget` container into the widget. */
export const reviewWidgetScriptUrl = 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js'

/** Its bootstrap script, which renders the widget in a frame from the same host. */
export const cspHosts = {
  'script-src': ['https://widget.trustpilot.com'],
  'connect-src': ['https://widget.trustpilot.com'],
  'frame-src': ['https://widget.trustpilot.com'],
} satisfies CspHosts

/** The data attributes the bootstrap script reads from the widget's container. */
export function reviewWidgetAttributes(settings: ReviewWidgetSettings, locale: string) {
  return {
    'data-locale': bcp47(locale),
    'data-template-id': settings.templateId,
    'data-businessunit-id': settings.businessUnitId,
    'data-style-height': settings.height,
    'data-style-width': '100%',
    'data-theme': 'light',
  }
}

/** The provider's public page of the shop's reviews: the container's link until the widget has rendered. */
export function reviewPageUrl(productDomain: string): string {
  return `https://www.trustpilot.com/review/${encodeURIComponent(productDomain)}`
}

type Bootstrap = { loadFromElement: (element: HTMLElement, forceReload?: boolean) => void }

export const trustpilot: ReviewWidgetProvider = {
  scriptUrl: reviewWidgetScriptUrl,
  containerClass: 'trustpilot-widget',
  attributes: reviewWidgetAttributes,
  pageUrl: reviewPageUrl,
  renderLate(element, target = window) {
    // Already loaded by an earlier page or block: it renders this container now.
    const bootstrap = (target as unknown as { Trustpilot?: Bootstrap }).Trustpilot
    bootstrap?.loadFromElement(element, true)
    return Boolean(bootstrap)
  },
  cspHosts,
}
