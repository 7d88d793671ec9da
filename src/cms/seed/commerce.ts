// Demo commerce data for the data API (§7, §9 "Products"): product info priced in every market of the 12 locales,
// payment options per country, Christmas last order dates, and the website service account (§6) whose credentials
// come from the environment or data/service-account-password. Idempotent: each part is created only when missing.
import type { Payload } from 'payload'

import { bookFormats, printPapers } from '@/config/products'
import { type Currency, currencyOfMarket, type Market, markets } from '@/data-api/markets'
import { createAccount, findAccountByEmail } from '@/identity/accounts'
import { serviceAccountCredentials } from '@/identity/serviceAccount'

type PriceList = Record<Currency, number>

/** Price points per currency (books per book, prints per print). */
const bookPrices: Record<(typeof bookFormats)[number], PriceList> = {
  'hardcover 27x27 cm': {
    GBP: 39.99,
    EUR: 44.99,
    SEK: 499,
    DKK: 349,
    NOK: 499,
    USD: 49.99,
    AUD: 74.99,
    CAD: 64.99,
  },
  'hardcover 20x20 cm': {
    GBP: 29.99,
    EUR: 34.99,
    SEK: 379,
    DKK: 259,
    NOK: 379,
    USD: 37.99,
    AUD: 54.99,
    CAD: 47.99,
  },
  'softcover 20x20 cm': {
    GBP: 19.99,
    EUR: 22.99,
    SEK: 249,
    DKK: 169,
    NOK: 249,
    USD: 24.99,
    AUD: 36.99,
    CAD: 32.99,
  },
}
const printPrices: Record<(typeof printPapers)[number], PriceList> = {
  'semi-gloss': { GBP: 0.29, EUR: 0.35, SEK: 3.9, DKK: 2.9, NOK: 3.9, USD: 0.39, AUD: 0.55, CAD: 0.49 },
  matte: { GBP: 0.35, EUR: 0.39, SEK: 4.5, DKK: 3.5, NOK: 4.5, USD: 0.45, AUD: 0.65, CAD: 0.55 },
}

const pricesIn = (list: PriceList) =>
  markets.map((market) => ({
    market,
    currency: currencyOfMarket[market],
    amount: list[currencyOfMarket[market]],
  }))

/** The countries the online payment provider (Klarna here) supports, shown in the payment-countries dialog. */
const klarnaCountries = ['AU', 'CA', 'DE', 'DK', 'ES', 'FR', 'GB', 'IT', 'NL', 'NO', 'SE', 'US']

const methodsOf: Record<Market, string[]> = {
  GB: ['card', 'paypal', 'klarna', 'apple-pay', 'google-pay'],
  US: ['card', 'paypal', 'klarna', 'apple-pay', 'google-pay'],
  CA: ['card', 'paypal', 'apple-pay', 'google-pay'],
  AU: ['card', 'paypal', 'klarna', 'apple-pay', 'google-pay'],
  SE: ['card', 'klarna', 'swish', 'apple-pay'],
  DK: ['card', 'klarna', 'mobilepay', 'apple-pay'],
  NO: ['card', 'klarna', 'vipps', 'apple-pay'],
  NL: ['card', 'ideal', 'klarna', 'paypal'],
  DE: ['card', 'paypal', 'klarna', 'invoice'],
  FR: ['card', 'paypal', 'apple-pay'],
  IT: ['card', 'paypal', 'klarna'],
  ES: ['card', 'paypal', 'klarna'],
}

/** Last order day for delivery before Christmas (postal lead times differ per country). */
const lastOrderDay: Record<Market, number> = {
  AU: 8,
  US: 10,
  CA: 10,
  FR: 12,
  IT: 12,
  ES: 12,
  SE: 14,
  DK: 14,
  NO: 14,
  DE: 15,
  NL: 15,
  GB: 16,
}

/** The market's last order date for delivery before Christmas `year` (22:59 UTC that day). */
export function christmasLastOrderDate(market: Market, year: number): Date {
  return new Date(Date.UTC(year, 11, lastOrderDay[market], 22, 59))
}

async function isEmpty(
  payload: Payload,
  collection: 'product-info' | 'payment-options' | 'christmas-delivery-dates',
) {
  return (await payload.count({ collection })).totalDocs === 0
}

async function ensureServiceAccount(payload: Payload): Promise<void> {
  const { email, password } = serviceAccountCredentials()
  if (await findAccountByEmail(payload, email)) return
  await createAccount(payload, {
    email,
    password,
    kind: 'service',
    displayName: 'Website service account',
    emailVerified: true,
  })
}

export async function seedCommerce(payload: Payload, now = new Date()): Promise<void> {
  await ensureServiceAccount(payload)
  if (await isEmpty(payload, 'product-info')) {
    for (const format of bookFormats)
      await payload.create({
        collection: 'product-info',
        data: {
          name: `Photo book, ${format}`,
          productType: 'book',
          format,
          prices: pricesIn(bookPrices[format]),
        },
      })
    for (const paper of printPapers)
      await payload.create({
        collection: 'product-info',
        data: {
          name: `Photo print, ${paper}`,
          productType: 'print',
          paper,
          prices: pricesIn(printPrices[paper]),
        },
      })
  }
  if (await isEmpty(payload, 'payment-options')) {
    for (const country of markets) {
      const methods = methodsOf[country] as NonNullable<import('@/payload-types').PaymentOption['methods']>
      const online = methods.includes('klarna')
      await payload.create({
        collection: 'payment-options',
        data: {
          country,
          methods,
          provider: online ? 'Klarna' : undefined,
          providerCountries: online ? klarnaCountries : [],
        },
      })
    }
  }
  if (await isEmpty(payload, 'christmas-delivery-dates')) {
    const year = now.getUTCFullYear()
    for (const country of markets)
      await payload.create({
        collection: 'christmas-delivery-dates',
        data: {
          country,
          lastOrderDate: christmasLastOrderDate(country, year).toISOString(),
        },
      })
  }
}
