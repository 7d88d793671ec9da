// §2 page wrapper / §3 "Site-wide shared data": the six site-wide props and their defaults.
import type { SiteDataQuery } from '@/data-api/operations'
import { type CommerceData, commerceDefaults } from '@/data-api/siteData'
import type { Footer, Navigation, TopBanner } from '@/payload-types'

export type NavHeader = NonNullable<Navigation['navHeaders']>[number]
export type TopBannerEntry = NonNullable<TopBanner['topBanners']>[number]
export type FooterData = Pick<Footer, 'columns' | 'tagline' | 'copyright'>

/** §3: the inner fields of the commerce data are not in the spec; the data API's SiteData operation shapes them. */
export type ProductInfo = SiteDataQuery['productInfo'][number]
export type PaymentOption = SiteDataQuery['paymentOptions'][number]
export type ChristmasDeliveryDates = NonNullable<SiteDataQuery['christmasDeliveryDate']>

export interface SiteWideProps extends CommerceData {
  navHeaders: NavHeader[]
  topBanners: TopBannerEntry[]
  footerData: FooterData | null
}

/** §3 defaults: empty lists and null; the commerce ones are the data API's (used while it is down). */
export const siteWideDefaults: SiteWideProps = {
  navHeaders: [],
  topBanners: [],
  footerData: null,
  ...commerceDefaults,
}
