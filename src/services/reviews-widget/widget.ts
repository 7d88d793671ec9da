// §1 review widget (a hosted TrustBox-style widget): when it may load (./providers.ts picks who renders it).
import type { ConsentState } from '@/cookies/cookies'
import type { ReviewWidgetSettings } from './port'

/**
 * §4: the consent category the widget needs. Marketing: the provider's script sets its own cookies and
 * recognises visitors across the sites that embed it, which is neither necessary nor a preference of ours.
 */
export const reviewWidgetConsentCategory = 'marketing' satisfies keyof ConsentState

/** §1, §4: the widget loads only when it is configured and the visitor allowed its consent category. */
export function shouldLoadReviewWidget(
  settings: Partial<ReviewWidgetSettings> | undefined,
  consent: ConsentState | null | undefined,
): boolean {
  const configured = Boolean(settings?.businessUnitId && settings.templateId)
  return configured && consent?.[reviewWidgetConsentCategory] === true
}
