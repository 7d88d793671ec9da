// §2 global dialogs: a query parameter opens one, so marketing links can.
import { describe, expect, it } from 'vitest'

import { removeDialogQueryFromUrl } from './dialogQuery'
import { dialogFromSearch, dialogNames } from './DialogState'

describe('dialogFromSearch', () => {
  it('opens each dialog by name', () => {
    for (const name of dialogNames) expect(dialogFromSearch(`?utm_source=a&dialog=${name}`)?.name).toBe(name)
  })
  it('opens the language picker as the header’s', () => {
    expect(dialogFromSearch('?dialog=language-picker')).toEqual({ name: 'language-picker', source: 'header' })
  })
  it('opens get-the-app as the product page’s on a product page (§2, issue #30)', () => {
    expect(dialogFromSearch('?dialog=get-the-app', { productPage: true })).toEqual({
      name: 'get-the-app',
      openedFromProductPage: true,
    })
    expect(dialogFromSearch('?dialog=get-the-app')).toEqual({ name: 'get-the-app' })
    expect(dialogFromSearch('?dialog=newsletter', { productPage: true })).toEqual({ name: 'newsletter' })
  })
  it('ignores unknown names and pages without one', () => {
    expect(dialogFromSearch('?dialog=evil')).toBeNull()
    expect(dialogFromSearch('')).toBeNull()
  })
})

describe('removeDialogQueryFromUrl (§2: ?dialog= opens once)', () => {
  it('replaces the URL without the dialog parameter, keeping the rest, the hash and the history state', () => {
    const replaced: unknown[][] = []
    const target = {
      location: { pathname: '/sv-se', search: '?utm_source=a&dialog=newsletter', hash: '#top' },
      history: { state: { kept: 1 }, replaceState: (...args: unknown[]) => void replaced.push(args) },
    } as unknown as Window
    removeDialogQueryFromUrl(target)
    expect(replaced).toEqual([[{ kept: 1 }, '', '/sv-se?utm_source=a#top']])
  })
  it('leaves a URL without one alone', () => {
    const target = {
      location: { pathname: '/', search: '?a=1', hash: '' },
      history: { state: null, replaceState: () => expect.unreachable() },
    } as unknown as Window
    removeDialogQueryFromUrl(target)
  })
})
