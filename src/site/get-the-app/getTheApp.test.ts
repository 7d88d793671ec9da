// @vitest-environment happy-dom
// §2, §7 get-the-app: its links carry the preserved landing parameters as well as the current ones (never
// ?dialog=), and the default app-download link sends a phone to its store and anything else to the dialog.
import { describe, expect, it } from 'vitest'

import { validatePagePath } from '@/cms/fields/pathRules'

import { isRoutedPath } from '@/server/routing/siteRouting'
import { savePreservedQueryParams } from '../outbound-links/preservedQuery'
import { appDownloadPath, appDownloadTarget } from './appDownload'
import { appLinkParams } from './GetTheAppDialog'

const stores = {
  appStoreUrl: 'https://apps.apple.com/app/lumibook/id1?pt=1',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=example.lumibook',
}
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const android =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'

describe('the app links’ parameters', () => {
  it('are the landing page’s preserved ones plus the current page’s, without ?dialog=', () => {
    savePreservedQueryParams('utm_source=news&utm_campaign=spring')
    window.history.replaceState(null, '', '/photobooks?gclid=abc&dialog=get-the-app&utm_campaign=summer')
    expect(appLinkParams().toString()).toBe('utm_source=news&gclid=abc&utm_campaign=summer')
  })
})

describe('the default app-download link', () => {
  it('is answered by the site, not the 404 page', () => {
    expect(isRoutedPath(appDownloadPath)).toBe(false)
    expect(isRoutedPath('/apple-pie')).toBe(true)
    // No editor's page can take its path (the rule's message, here its key, does not matter).
    const say = (key: string) => key
    expect(validatePagePath('/app', say)).toBe('editors:pathReserved')
    expect(validatePagePath('/app/x', say)).toBe('editors:pathReserved')
    expect(validatePagePath('/apple-pie', say)).toBe(true)
  })

  it('sends a phone to its store with the query, anything else to the get-the-app dialog', () => {
    expect(appDownloadTarget(iPhone, '?utm_source=qr', stores)).toBe(
      'https://apps.apple.com/app/lumibook/id1?pt=1&utm_source=qr',
    )
    expect(appDownloadTarget(android, '?utm_source=qr&dialog=stories', stores)).toBe(
      'https://play.google.com/store/apps/details?id=example.lumibook&utm_source=qr',
    )
    expect(appDownloadTarget(desktop, '?utm_source=qr', stores)).toBe('/?utm_source=qr&dialog=get-the-app')
    expect(appDownloadTarget(null, '', stores)).toBe('/?dialog=get-the-app')
  })
})
