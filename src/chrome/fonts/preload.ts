import 'server-only'

// Issues #22, #33: the faces that carry a page's first screen are preloaded, so a first visit paints its text in the
// brand's type: Poppins 400 (body text), Poppins 600 (buttons, prices, the brand, card titles, the consent box) and the
// DM Serif Display headline. Preloading Poppins 500–700 (three weights) put the mobile LCP 150–250 ms later, over its
// budget: so the first screen uses 400 and 600 only, one 8 KB face more. The other weights ('optional', ./index.ts)
// show from the second page on, the first page keeping their metric-matched fallback, so no text moves. next/font
// preloads all of a family's files or none, so these are found among the files the build emitted (the source file's
// name, then a hash).
import { readdirSync } from 'node:fs'
import path from 'node:path'

const aboveTheFold = [
  /^poppins_latin_400_normal\b[^/]*\.woff2$/,
  /^poppins_latin_600_normal\b[^/]*\.woff2$/,
  /^dm_serif_display_latin_400_normal\b[^/]*\.woff2$/,
]

let found: string[] | undefined

/** The URLs of the faces to preload; none when the build's files cannot be read (then nothing is preloaded). */
export function aboveTheFoldFonts(): string[] {
  if (found) return found
  try {
    const media = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static', 'media')
    const files = readdirSync(media)
    found = aboveTheFold.flatMap((face) => files.filter((file) => face.test(file)).slice(0, 1))
    found = found.map((file) => `/_next/static/media/${file}`)
  } catch {
    found = []
  }
  return found
}
