// @vitest-environment happy-dom
// §2 global dialogs in the browser (issue #30): a ?dialog= value no dialog has leaves the URL at once; on a product
// page ?dialog=get-the-app opens the product page's dialog.
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { createTestRoot, removeTestRoot, settle } from '../../tests/support/clientRoot'
import { productPageOpenerAttribute } from './dialogQuery'
import { DialogState, type OpenDialog, useDialogs } from './DialogState'

/** Writes the open dialog into the page, where the tests read it. */
function Probe() {
  return <output id="opened">{JSON.stringify(useDialogs().dialog)}</output>
}
const opened = (): OpenDialog | null => JSON.parse(document.getElementById('opened')?.textContent ?? 'null')

const cleanups: (() => void)[] = []
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup())
})

async function load(url: string, html = '') {
  window.history.replaceState(null, '', url)
  document.body.innerHTML = html
  const { root, container } = createTestRoot()
  cleanups.push(() => removeTestRoot(root, container))
  await act(async () =>
    root.render(
      <DialogState>
        <Probe />
      </DialogState>,
    ),
  )
  await settle()
}

describe('DialogState and the URL', () => {
  it('takes an unknown ?dialog= out of the URL, keeping the rest, and opens nothing', async () => {
    await load('/sv-se/photobooks?utm_source=mail&dialog=evil#top')
    expect(opened()).toBeNull()
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/sv-se/photobooks?utm_source=mail#top',
    )
  })

  it('opens a known dialog and then takes it out of the URL', async () => {
    await load('/?dialog=newsletter&utm_source=mail')
    expect(opened()).toEqual({ name: 'newsletter' })
    expect(window.location.search).toBe('?utm_source=mail')
  })

  it('opens get-the-app with the product page’s text on a product page', async () => {
    await load('/a-product?dialog=get-the-app', `<aside ${productPageOpenerAttribute}=""></aside>`)
    expect(opened()).toEqual({ name: 'get-the-app', openedFromProductPage: true })
    await load('/not-a-product?dialog=get-the-app')
    expect(opened()).toEqual({ name: 'get-the-app' })
  })
})
