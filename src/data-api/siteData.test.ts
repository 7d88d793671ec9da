// §2/§3 page wrapper commerce props: cached per market, §3 defaults when the data API is down or slow, logged once.
import { describe, expect, it, vi } from 'vitest'

import type { DataClient } from './port'
import type { SiteDataQuery } from './operations'
import { commerceDefaults, createCommerceLoader } from './siteData'

const answer: SiteDataQuery = {
  productInfo: [
    {
      id: '1',
      name: 'Photo book',
      productType: 'book',
      format: 'hardcover 27x27 cm',
      paper: null,
      prices: [{ market: 'SE', currency: 'SEK', amount: 499 }],
    },
  ],
  paymentOptions: [
    { country: 'SE', methods: ['card', 'swish'], provider: 'Klarna', providerCountries: ['SE'] },
  ],
  christmasDeliveryDate: { country: 'SE', lastOrderDate: '2026-12-14T22:59:00.000Z' },
}

function setup() {
  const clock = { now: 0 }
  const request = vi.fn(async (..._: unknown[]): Promise<unknown> => answer)
  const client: DataClient = { request: request as DataClient['request'] }
  const log = { error: vi.fn(), info: vi.fn() }
  const load = createCommerceLoader({
    client: () => client,
    cacheSeconds: 300,
    retrySeconds: 30,
    now: () => clock.now,
    log,
  })
  return { clock, request, log, load }
}

describe('commerce data for the page wrapper', () => {
  it('asks for the locale’s market and currency and maps the answer to the three props', async () => {
    const { load, request } = setup()
    await expect(load('sv-se')).resolves.toEqual({
      initialProductInfo: answer.productInfo,
      initialPaymentOptions: answer.paymentOptions,
      initialChristmasDeliveryDates: answer.christmasDeliveryDate,
    })
    expect(request.mock.calls[0]?.[1]).toEqual({ market: 'SE', currency: 'SEK' })
  })

  it('serves from the cache until DATA_CACHE_SECONDS pass, then revalidates in the background', async () => {
    const { load, request, clock } = setup()
    await load('en-gb')
    clock.now = 299_000
    await load('en-gb')
    expect(request).toHaveBeenCalledTimes(1)
    clock.now = 301_000
    await load('en-gb')
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('uses the §3 defaults when the API is down and logs the outage once, not per request', async () => {
    const { load, request, log, clock } = setup()
    request.mockRejectedValue(new Error('Response not successful: Received status code 503'))
    for (let i = 0; i < 5; i += 1) {
      expect(await load('de-de')).toEqual(commerceDefaults)
      clock.now += 31_000
    }
    expect(commerceDefaults).toEqual({
      initialProductInfo: [],
      initialPaymentOptions: [],
      initialChristmasDeliveryDates: null,
    })
    expect(request.mock.calls.length).toBeGreaterThan(1)
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(load.degraded('de-de')).toBe(true)
    // Once the retry interval has passed, the render that retries waits for it: the API is back, so is the data.
    request.mockResolvedValue(answer)
    expect(await load('de-de')).toMatchObject({ initialProductInfo: answer.productInfo })
    expect(log.info).toHaveBeenCalledTimes(1)
    expect(load.degraded('de-de')).toBe(false)
  })

  it('keeps the last good data when a refresh fails', async () => {
    const { load, request, clock } = setup()
    const good = await load('nl-nl')
    request.mockRejectedValue(new Error('down'))
    clock.now = 301_000
    expect(await load('nl-nl')).toEqual(good)
    await new Promise((resolve) => setTimeout(resolve, 0))
    clock.now = 302_000
    expect(await load('nl-nl')).toEqual(good)
  })
})
