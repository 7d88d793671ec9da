// @vitest-environment happy-dom
// §4 "Data client": a placeholder during server rendering, the authenticated (same-origin) client after mount;
// §3: productInfo is replaced on the client with what the same-origin endpoint answers.
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTestRoot, removeTestRoot } from '../../tests/support/clientRoot'
import { SiteDataProvider, useSiteData } from '@/shared-data/SiteDataProvider'
import { siteWideDefaults } from '@/shared-data/types'

import { DataClientProvider, sameOriginDataUrl, useDataClient } from './DataClientProvider'
import type { SiteDataQuery } from './operations'
import { RefreshCommerceData } from './RefreshCommerceData'

function Probe() {
  const client = useDataClient()
  const { productInfo, christmasDeliveryDates } = useSiteData()
  return (
    <p>
      {client ? 'client' : 'placeholder'}:{productInfo.map((product) => product.name).join(',')}:
      {christmasDeliveryDates?.lastOrderDate ?? 'none'}
    </p>
  )
}

const tree = (
  <SiteDataProvider
    value={{
      ...siteWideDefaults,
      initialProductInfo: [
        { id: '1', name: 'Server copy', productType: 'book', format: null, paper: null, prices: [] },
      ],
    }}
  >
    <DataClientProvider>
      <RefreshCommerceData locale="da-dk" />
      <Probe />
    </DataClientProvider>
  </SiteDataProvider>
)

const answer: SiteDataQuery = {
  productInfo: [
    {
      id: '1',
      name: 'Fresh copy',
      productType: 'book',
      format: 'hardcover 27x27 cm',
      paper: null,
      prices: [{ market: 'DK', currency: 'DKK', amount: 349 }],
    },
  ],
  paymentOptions: [],
  christmasDeliveryDate: { country: 'DK', lastOrderDate: '2026-12-14T22:59:00.000Z' },
}

// The browser's fetch, faked at its boundary: the same-origin endpoint answers `answer`.
let fetchFn: ReturnType<typeof vi.fn<(...args: unknown[]) => Promise<Response>>>
let root: Root
let container: HTMLElement
beforeEach(() => {
  fetchFn = vi.fn(async (..._: unknown[]) => Response.json({ data: answer }))
  vi.stubGlobal('fetch', fetchFn)
  ;({ root, container } = createTestRoot())
})
afterEach(() => {
  removeTestRoot(root, container)
  vi.unstubAllGlobals()
})

describe('the browser data client', () => {
  it('is an empty placeholder during server rendering', () => {
    expect(renderToStaticMarkup(tree)).toContain('placeholder:Server copy:')
  })

  it('after mount, replaces productInfo through the same-origin endpoint, sending no credential', async () => {
    await act(async () => root.render(tree))
    // The client (graphql-request) loads on demand, then the answer replaces the server's copy.
    await vi.waitFor(() =>
      expect(container.textContent).toContain('client:Fresh copy:2026-12-14T22:59:00.000Z'),
    )
    const [url, init] = fetchFn.mock.calls[0] as [URL, RequestInit]
    expect(String(url)).toBe(new URL(sameOriginDataUrl, location.href).href)
    expect(JSON.parse(String(init.body))).toMatchObject({
      operationName: 'SiteData',
      variables: { market: 'DK', currency: 'DKK' },
    })
    const headers = new Headers(init.headers)
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.has('authorization')).toBe(false)
    expect(headers.has('x-api-key')).toBe(false)
  })

  it('asks only once the browser is idle, off the page start-up work', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    await act(async () => root.render(tree))
    await vi.waitFor(() => expect(idle).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(fetchFn).not.toHaveBeenCalled()
    expect(container.textContent).toContain('Server copy')
    await act(async () => idle[0]?.())
    await vi.waitFor(() => expect(container.textContent).toContain('Fresh copy'))
    expect(fetchFn).toHaveBeenCalledTimes(1)
  })

  it('sends one request for readers that mount together (a prices section and an open dialog)', async () => {
    await act(async () =>
      root.render(
        <SiteDataProvider value={{ ...siteWideDefaults, initialProductInfo: [] }}>
          <DataClientProvider>
            <RefreshCommerceData locale="da-dk" />
            <RefreshCommerceData locale="da-dk" />
            <Probe />
          </DataClientProvider>
        </SiteDataProvider>,
      ),
    )
    await vi.waitFor(() => expect(container.textContent).toContain('client:Fresh copy'))
    expect(fetchFn).toHaveBeenCalledTimes(1)
  })
})
