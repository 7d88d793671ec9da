// §9 font families, self-hosted from @fontsource (next/font/google cannot fetch offline). primary is Poppins;
// headline (DM Serif Display) and accent (Caveat, a script) fall back to Poppins through the token CSS.
import localFont from 'next/font/local'

export const poppins = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2', weight: '400' },
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-500-normal.woff2', weight: '500' },
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2', weight: '600' },
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-primary',
  // Not preloaded: Chrome holds the first paint for preloaded fonts, and four weights competed with the hero image
  // (mobile LCP 2.3 s → 1.5 s without). 'optional', so a font that comes late never reflows the page (a swap moved
  // the home page's hero by 27 px at 768 px): a slow first visit shows the fallback until the next page.
  display: 'optional',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
})

// Not preloaded: only the blocks that choose them fetch them; 'optional' keeps a late font from shifting text.
export const headline = localFont({
  src: '../../../node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2',
  weight: '400',
  variable: '--font-headline',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
})

export const accent = localFont({
  src: '../../../node_modules/@fontsource/caveat/files/caveat-latin-600-normal.woff2',
  weight: '600',
  variable: '--font-accent',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
})

/** The classes that define the three font variables on <html>. */
export const fontVariables = [poppins.variable, headline.variable, accent.variable].join(' ')
