// §1 bot protection under the page policy: the ALTCHA widget solves in blob: web workers, injects its own <style>
// and fetches its challenge from this origin; the public pages' policy must allow exactly that.
import { describe, expect, it } from 'vitest'

import { pageContentSecurityPolicy } from '@/server/security/headers'

import { sourcesFor } from '../hostedServices'
import { captchaChallengePath } from './port'

const directives = new Map(
  pageContentSecurityPolicy([])
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .map(([name = '', ...sources]) => [name, sources] as const),
)

describe('the page policy and the captcha widget', () => {
  it('lets the widget start its proof-of-work workers from blob: URLs', () => {
    expect(directives.get('worker-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']))
  })

  it('lets the widget inject its styles', () => {
    expect(directives.get('style-src')).toContain("'unsafe-inline'")
  })

  it('lets the widget fetch its challenge from the site itself', () => {
    expect(captchaChallengePath.startsWith('/')).toBe(true)
    expect(directives.get('connect-src')).toContain("'self'")
  })
})

describe('the page policy and a hosted captcha', () => {
  it('lets a configured provider load its script and frame, and adds nothing for the embedded ALTCHA', () => {
    const policy = pageContentSecurityPolicy([], sourcesFor({ captchaProvider: 'turnstile' }))
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src '))
    expect(scripts).toContain('https://challenges.cloudflare.com')
    expect(pageContentSecurityPolicy([], sourcesFor({}))).not.toContain('cloudflare')
  })
})
