// The page policy names a hosted provider's hosts only when it is configured (§1 review widget, §8 error reporting).
import { describe, expect, it } from 'vitest'

import { pageContentSecurityPolicy, sourcesFor } from './headers'

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('error reporting in the page policy', () => {
  it('lets the browser reach the DSN’s host, without its key or path, only when configured', () => {
    const policy = pageContentSecurityPolicy(
      'n',
      sourcesFor({ browserErrorReportingDsn: 'https://public-key@o12.ingest.example.io/345' }),
    )
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://o12.ingest.example.io")
    expect(policy).not.toContain('public-key')
    expect(directive(pageContentSecurityPolicy('n', sourcesFor({})), 'connect-src')).toBe(
      "connect-src 'self'",
    )
  })
})

describe('the review widget in the page policy', () => {
  it('adds its host to script, connect and frame sources only when configured', () => {
    const configured = pageContentSecurityPolicy('n', sourcesFor({ reviewsWidget: {} }))
    for (const name of ['script-src', 'connect-src', 'frame-src']) {
      expect(directive(configured, name)).toContain('https://widget.trustpilot.com')
    }
    expect(directive(configured, 'script-src')).toContain("'nonce-n' 'strict-dynamic'")
    expect(pageContentSecurityPolicy('n', sourcesFor({}))).not.toContain('trustpilot')
  })
})
