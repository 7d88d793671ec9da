// next-intl request configuration: the locale comes from the [locale] segment, messages by language.
import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { defaultLocale, languageOf, routingLocales } from './locales'
import { loadMessages } from './messages'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routingLocales, requested) ? requested : defaultLocale
  return { locale, messages: await loadMessages(languageOf(locale)) }
})
