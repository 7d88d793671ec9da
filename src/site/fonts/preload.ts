import 'server-only'

// Issue #22: the two faces every page shows above the fold (body text in Poppins 400, the hero heading in DM Serif
// Display) are preloaded, so a first visit paints in the brand's type; the other faces swap in over their
// metric-matched fallbacks. next/font preloads all of a family's files or none, so the two are found among the
// files the build emitted (named after the source file, then a content hash).
import { readdirSync } from 'node:fs'
import path from 'node:path'

const aboveTheFold = [/^poppins_latin_400_normal\b[^/]*\.woff2$/, /^dm_serif_display_latin_400_normal\b[^/]*\.woff2$/]

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
