'use client'

// §2/§3: every page receives the six site-wide props; productInfo, paymentOptions and
// christmasDeliveryDates are seeded from the initial values and can each be replaced on the client.
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'

import type { ChristmasDeliveryDates, PaymentOption, ProductInfo, SiteWideProps } from './types'

export interface SiteData {
  navHeaders: SiteWideProps['navHeaders']
  topBanners: SiteWideProps['topBanners']
  footerData: SiteWideProps['footerData']
  productInfo: ProductInfo[]
  paymentOptions: PaymentOption[]
  christmasDeliveryDates: ChristmasDeliveryDates | null
  setProductInfo: (value: ProductInfo[]) => void
  setPaymentOptions: (value: PaymentOption[]) => void
  setChristmasDeliveryDates: (value: ChristmasDeliveryDates | null) => void
}

const SiteDataContext = createContext<SiteData | null>(null)

export function SiteDataProvider({ value, children }: { value: SiteWideProps; children: ReactNode }) {
  const [productInfo, setProductInfo] = useState(value.initialProductInfo)
  const [paymentOptions, setPaymentOptions] = useState(value.initialPaymentOptions)
  const [christmasDeliveryDates, setChristmasDeliveryDates] = useState(value.initialChristmasDeliveryDates)
  const data = useMemo<SiteData>(
    () => ({
      navHeaders: value.navHeaders,
      topBanners: value.topBanners,
      footerData: value.footerData,
      productInfo,
      paymentOptions,
      christmasDeliveryDates,
      setProductInfo,
      setPaymentOptions,
      setChristmasDeliveryDates,
    }),
    [
      value.navHeaders,
      value.topBanners,
      value.footerData,
      productInfo,
      paymentOptions,
      christmasDeliveryDates,
    ],
  )
  return <SiteDataContext.Provider value={data}>{children}</SiteDataContext.Provider>
}

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext)
  if (!data) throw new Error('useSiteData must be used inside the page wrapper (SiteDataProvider)')
  return data
}

/** The site data, or null outside the page wrapper (a block rendered on its own keeps its server-rendered data). */
export function useSiteDataIfProvided(): SiteData | null {
  return useContext(SiteDataContext)
}
