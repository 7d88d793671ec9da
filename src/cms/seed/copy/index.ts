// The seeded copy of every locale, gathered by route, story and chrome for the seed and the browser tests.
import type { Locale, StoriesLocale } from '@/i18n/locales'
import { routingLocales, storiesLocales } from '@/i18n/locales'

import { copy as daDk } from './da-dk'
import { copy as deDe } from './de-de'
import { copy as enGb } from './en-gb'
import { american } from './en-variants'
import { copy as esEs } from './es-es'
import { copy as frFr } from './fr-fr'
import { copy as itIt } from './it-it'
import { copy as nbNo } from './nb-no'
import { copy as nlNl } from './nl-nl'
import { copy as svSe } from './sv-se'
import type { CampaignCopy, ChromeCopy, LocaleCopy, PageCopy, RouteKey, StoryCopy, StoryKey } from './types'

export type { CampaignCopy, ChromeCopy, PageCopy, RouteKey, StoryCopy, StoryKey, UspCopy } from './types'

const byLocale: Record<Locale, LocaleCopy> = {
  'da-dk': daDk,
  'de-de': deDe,
  'en-au': enGb,
  'en-gb': enGb,
  'en-us': american,
  'en-ca': american,
  'es-es': esEs,
  'fr-fr': frFr,
  'it-it': itIt,
  'nl-nl': nlNl,
  'nb-no': nbNo,
  'sv-se': svSe,
}

/** The same date in every locale. */
export const storyPublishedAt: Record<StoryKey, string> = {
  travelBook: '2026-09-14T08:00:00.000Z',
  babyFirstYear: '2026-10-05T08:00:00.000Z',
  printWall: '2026-11-02T08:00:00.000Z',
}

const routeKeys = Object.keys(enGb.pages) as RouteKey[]
const storyKeys = Object.keys(storyPublishedAt) as StoryKey[]

export const pageCopy = Object.fromEntries(
  routeKeys.map((route) => [
    route,
    Object.fromEntries(routingLocales.map((locale) => [locale, byLocale[locale].pages[route]])),
  ]),
) as Record<RouteKey, Record<Locale, PageCopy>>

export const storyCopy = Object.fromEntries(
  storyKeys.map((story) => [
    story,
    Object.fromEntries(
      storiesLocales.map((locale) => {
        const stories = byLocale[locale].stories
        if (!stories) throw new Error(`The stories locale ${locale} has no stories copy`)
        return [locale, stories[story]]
      }),
    ),
  ]),
) as Record<StoryKey, Record<StoriesLocale, StoryCopy>>

export const chromeCopy = Object.fromEntries(
  routingLocales.map((locale) => [locale, byLocale[locale].chrome]),
) as Record<Locale, ChromeCopy>

/** Copy for the campaign blocks (§3: CreateButtons, SellingPointsSection, PricesSection, Countdown, ReviewsSection,
 *  Pre-footer) on the home, photobooks and prints pages. */
export const campaignCopy = Object.fromEntries(
  routingLocales.map((locale) => [locale, byLocale[locale].campaign]),
) as Record<Locale, CampaignCopy>
