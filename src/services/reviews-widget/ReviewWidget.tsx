'use client'
// §1 review widget: its container and script appear only when configured and the visitor allowed marketing (§4);
// revoking consent takes effect on the next page, as a loaded script cannot be unloaded.
import { useEffect, useRef } from 'react'

import { useConsent } from '../consent/Consent'
import {
  reviewWidgetAttributes,
  reviewWidgetScriptUrl,
  type ReviewWidgetSettings,
  shouldLoadReviewWidget,
} from './widget'
import styles from './ReviewWidget.module.css'

type Bootstrap = { loadFromElement: (element: HTMLElement, forceReload?: boolean) => void }

export function ReviewWidget({
  settings,
  locale,
  reviewUrl,
  linkText,
}: {
  settings: ReviewWidgetSettings
  locale: string
  reviewUrl: string
  linkText: string
}) {
  const load = shouldLoadReviewWidget(settings, useConsent()?.consent)
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current
    if (!load || !element) return
    // Already loaded by an earlier page or block: it renders this container now.
    const bootstrap = (window as unknown as { Trustpilot?: Bootstrap }).Trustpilot
    if (bootstrap) return bootstrap.loadFromElement(element, true)
    // One script for every widget on the page; it renders the containers present when it runs.
    if (document.querySelector('script[data-review-widget]')) return
    const script = document.createElement('script')
    script.async = true
    script.src = reviewWidgetScriptUrl
    script.dataset.reviewWidget = ''
    document.head.append(script)
  }, [load])

  if (!load) return null
  return (
    <div
      ref={container}
      className={`trustpilot-widget ${styles.widget}`}
      style={{ minHeight: settings.height }}
      {...reviewWidgetAttributes(settings, locale)}
    >
      <a href={reviewUrl}>{linkText}</a>
    </div>
  )
}
