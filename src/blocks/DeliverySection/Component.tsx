// §3 DeliverySection (hidden, §2): the spec gives it only a heading; what it shows is designed here:
// - the countries the shop delivers to: its markets (src/data-api/markets.ts, the markets of the 12 locales), named
//   in the page's language, the visitor's market first;
// - in the run-up to Christmas, the visitor's market's last order date for delivery before Christmas, from the data
//   API (§7, the page wrapper's initialChristmasDeliveryDates), shown from 60 days before that date until it passes.
// The data API has no delivery times, carriers or shipping costs, so the block states none rather than invent them.
// Pages are static for up to an hour, so the Christmas line may outlive its date by that long at most.
import { marketOfLocale, markets } from '@/data-api/markets'
import { loadCommerceData } from '@/data-api/load'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import type { ChristmasDeliveryDates } from '@/shared-data/types'

import { spacingStyle } from '../shared/spacing'
import { sectionHeading } from '../shared/sectionHeading'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './DeliverySection.inline.pcss'

type Block = BlockProps<'DeliverySection'>['block']

const christmasNoticeDays = 60
const day = 24 * 60 * 60 * 1000

export default async function DeliverySection({ block, context }: BlockProps<'DeliverySection'>) {
  let christmas: ChristmasDeliveryDates | null = null
  try {
    christmas = (await loadCommerceData(context.locale)).initialChristmasDeliveryDates
  } catch (error) {
    console.error('[DeliverySection] commerce data unavailable', error)
  }
  return <DeliverySectionView block={block} locale={context.locale} christmas={christmas} now={new Date()} />
}

/** The market's Christmas last order date while it is worth saying: within 60 days before it, not after. */
export function upcomingChristmasDate(
  christmas: ChristmasDeliveryDates | null | undefined,
  market: string,
  now: Date,
): Date | undefined {
  if (!christmas || christmas.country?.toUpperCase() !== market) return undefined
  const time = Date.parse(christmas.lastOrderDate)
  if (Number.isNaN(time)) return undefined
  const ahead = time - now.getTime()
  return ahead >= 0 && ahead <= christmasNoticeDays * day ? new Date(time) : undefined
}

export async function DeliverySectionView({
  block,
  locale,
  christmas,
  now,
}: {
  block: Block
  locale: Locale
  christmas: ChristmasDeliveryDates | null
  now: Date
}) {
  const t = await translator(locale, 'DeliverySection')
  const market = marketOfLocale[locale]
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  const countries = markets
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => (a.code === market ? -1 : b.code === market ? 1 : a.name.localeCompare(b.name, locale)))
  const lastOrderDate = upcomingChristmasDate(christmas, market, now)
  const { name, heading } = sectionHeading(
    `delivery-${block?.id ?? 'section'}`,
    block?.heading?.trim() || t('heading'),
    styles.heading,
  )
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section className={styles.section} style={spacingStyle(block ?? {})} {...name}>
        {heading}
        {lastOrderDate && (
          <p className={styles.christmas}>
            {t('christmas', {
              // A day: the data API's last minute of it, read in UTC like the ChristmasDelivery block.
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
                lastOrderDate,
              ),
              country: names.of(market) ?? market,
            })}
          </p>
        )}
        <p className={styles.intro}>{t('countries')}</p>
        <ul className={styles.countries}>
          {countries.map((country) => (
            <li key={country.code} data-country={country.code}>
              {country.name}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
