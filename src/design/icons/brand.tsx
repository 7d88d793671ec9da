// The product's own marks (§3 icon names brand-*, quotation-mark), drawn for it, in one colour (currentColor).
import type { IconArt } from './Icon'

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** An open photo book under a small light: the "lumi" of the brand. */
const symbol = (
  <g {...line} strokeWidth={2.4}>
    <path d="M16 13v15M16 13c-3.5-2.2-8.5-2.2-12 0v15c3.5-2.2 8.5-2.2 12 0 3.5-2.2 8.5-2.2 12 0V13c-3.5-2.2-8.5-2.2-12 0" />
    <path d="M16 3v3M9.5 5.5l1.6 2M22.5 5.5l-1.6 2" />
  </g>
)

/** "lumibook" in single-stroke geometric letters: x-height 14–24, ascenders from 6. */
const wordmark = (
  <g {...line} strokeWidth={2.6} transform="translate(40 0)">
    <path d="M2 6v18M7 14v6a4 4 0 0 0 8 0v-6m0 6v4M19 24V14m0 4a4 4 0 0 1 8 0v6m0-6a4 4 0 0 1 8 0v6M39 14v10M43 6v18" />
    <circle cx="48" cy="19" r="5" />
    <circle cx="62" cy="19" r="5" />
    <circle cx="76" cy="19" r="5" />
    <path d="M85 6v18m0-5 7-5m-4 3 5 7" />
    <circle cx="39" cy="9" r="1.3" fill="currentColor" stroke="none" />
  </g>
)

export const brandSymbol: IconArt = { viewBox: '0 0 32 32', body: symbol }

export const brandLogo: IconArt = {
  viewBox: '0 0 136 32',
  body: (
    <>
      {symbol}
      {wordmark}
    </>
  ),
}

/** The logo with the registered trade mark sign. */
export const brandLogoRtm: IconArt = {
  viewBox: '0 0 146 32',
  body: (
    <>
      {symbol}
      {wordmark}
      <g {...line} strokeWidth={1}>
        <circle cx="140" cy="7" r="4.5" />
        <path d="M138.4 9.6V4.4h1.9a1.3 1.3 0 0 1 0 2.6h-1.9m1.9 0 1.5 2.6" />
      </g>
    </>
  ),
}

/** A photo-album corner mount: the triangle pocket that holds a print. */
export const brandCorner: IconArt = {
  viewBox: '0 0 32 32',
  body: <path d="M3 3h26L3 29ZM8.5 8.5v9.2l9.2-9.2Z" fill="currentColor" fillRule="evenodd" />,
}

/** An opening quotation mark, two filled commas. */
export const quotationMark: IconArt = {
  viewBox: '0 0 32 24',
  body: (
    <g fill="currentColor">
      <path d="M13 2C6.5 3.5 2 8.6 2 15.5A6 6 0 1 0 8.6 9.8c.8-2.6 2.7-4.6 5.4-5.7Z" />
      <path d="M30 2c-6.5 1.5-11 6.6-11 13.5a6 6 0 1 0 6.6-5.7c.8-2.6 2.7-4.6 5.4-5.7Z" />
    </g>
  ),
}
