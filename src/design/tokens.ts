// §9 "Design constants": the one place they are written. CMS options, validation and CSS all import them.

export const breakpoints = { mobile: 0, tablet: 768, desktop: 1200, largeDesktop: 1420 } as const

export const containerWidth = '89.06rem'

export const spacingScale = [
  'none',
  'xxxs',
  'xxs',
  'xs',
  's',
  'm',
  'l',
  'xl',
  'xxl',
  'xxxl',
  's-l',
  's-xl',
] as const
export type Spacing = (typeof spacingScale)[number]
/** §9: margins also allow auto. */
export const marginScale = [...spacingScale, 'auto'] as const
export type Margin = (typeof marginScale)[number]

/** Spacing values (rem); s-l and s-xl are fluid between their two steps. */
export const spacingValues: Record<Spacing, string> = {
  none: '0',
  xxxs: '0.25rem',
  xxs: '0.5rem',
  xs: '0.75rem',
  s: '1rem',
  m: '1.5rem',
  l: '2rem',
  xl: '3rem',
  xxl: '4rem',
  xxxl: '6rem',
  's-l': 'clamp(1rem, 0.6rem + 1.6vw, 2rem)',
  's-xl': 'clamp(1rem, 0.2rem + 3.2vw, 3rem)',
}

export const radii = {
  none: '0',
  s: '0.25rem',
  m: '0.5rem',
  l: '1rem',
  xl: '1.5rem',
  xxl: '3rem',
  full: '50%',
} as const

export const fontFamilies = ['headline', 'primary', 'accent'] as const
export type FontFamily = (typeof fontFamilies)[number]

/** The font stacks: headline and accent fall back to Poppins (§9); --font-* are set by next/font. */
export const fontFamilyValues: Record<FontFamily, string> = {
  primary: 'var(--font-primary), system-ui, sans-serif',
  headline: 'var(--font-headline), var(--font-primary), system-ui, sans-serif',
  accent: 'var(--font-accent), var(--font-primary), system-ui, sans-serif',
}

export const lineHeights = {
  xs: 1,
  s: 1.1,
  m: 1.2,
  l: 1.3,
  xl: 1.4,
  xxl: 1.5,
  xxxl: 1.6,
  xxxxl: 1.75,
} as const
export type LineHeight = keyof typeof lineHeights

export const fontSizes = [
  'xs',
  's',
  'base',
  'l',
  'xl',
  'xxl',
  'xxxl',
  'xxxxl',
  'special_xxl',
  'quote',
  'caption_xs',
  'body_s',
  'preamble_m',
  'title_s',
  'title_m',
  'title_l',
  'title_xl',
] as const
export type FontSize = (typeof fontSizes)[number]

/** Fluid sizes (§9 "fluid"); caption_xs and body_s are fixed at 14px and 16px. */
export const fontSizeValues: Record<FontSize, string> = {
  xs: 'clamp(0.75rem, 0.72rem + 0.1vw, 0.8125rem)',
  s: 'clamp(0.875rem, 0.85rem + 0.1vw, 0.9375rem)',
  base: 'clamp(1rem, 0.97rem + 0.12vw, 1.0625rem)',
  l: 'clamp(1.125rem, 1.08rem + 0.2vw, 1.25rem)',
  xl: 'clamp(1.25rem, 1.17rem + 0.35vw, 1.5rem)',
  xxl: 'clamp(1.5rem, 1.35rem + 0.6vw, 2rem)',
  xxxl: 'clamp(1.875rem, 1.6rem + 1.1vw, 2.75rem)',
  xxxxl: 'clamp(2.25rem, 1.8rem + 1.8vw, 3.5rem)',
  special_xxl: 'clamp(2.75rem, 2rem + 3vw, 5rem)',
  quote: 'clamp(1.5rem, 1.25rem + 1vw, 2.25rem)',
  caption_xs: '14px',
  body_s: '16px',
  preamble_m: 'clamp(1.125rem, 1.05rem + 0.3vw, 1.375rem)',
  title_s: 'clamp(1.25rem, 1.15rem + 0.4vw, 1.5rem)',
  title_m: 'clamp(1.5rem, 1.3rem + 0.8vw, 2rem)',
  title_l: 'clamp(2rem, 1.6rem + 1.6vw, 3rem)',
  title_xl: 'clamp(2.5rem, 1.9rem + 2.4vw, 4rem)',
}

export const fontWeights = {
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
} as const

