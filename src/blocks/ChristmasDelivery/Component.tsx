// §3 ChristmasDelivery (hidden, §2): the last order date per country for delivery before Christmas, in the page's
// locale. The editor's items win; left empty, the data API's dates of every country are shown (§7). The visitor's
// country (the locale's market, or the `country` preference cookie, §3) is highlighted; nothing without dates.
import { isColour } from '@/design/tokens'
import { marketOfLocale } from '@/data-api/markets'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { readableOn } from '@/design/contrast'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './ChristmasDelivery.inline.pcss'
import { type DeliveryDate, christmasDeliveryDates } from './deliveryDates'
import { DeliveryDatesTable, type DeliveryRow } from './DeliveryDatesTable'

type Block = BlockProps<'ChristmasDelivery'>['block']

/** The editor's complete items (country and a valid date). */
export function editorItems(block: Block): DeliveryDate[] {
  return (Array.isArray(block?.items) ? block.items : []).flatMap((item) =>
    item?.country && item.lastOrderDate && !Number.isNaN(Date.parse(item.lastOrderDate))
      ? [{ country: item.country, lastOrderDate: item.lastOrderDate }]
      : [],
  )
}

export default async function ChristmasDelivery({ block, context }: BlockProps<'ChristmasDelivery'>) {
  const own = editorItems(block)
  const dates = own.length ? own : ((await christmasDeliveryDates().catch(() => null)) ?? [])
  return (
    <ChristmasDeliveryView block={block} locale={context.locale} dates={dates} sortByCountry={!own.length} />
  )
}

export async function ChristmasDeliveryView({
  block,
  locale,
  dates,
  sortByCountry = false,
}: {
  block: Block
  locale: Locale
  dates: readonly DeliveryDate[]
  /** The data API's list is sorted by country name in the reader's language; the editor's keeps its order. */
  sortByCountry?: boolean
}) {
  const t = await translator(locale, 'ChristmasDelivery')
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  // Dates are days: the CMS stores a picked day at 12:00 UTC and the data API a day's last minute, both read in UTC.
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  const rows: DeliveryRow[] = dates.flatMap((date) => {
    const time = Date.parse(date.lastOrderDate)
    const country = String(date.country).toUpperCase()
    if (Number.isNaN(time) || !/^[A-Z]{2}$/.test(country)) return []
    return [
      {
        country,
        name: names.of(country) ?? country,
        date: day.format(time),
        dateTime: new Date(time).toISOString().slice(0, 10),
      },
    ]
  })
  if (!rows.length) return null
  if (sortByCountry) rows.sort((a, b) => a.name.localeCompare(b.name, locale))
  const colour = isColour(block.color) ? block.color : undefined
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section
        className={styles.section}
        // Readable (AA) text on whatever colour the editor picked.
        style={{
          ...spacingStyle(block),
          ...(colour && readableOn(colour)),
        }}
        // No landmark name: its heading is the same in every instance, and landmarks must be told apart.
      >
        <h2 className={styles.heading}>{t('heading')}</h2>
        <DeliveryDatesTable
          rows={rows}
          market={marketOfLocale[locale]}
          texts={{ country: t('country'), lastOrderDate: t('lastOrderDate'), yourCountry: t('yourCountry') }}
        />
      </section>
    </>
  )
}
