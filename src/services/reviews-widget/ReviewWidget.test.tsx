// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
// §1, §4: in the browser, under the real embedded consent banner, the review widget's container and script appear
// only after the visitor allows marketing.
import { act } from 'react'
import type { Root } from 'react-dom/client'
import * as CookieConsent from 'vanilla-cookieconsent'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { createTestRoot, settle } from '../../../tests/support/clientRoot'
import en from '../../../locales/en/common.json'
import { Consent, type ConsentSettings } from '../consent/Consent'
import { ReviewWidget } from './ReviewWidget'
import { reviewWidgetScriptUrl } from './trustpilot'

const settings: ConsentSettings = {
  brandId: 'lumibook',
  productDomain: 'localhost',
  previewHosts: [],
  language: 'en',
  texts: en.consent,
}
const widget = { businessUnitId: 'unit-1', templateId: 'template-1', height: '150px' }

let root: Root
let container: HTMLElement

const scripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[data-review-widget]')].map((s) => s.src)

async function answerBanner(name: string) {
  await settle(10)
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)
  expect(button, `the banner's "${name}" button`).toBeDefined()
  await act(() => button!.click())
  await settle(10)
}

beforeEach(async () => {
  ;({ root, container } = createTestRoot())
  await act(() =>
    root.render(
      <Consent settings={settings}>
        <ReviewWidget settings={widget} locale="sv-se" reviewUrl="https://r.example" linkText="All reviews" />
        {/* A second Reviews block on the same page shares the one script. */}
        <ReviewWidget settings={widget} locale="sv-se" reviewUrl="https://r.example" linkText="All reviews" />
      </Consent>,
    ),
  )
})

afterEach(() => {
  act(() => root.unmount())
  // The banner library keeps one state per page: each test starts as a first visit.
  CookieConsent.reset(true)
  document.body.innerHTML = ''
  document.head.querySelectorAll('script[data-review-widget]').forEach((script) => script.remove())
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; max-age=0; path=/`
  })
})

describe('ReviewWidget under the consent banner', () => {
  it('shows nothing before a choice and after "Only necessary"', async () => {
    await settle(10)
    expect(container.querySelector('.trustpilot-widget')).toBeNull()
    await answerBanner(en.consent.rejectAll)
    expect(container.querySelector('.trustpilot-widget')).toBeNull()
    expect(scripts()).toEqual([])
  })

  it('after "Accept all", renders the containers and requests the provider’s script once', async () => {
    expect(scripts()).toEqual([])
    await answerBanner(en.consent.acceptAll)
    const box = container.querySelector<HTMLElement>('.trustpilot-widget')
    expect(box?.dataset).toMatchObject({
      businessunitId: 'unit-1',
      templateId: 'template-1',
      locale: 'sv-SE',
      styleHeight: '150px',
    })
    expect(box?.querySelector('a')?.getAttribute('href')).toBe('https://r.example')
    expect(container.querySelectorAll('.trustpilot-widget')).toHaveLength(2)
    expect(scripts()).toEqual([reviewWidgetScriptUrl])
  })
})
