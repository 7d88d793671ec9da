// Seed pictures are drawn here (SVG rendered by sharp): small, licence-clean, nothing fetched.
import sharp from 'sharp'

import { namedColours } from '@/design/tokens'

export const seedImageNames = [
  'photobook-open',
  'prints-stack',
  'travel-story',
  'baby-story',
  'gallery-wall',
] as const
export type SeedImageName = (typeof seedImageNames)[number]

export interface SeedImage {
  name: SeedImageName
  alt: string
  background: string
  accent: string
}

export const seedImages: SeedImage[] = [
  {
    name: 'photobook-open',
    alt: 'An open photo book with holiday pictures',
    background: namedColours.brandYellow,
    accent: namedColours.almostBlack,
  },
  {
    name: 'prints-stack',
    alt: 'A stack of matte photo prints',
    background: namedColours.seaweed,
    accent: namedColours.forest,
  },
  {
    name: 'travel-story',
    alt: 'A travel photo book beside a map',
    background: namedColours.igloo,
    accent: namedColours.almostBlack,
  },
  {
    name: 'baby-story',
    alt: 'A baby book with first-year photos',
    background: namedColours.candy,
    accent: namedColours.ketchup,
  },
  {
    name: 'gallery-wall',
    alt: 'Framed prints arranged on a wall',
    background: namedColours.lavender,
    accent: namedColours.almostBlack,
  },
]

/**
 * A 2400×1600 WebP of a book or print stack in the image's colours: the pixels the widest layout needs on a 2× screen
 * (a hero's half of the 1425 px container, a card across a 1200 px desktop), so no picture is upscaled (issue #33).
 */
export const seedImageSize = { width: 2400, height: 1600 } as const

export async function renderSeedImage(image: SeedImage): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${seedImageSize.width}" height="${seedImageSize.height}" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="${image.background}"/>
  <g fill="none" stroke="${image.accent}" stroke-width="10" stroke-linejoin="round">
    <path d="M600 250 C 520 200 380 200 300 240 L 300 580 C 380 540 520 540 600 590 Z" fill="#FFFFFF"/>
    <path d="M600 250 C 680 200 820 200 900 240 L 900 580 C 820 540 680 540 600 590 Z" fill="#FFFFFF"/>
    <rect x="350" y="290" width="190" height="130" rx="8"/>
    <rect x="660" y="290" width="190" height="130" rx="8"/>
    <path d="M370 400 L 430 340 L 480 390 L 510 360 L 530 400"/>
    <circle cx="800" cy="330" r="18"/>
  </g>
</svg>`
  // Issue #31: effort 2, not sharp's 4: every seed (`npm start`'s first, each test run's several) drew these five in
  // ~2.2 s of CPU, 0.9 s so, for files 4 % larger. Uploads keep the default (src/cms/collections/Media.ts).
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer()
}
