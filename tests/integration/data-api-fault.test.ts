// Fault (§3 defaults, §7): with the data API stopped, the page wrapper still gets its props for every locale, with
// the commerce props at their §3 defaults, and the outage is logged once, not per request.
import { afterAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  // Port 9 (discard) on loopback: nothing listens, the connection is refused.
  process.env.DATA_API_URL = 'http://127.0.0.1:9/graphql'
  process.env.DATA_TIMEOUT_MS = '1000'
})

import { seedCommerce } from '@/cms/seed/commerce'
import { routingLocales } from '@/i18n/locales'
import { loadSiteWideProps } from '@/shared-data/load'

import { testPayload } from './payload'

const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
afterAll(() => errors.mockRestore())

describe('data API stopped', () => {
  it('every locale’s page wrapper gets the §3 commerce defaults, and the outage is logged once', async () => {
    await seedCommerce(await testPayload())
    for (const locale of routingLocales) {
      const props = await loadSiteWideProps(locale)
      expect(props.initialProductInfo).toEqual([])
      expect(props.initialPaymentOptions).toEqual([])
      expect(props.initialChristmasDeliveryDates).toBeNull()
    }
    const outages = errors.mock.calls.filter(([message]) => String(message).startsWith('[data-api]'))
    expect(outages).toHaveLength(1)
  })
})
