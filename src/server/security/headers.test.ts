// The page policy names a hosted provider's hosts only when it is configured (§1 review widget, §8 error reporting).
import { describe, expect, it } from 'vitest'

import { sourcesFor } from '@/services/hostedServices'

import { pageContentSecurityPolicy } from './headers'

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('error reporting in the page policy', () => {
  it('lets the browser reach the DSN’s host, without its key or path, only when configured', () => {
    const policy = pageContentSecurityPolicy(
      [],
      sourcesFor({ browserErrorReportingDsn: 'https://public-key@o12.ingest.example.io/345' }),
    )
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://o12.ingest.example.io")
    expect(policy).not.toContain('public-key')
    expect(directive(pageContentSecurityPolicy([], sourcesFor({})), 'connect-src')).toBe("connect-src 'self'")
  })
})

describe('the review widget in the page policy', () => {
  it('adds its host to script, connect and frame sources only when configured', () => {
    const configured = pageContentSecurityPolicy(["'sha256-a'"], sourcesFor({ reviewsWidget: {} }))
    for (const name of ['script-src', 'connect-src', 'frame-src']) {
      expect(directive(configured, name)).toContain('https://widget.trustpilot.com')
    }
    expect(directive(configured, 'script-src')).toBe(
      "script-src 'self' 'sha256-a' https://widget.trustpilot.com",
    )
    expect(pageContentSecurityPolicy([], sourcesFor({}))).not.toContain('trustpilot')
  })
})

describe('the page policy of a page version (issue #22)', () => {
  it('allows scripts from the site and inline ones only by hash: no nonce, no unsafe-inline, no strict-dynamic', () => {
    const policy = pageContentSecurityPolicy(["'sha256-a'", "'sha256-b'"])
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'")
    expect(policy).not.toMatch(/nonce|unsafe-inline'[^;]*;?\s*$|strict-dynamic/)
  })

  it("names each configured provider's script hosts beside its other hosts", () => {
    const policy = pageContentSecurityPolicy([], sourcesFor({ tagManagerId: 'GTM-X', chatAppId: 'c' }))
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(policy, 'script-src')).toContain('https://widget.intercom.io')
  })
})
