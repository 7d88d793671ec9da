import 'server-only'

// Issue #22: the faces a page's first screen uses are preloaded, so a first visit paints in the brand's type: Poppins
// 400 to 700 (body text, labels, buttons, headings) and the DM Serif Display headline, 56 KB together. The light and
// extra-bold weights and the script font, rarer, swap in over their metric-matched fallbacks. Preloading only the
// body and headline faces was not enough: the headings and buttons in 500–700 arrived after the first paint and
// moved the text below them (a story's first screen shifted 0.02 at 375 px). next/font preloads all of a family's
// files or none, so these are found among the files the build emitted (the source file's name, then a hash).
import { readdirSync } from 'node:fs'
import path from 'node:path'

const aboveTheFold = [
  ...[400, 500, 600, 700].map((weight) => new RegExp(`^poppins_latin_${weight}_normal\\b[^/]*\\.woff2$`)),
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
