// ARCHITECTURE "Ports": each hosted adapter declares its own hosts; the page policy of a configuration is the union
// of its configured adapters' hosts, nothing more, in the order of the services.
import { describe, expect, it } from 'vitest'

import type { CspDirective, CspHosts } from '@/lib/csp'

import { googleTagManager } from './analytics/googleTagManager'
import { hcaptcha } from './captcha/hcaptcha'
import { intercom } from './chat/intercom'
import { cookiebot } from './consent/cookiebot'
import { type HostedServices, sourcesFor } from './hostedServices'
import { trustpilot } from './reviews-widget/trustpilot'
import { pageContentSecurityPolicy } from '@/server/security/headers'

const adapters: [keyof HostedServices, unknown, CspHosts][] = [
  ['consentId', 'cookiebot-id', cookiebot.cspHosts],
  ['tagManagerId', 'GTM-X', googleTagManager.cspHosts],
  ['chatAppId', 'app-id', intercom.cspHosts],
  ['reviewsWidget', { businessUnitId: 'u', templateId: 't', height: '150px' }, trustpilot.cspHosts],
  ['captchaProvider', 'hcaptcha', hcaptcha.cspHosts],
  [
    'browserErrorReportingDsn',
    'https://key@o1.ingest.example.io/2',
    { 'connect-src': ['https://o1.ingest.example.io'] },
  ],
]

const directives: CspDirective[] = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
]

const sources = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

const embeddedPolicy = pageContentSecurityPolicy([])

describe('the page policy of a configuration', () => {
  it('adds nothing for the embedded defaults', () => {
    expect(pageContentSecurityPolicy([], sourcesFor({}))).toBe(embeddedPolicy)
  })

  it.each(adapters)('with %s: exactly its adapter’s hosts, after the site’s own', (service, value, hosts) => {
    const policy = pageContentSecurityPolicy([], sourcesFor({ [service]: value }))
    for (const directive of directives) {
      expect(sources(policy, directive)).toEqual([
        ...sources(embeddedPolicy, directive),
        ...(hosts[directive] ?? []),
      ])
    }
  })

  it('with every service: the union of the adapters’ hosts, directive by directive', () => {
    const policy = pageContentSecurityPolicy(
      [],
      sourcesFor(Object.fromEntries(adapters.map(([service, value]) => [service, value]))),
    )
    for (const directive of directives) {
      expect(sources(policy, directive)).toEqual([
        ...sources(embeddedPolicy, directive),
        ...adapters.flatMap(([, , hosts]) => hosts[directive] ?? []),
      ])
    }
  })
})