export const textAlignments = ['left', 'center', 'right'] as const
export type TextAlign = (typeof textAlignments)[number]

export const buttonTypes = ['cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative'] as const

/** §9 named colours; "the brand yellow" is called brandYellow here. */
export const namedColours = {
  almostBlack: '#2D0303',
  almostWhite: '#F9F9F9',
  brokenWhite: '#FAF5F2',
  brandYellow: '#FFCC5A',
  cloudy: '#F2EFED',
  igloo: '#A6D8E0',
  iglooLight: '#DCF0F4',
  seaweed: '#BFDDBC',
  seaweedLight: '#E3EDE2',
  clay: '#8A8383',
  clayLight: '#DAD4D4',
  cocoa: '#706060',
  glaze: '#316CF5',
  misty: '#EBE5E4',
  tomato: '#C7230A',
  candy: '#F9A4D8',
  forest: '#343D1D',
  ketchup: '#872B12',
  lavender: '#D2B5F7',
  errorText: '#B3261E',
  white: 'white',
  transparent: 'transparent',
} as const
export type NamedColour = keyof typeof namedColours

/** §9 tonal scales, five steps each, 0 darkest to 4 lightest. */
export const tonalScales = {
  malm: ['#2B2B2B', '#595959', '#8C8C8C', '#D1D1D1', '#F2F2F2'],
  lav: ['#3D3533', '#6B605C', '#A1948F', '#D9D0CC', '#F5F1EF'],
  kantarell: ['#5C4300', '#946C00', '#E0A800', '#FFDB7A', '#FFF3D1'],
  hjortron: ['#6B2E00', '#A84A00', '#F08A2C', '#FFC48F', '#FFEBD9'],
  ljung: ['#6E0F1F', '#A3223A', '#D94C64', '#F5A9B6', '#FDE7EB'],
  mossa: ['#1F3D1A', '#35612C', '#5E9151', '#A9D19E', '#E6F3E2'],
  älv: ['#0B3050', '#1C5585', '#3C86C4', '#9CC9EE', '#E3F1FC'],
  blåbär: ['#2C1857', '#4A2D8A', '#9479DA', '#BBA8EB', '#EEE8FB'],
} as const
export type TonalScale = keyof typeof tonalScales
export type TonalStep = `${TonalScale}${0 | 1 | 2 | 3 | 4}`

export type Colour = NamedColour | TonalStep

/** Every colour an editor can pick: the named colours, then each tonal step. */
export const palette: Record<Colour, string> = {
  ...namedColours,
  ...(Object.fromEntries(
    Object.entries(tonalScales).flatMap(([scale, steps]) =>
      steps.map((value, step) => [`${scale}${step}`, value]),
    ),
  ) as Record<TonalStep, string>),
}

export const colours = Object.keys(palette) as Colour[]

export function isColour(value: unknown): value is Colour {
  return typeof value === 'string' && value in palette
}

/** CSS custom property name of a colour token: brandYellow → --colour-brandYellow. */
export function colourVar(colour: Colour): string {
  return `var(--colour-${colour})`
}

/** The custom properties for :root, generated from the tokens (never hand-copied). */
export function tokenCustomProperties(): string {
  const lines = [
    ...Object.entries(palette).map(([name, value]) => `--colour-${name}: ${value};`),
    ...Object.entries(spacingValues).map(([name, value]) => `--space-${name}: ${value};`),
    ...Object.entries(fontSizeValues).map(([name, value]) => `--font-size-${name}: ${value};`),
    ...Object.entries(radii).map(([name, value]) => `--radius-${name}: ${value};`),
    ...Object.entries(fontWeights).map(([name, value]) => `--weight-${name}: ${value};`),
    ...Object.entries(fontFamilyValues).map(([name, value]) => `--font-family-${name}: ${value};`),
    ...Object.entries(lineHeights).map(([name, value]) => `--line-height-${name}: ${value};`),
    `--container-width: ${containerWidth};`,
  ]
  // §9 fluid sizes, in whole pixels where round() is supported: each distinct size is a font instance the browser
  // creates and shapes text with (the block gallery on a phone: 41 family, weight and size combinations, 30 rounded).
  const wholePixelSizes = Object.entries(fontSizeValues)
    .filter(([, value]) => value.startsWith('clamp('))
    .map(([name, value]) => `--font-size-${name}: round(${value}, 1px);`)
  return `:root{${lines.join('')}}@supports (width: round(1.5px, 1px)){:root{${wholePixelSizes.join('')}}}`
}
