'use client'
// §1 review widget: its container and script appear only when configured and the visitor allowed marketing (§4);
// revoking consent takes effect on the next page, as a loaded script cannot be unloaded.
import { useEffect, useRef } from 'react'

import { useConsent } from '../consent/Consent'
import type { ReviewWidgetSettings } from './port'
import styles from './ReviewWidget.module.css'
import { reviewWidgetProvider as provider } from './providers'
import { shouldLoadReviewWidget } from './widget'

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
    if (provider.renderLate(element)) return
    // One script for every widget on the page; it renders the containers present when it runs.
    if (document.querySelector('script[data-review-widget]')) return
    const script = document.createElement('script')
    script.async = true
    script.src = provider.scriptUrl
    script.dataset.reviewWidget = ''
    document.head.append(script)
  }, [load])

  if (!load) return null
  return (
    <div
      ref={container}
      className={`${provider.containerClass} ${styles.widget}`}
      style={{ minHeight: settings.height }}
      {...provider.attributes(settings, locale)}
    >
      <a href={reviewUrl}>{linkText}</a>
    </div>
  )
}
