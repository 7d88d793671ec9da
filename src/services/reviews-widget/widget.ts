// §1 review widget (a hosted TrustBox-style widget): when it may load, and what its container tells the provider.
import type { ConsentState } from '@/cookies/cookies'

/** The provider's bootstrap script; it turns every `.trustpilot-widget` container into the widget. */
export const reviewWidgetScriptUrl = 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js'

/**
 * §4: the consent category the widget needs. Marketing: the provider's script sets its own cookies and
 * recognises visitors across the sites that embed it, which is neither necessary nor a preference of ours.
 */
export const reviewWidgetConsentCategory = 'marketing' satisfies keyof ConsentState

export interface ReviewWidgetSettings {
  businessUnitId: string
  templateId: string
  /** The template's height (CSS pixels), reserved before the widget renders. */
  height: string
}

/** §1, §4: the widget loads only when it is configured and the visitor allowed its consent category. */
export function shouldLoadReviewWidget(
  settings: Partial<ReviewWidgetSettings> | undefined,
  consent: ConsentState | null | undefined,
): boolean {
  const configured = Boolean(settings?.businessUnitId && settings.templateId)
  return configured && consent?.[reviewWidgetConsentCategory] === true
}

/** The provider's locale form of a site locale: sv-se → sv-SE. */
export function reviewWidgetLocale(locale: string): string {
  const [language = 'en', region] = locale.split('-')
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase()
}

/** The data attributes the bootstrap script reads from the widget's container. */
export function reviewWidgetAttributes(settings: ReviewWidgetSettings, locale: string) {
  return {
    'data-locale': reviewWidgetLocale(locale),
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
