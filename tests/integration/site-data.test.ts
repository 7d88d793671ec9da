// §2/§3 page wrapper data: the globals per locale (with the en-gb fallback), banners in their window,
// and the §3 defaults for what has no source yet.
import { beforeAll, describe, expect, it } from 'vitest'

import { revalidationApplied, wrapperTag } from '@/server/revalidations.mjs'
import { loadSiteWideProps } from '@/shared-data/load'
import { siteWideDefaults } from '@/shared-data/types'

import { testPayload } from './payload'

const context = { disableRevalidate: true }

beforeAll(async () => {
  const payload = await testPayload()
  await payload.updateGlobal({
    slug: 'navigation',
    locale: 'en-gb',
    data: { navHeaders: [{ label: 'Photo books', link: '/photobooks' }] },
    context,
  })
  await payload.updateGlobal({
    slug: 'navigation',
    locale: 'sv-se',
    data: { navHeaders: [{ label: 'Fotoböcker', link: '/photobooks' }] },
    context,
  })
  await payload.updateGlobal({
    slug: 'top-banners',
    locale: 'en-gb',
    data: {
      topBanners: [
        { text: 'Always on' },
        { text: 'Over', endDate: '2026-01-01T00:00:00.000Z' },
        { text: 'Christmas', startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-24T00:00:00.000Z' },
      ],
    },
    context,
  })
})

describe('loadSiteWideProps', () => {
  it('reads the locale’s globals, falls back to en-gb, and keeps only active banners', async () => {
    const swedish = await loadSiteWideProps('sv-se', new Date('2026-12-10T12:00:00Z'))
    expect(swedish.navHeaders.map((item) => item.label)).toEqual(['Fotoböcker'])
    expect(swedish.topBanners.map((banner) => banner.text)).toEqual(['Always on', 'Christmas'])
    const german = await loadSiteWideProps('de-de', new Date('2026-11-10T12:00:00Z'))
    expect(german.navHeaders.map((item) => item.label)).toEqual(['Photo books'])
    expect(german.topBanners.map((banner) => banner.text)).toEqual(['Always on'])
  })

  it('gives the §3 defaults for the commerce props and an empty footer', async () => {
    const props = await loadSiteWideProps('en-gb')
    expect(props.initialProductInfo).toEqual(siteWideDefaults.initialProductInfo)
    expect(props.initialPaymentOptions).toEqual([])
    expect(props.initialChristmasDeliveryDates).toBeNull()
    expect(props.footerData?.columns ?? []).toEqual([])
  })

  it('issue #34: keeps a locale’s globals until the page wrapper is published, here or on another instance', async () => {
    const payload = await testPayload()
    const labels = async () => (await loadSiteWideProps('sv-se')).navHeaders.map((item) => item.label)
    expect(await labels()).toEqual(['Fotoböcker'])
    await payload.updateGlobal({
      slug: 'navigation',
      locale: 'sv-se',
      data: { navHeaders: [{ label: 'Fotoalbum', link: '/photobooks' }] },
      context,
    })
    expect(await labels()).toEqual(['Fotoböcker'])
    revalidationApplied({ tags: [wrapperTag], origin: 'remote' })
    expect(await labels()).toEqual(['Fotoalbum'])
  })
})
