// The hosted services the configuration turns on, and the hosts their adapters need in the page policy (ARCHITECTURE
// "Ports"): each service's providers.ts picks its adapter, each adapter declares its own hosts; this only composes.
import type { HostedCaptchaProviderName, SiteConfig } from '@/config/site'
import type { CspHosts } from '@/lib/csp'

import { hostedTagManager } from './analytics/providers'
import { hostedCaptchaProviders } from './captcha/providers'
import { hostedChat } from './chat/providers'
import { hostedConsent } from './consent/providers'
import { errorReportingProvider } from './error-reporting/providers'
import { reviewWidgetProvider } from './reviews-widget/providers'
import { composeSources, type ExtraSources } from '@/server/security/headers'

export type HostedServices = Pick<
  SiteConfig['providers'],
  'consentId' | 'tagManagerId' | 'chatAppId' | 'browserErrorReportingDsn'
> & {
  /** §1 review widget: configured when present. */
  reviewsWidget?: object
  /** §1 hosted captcha (CAPTCHA_PROVIDER). */
  captchaProvider?: HostedCaptchaProviderName
}

/** The configured hosted adapters' hosts, in a fixed order; none for the embedded defaults. */
export function configuredCspHosts(services: HostedServices): CspHosts[] {
  const { consentId, tagManagerId, chatAppId, reviewsWidget, captchaProvider, browserErrorReportingDsn } =
    services
  return [
    consentId ? hostedConsent.cspHosts : undefined,
    tagManagerId ? hostedTagManager.cspHosts : undefined,
    chatAppId ? hostedChat.cspHosts : undefined,
    reviewsWidget ? reviewWidgetProvider.cspHosts : undefined,
    captchaProvider ? hostedCaptchaProviders[captchaProvider].cspHosts : undefined,
    browserErrorReportingDsn ? errorReportingProvider.cspHosts(browserErrorReportingDsn) : undefined,
  ].filter((hosts) => hosts !== undefined)
}

/** The page policy's extra sources for a configuration: the union of its hosted adapters' hosts. */
export function sourcesFor(services: HostedServices): ExtraSources {
  return composeSources(configuredCspHosts(services))
}
