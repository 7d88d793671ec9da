'use client'
// ChristmasDelivery's table: highlights the visitor's country, which is the locale's market on the server and, once
// in the browser, the `country` preference cookie (§3) when it names a listed country (pages are static, so the
// cookie can only be read here).
import { readCookie } from '@/cookies/cookies'
import { useMounted } from '@/react/useMounted'

import styles from './ChristmasDelivery.inline.pcss'

export interface DeliveryRow {
  country: string
  name: string
  date: string
  /** yyyy-mm-dd for <time>. */
  dateTime: string
}

const cookieCountry = () => readCookie(document.cookie, 'country')?.trim().toUpperCase() ?? null

export function DeliveryDatesTable({
  rows,
  market,
  texts,
}: {
  rows: DeliveryRow[]
  market: string
  texts: { country: string; lastOrderDate: string; yourCountry: string }
}) {
  const preferred = useMounted() ? cookieCountry() : null
  const visitor = preferred && rows.some((row) => row.country === preferred) ? preferred : market
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{texts.country}</th>
          <th scope="col">{texts.lastOrderDate}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const mine = row.country === visitor
          return (
            <tr key={row.country} className={mine ? styles.visitor : undefined} data-country={row.country}>
              <th scope="row">
                {row.name}
                {mine && <span className={styles.badge}>{texts.yourCountry}</span>}
              </th>
              <td>
                <time dateTime={row.dateTime}>{row.date}</time>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
