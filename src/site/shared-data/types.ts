// §2 page wrapper / §3 "Site-wide shared data": the six site-wide props and their defaults.
import type { Footer, Navigation, TopBanner } from '@/payload-types'

export type NavHeader = NonNullable<Navigation['navHeaders']>[number]
export type TopBannerEntry = NonNullable<TopBanner['topBanners']>[number]
export type FooterData = Pick<Footer, 'columns' | 'tagline' | 'copyright'>

/** §3: the inner fields of the commerce data are not in the spec; the data API issue gives them shape. */
export type ProductInfo = Record<string, unknown>
export type PaymentOption = Record<string, unknown>
export type ChristmasDeliveryDates = Record<string, unknown>

export interface SiteWideProps {
  navHeaders: NavHeader[]
  topBanners: TopBannerEntry[]
  footerData: FooterData | null
  initialProductInfo: ProductInfo[]
  initialPaymentOptions: PaymentOption[]
  initialChristmasDeliveryDates: ChristmasDeliveryDates | null
}

/** §3 defaults: empty lists and null. */
export const siteWideDefaults: SiteWideProps = {
  navHeaders: [],
  topBanners: [],
  footerData: null,
  initialProductInfo: [],
  initialPaymentOptions: [],
  initialChristmasDeliveryDates: null,
}
