// @vitest-environment happy-dom
// §3 "productInfo … can be replaced on the client": once the page wrapper replaces the site-wide product info after
// mount, each card shows the new price of the market and currency, or none (and the "shown as you create"
// sentence) when the new data has no such price; never the old or another market's figure.
import { act, useEffect } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { SiteDataProvider, type SiteData, useSiteData } from '@/shared-data/SiteDataProvider'
import type { ProductInfo } from '@/shared-data/types'
import { siteWideDefaults } from '@/shared-data/types'

import { createTestRoot, removeTestRoot } from '../../../tests/support/clientRoot'
import { LivePrice, PricesUnavailable } from './LivePrice'

const book = (amount: number, currency: 'GBP' | 'EUR' = 'GBP'): ProductInfo[] => [
  {
    id: '1',
    name: 'Photo book, hardcover 27x27 cm',
    productType: 'book',
    format: 'hardcover 27x27 cm',
    paper: null,
    prices: [{ market: 'GB', currency, amount }],
  },
]

let root: Root
let container: HTMLElement
let site: SiteData

/** Hands the test the page wrapper's setters, as RefreshCommerceData uses them. */
function Capture({ onData }: { onData: (data: SiteData) => void }) {
  const data = useSiteData()
  useEffect(() => {
    onData(data)
  })
  return null
}

function mount(initialProductInfo: ProductInfo[]) {
  act(() =>
    root.render(
      <SiteDataProvider value={{ ...siteWideDefaults, initialProductInfo }}>
        <Capture
          onData={(data) => {
            site = data
          }}
        />
        <LivePrice
          productType="book"
          variant="hardcover 27x27 cm"
          locale="en-gb"
          serverPrice="£1.00"
          template="From {price}"
        />
        <PricesUnavailable
          productType="book"
          variants={['hardcover 27x27 cm']}
          locale="en-gb"
          serverUnavailable={false}
          text="Shown as you create."
        />
      </SiteDataProvider>,
    ),
  )
}

beforeEach(() => {
  ;({ root, container } = createTestRoot())
})

afterEach(() => {
  removeTestRoot(root, container)
})

describe('LivePrice', () => {
  it('shows the site-wide price, then the refreshed one', () => {
    mount(book(39.99))
    expect(container.textContent).toBe('From £39.99')
    act(() => site.setProductInfo(book(42.5)))
    expect(container.textContent).toBe('From £42.50')
  })

  it('shows no figure when the refreshed data has no price in the market’s currency', () => {
    mount(book(39.99))
    act(() => site.setProductInfo(book(44.99, 'EUR')))
    expect(container.textContent).toBe('Shown as you create.')
  })

  it('fills in a price the server could not give', () => {
    mount([])
    expect(container.textContent).toBe('Shown as you create.')
    act(() => site.setProductInfo(book(39.99)))
    expect(container.textContent).toBe('From £39.99')
  })
})
