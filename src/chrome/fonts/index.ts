// §9 font families, self-hosted from @fontsource (next/font/google cannot fetch offline). primary is Poppins in every
// weight editors can pick (§9: 300 to 800); headline (DM Serif Display) and accent (Caveat, a script) fall back to
// Poppins through the token CSS. Issue #22: brand fonts on the first visit without moving text. The first screen's
// faces are preloaded (./preload.ts) and 'optional': Chrome holds the first paint for a preloaded optional face until
// it arrives (about 100 ms at most), so a first visit paints in the brand's type and nothing is ever swapped; a
// face that misses that window leaves the fallback for the rest of that page. The fallback faces are sized to each
// family's metrics (size-adjust, ascent/descent/line-gap overrides). With 'swap', a first visit on a busy machine
// moved the home page's text by 0.045 at 768 px when the faces arrived after the first paint.
import './fallbacks.css'

import localFont from 'next/font/local'

export const poppins = localFont({
  // One literal per weight: next/font reads its options at build time, so they cannot be computed.
  src: [
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-300-normal.woff2', weight: '300' },
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2', weight: '400' },
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-500-normal.woff2', weight: '500' },
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2', weight: '600' },
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2', weight: '700' },
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-800-normal.woff2', weight: '800' },
  ],
  variable: '--font-primary',
  display: 'optional',
  // Preloading every weight competed with the hero image (LCP 2.3 s → 1.5 s without): ./preload.ts picks the faces.
  preload: false,
  adjustFontFallback: 'Arial',
})

export const headline = localFont({
  src: '../../../node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2',
  weight: '400',
  variable: '--font-headline',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Times New Roman',
})

// The script face is rare (handwritten lines) and not preloaded: it is swapped in over its sized fallback.
export const accent = localFont({
  src: '../../../node_modules/@fontsource/caveat/files/caveat-latin-600-normal.woff2',
  weight: '600',
  variable: '--font-accent',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
})

/** The classes that define the three font variables on <html>. */
export const fontVariables = [poppins.variable, headline.variable, accent.variable].join(' ')
