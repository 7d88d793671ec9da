// §3 button link rule: createLink false → link; true → productType starts the create flow (§2 deep link).
import type { ProductType } from '@/config/products'
import { type Locale, localizedHref } from '@/i18n/locales'

export interface ButtonLink {
  link?: string | null
  createLink?: boolean | null
  productType?: ProductType | null
}

/** The href a button leads to, or undefined when it has nowhere to go. */
export function buttonHref(button: ButtonLink, locale: Locale, createAppUrl: string): string | undefined {
  if (button.createLink) {
    if (!button.productType) return undefined
    const url = new URL(createAppUrl)
    url.searchParams.set('productType', button.productType)
    url.searchParams.set('locale', locale)
    return url.toString()
  }
  const link = button.link?.trim()
  if (!link) return undefined
  // Site-relative links stay in the visitor's locale; absolute and anchor links go as written.
  return link.startsWith('/') && !link.startsWith('//') ? localizedHref(locale, link) : link
}
