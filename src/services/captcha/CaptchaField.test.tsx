// @vitest-environment happy-dom
// §1 bot protection in a form: the field renders the real ALTCHA widget (fetched on mount) pointed at our challenge
// route, reports its payload and its loss; a hosted captcha never loads before the consent it needs; nothing is
// asked or loaded before the form nears the viewport.
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  controlledIntersectionObserver,
  createTestRoot,
  removeTestRoot,
  settle,
} from '../../../tests/support/clientRoot'
import { CaptchaField } from './CaptchaField'
import type { CaptchaMode } from './port'

let mode: CaptchaMode
let asked: string[]
// The test decides when the field nears the viewport.
let viewport: ReturnType<typeof controlledIntersectionObserver>
let root: Root
let container: HTMLElement

beforeEach(() => {
  mode = { provider: 'altcha' }
  asked = []
  viewport = controlledIntersectionObserver()
  vi.stubGlobal('IntersectionObserver', viewport.Observer)
  document.documentElement.lang = 'sv-SE'
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(String(input))
    const url = new URL(String(input), 'http://localhost')
    if (url.searchParams.has('provider')) return Response.json(mode)
    return new Response(null, { status: 503 })
  })
  ;({ root, container } = createTestRoot('form'))
})

afterEach(() => {
  removeTestRoot(root, container)
  vi.unstubAllGlobals()
})

async function comesNear() {
  await act(async () => viewport.report(true))
  await settle()
}

async function render(onChange: (payload: string | null) => void) {
  await act(async () => root.render(<CaptchaField onChange={onChange} />))
  await comesNear()
}

describe('CaptchaField below the fold', () => {
  it('asks and loads nothing until the form nears the viewport', async () => {
    await act(async () => root.render(<CaptchaField onChange={() => {}} />))
    await settle()
    expect(asked).toEqual([])
    expect(container.querySelector('altcha-widget')).toBeNull()
    await comesNear()
    expect(asked[0]).toBe('/captcha/challenge?provider&locale=sv-se')
    expect(container.querySelector('altcha-widget')).not.toBeNull()
  })
})

describe('CaptchaField with the embedded ALTCHA', () => {
  it('asks which adapter to use in the page’s language, then shows the widget on our challenge route', async () => {
    await render(() => {})
    expect(asked[0]).toBe('/captcha/challenge?provider&locale=sv-se')
    // React 19 sets a defined custom element's settings as properties.
    const widget = container.querySelector('altcha-widget') as unknown as Record<string, unknown>
    expect(widget.challenge).toBe('/captcha/challenge')
    expect(widget.auto).toBe('onfocus')
    // The widget's own hidden field carries the payload in a plain form post.
    expect(widget.name).toBe('captcha')
    expect(container.querySelector('input[type="hidden"][name="captcha"]')).not.toBeNull()
  })

  it('reports the payload when solved and null when it expires or fails', async () => {
    const reported: (string | null)[] = []
    await render((payload) => reported.push(payload))
    const widget = container.querySelector('altcha-widget')!
    const state = (detail: object) =>
      act(async () => {
        widget.dispatchEvent(new CustomEvent('statechange', { detail }))
      })
    await state({ state: 'verified', payload: 'p1' })
    await state({ state: 'expired' })
    await state({ state: 'verified', payload: 'p2' })
    await state({ state: 'error' })
    expect(reported).toEqual(['p1', null, 'p2', null])
  })
})

describe('CaptchaField with a hosted provider', () => {
  it('loads no provider script without consent and says why', async () => {
    mode = {
      provider: 'turnstile',
      siteKey: 'site-key',
      texts: { consentNeeded: 'Needs consent', openSettings: 'Cookie settings' },
    }
    await render(() => {})
    expect(container.textContent).toContain('Needs consent')
    expect(container.querySelector('button')?.textContent).toBe('Cookie settings')
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull()
    expect(container.querySelector('altcha-widget')).toBeNull()
  })
})
