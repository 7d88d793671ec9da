// §1 review widget: the port every review-widget provider implements; ReviewWidget.tsx only talks to this.
import type { HostedAdapter } from '../port'

export interface ReviewWidgetSettings {
  businessUnitId: string
  templateId: string
  /** The template's height (CSS pixels), reserved before the widget renders. */
  height: string
}

export interface ReviewWidgetProvider extends HostedAdapter {
  /** The provider's bootstrap script; it turns every container present when it runs into the widget. */
  scriptUrl: string
  /** The class by which the provider's script finds a container. */
  containerClass: string
  /** The data attributes the provider's script reads from a container. */
  attributes(settings: ReviewWidgetSettings, locale: string): Record<string, string>
  /** The provider's public page of the shop's reviews: the container's link until the widget has rendered. */
  pageUrl(productDomain: string): string
  /** Renders a container added after the script has run; false when the script has not loaded yet. */
  renderLate(element: HTMLElement, target?: Window): boolean
}
