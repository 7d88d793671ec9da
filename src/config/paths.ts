// Where the embedded services keep their files: data/ (git-ignored), or DATA_DIR.
import path from 'node:path'

export function dataDirectory(): string {
  return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR ?? 'data')
}

/** Issue #23: uploads, in a folder every instance reads (MEDIA_DIR, e.g. a shared volume), else data/media. */
export function mediaDirectory(): string {
  return process.env.MEDIA_DIR
    ? path.resolve(/* turbopackIgnore: true */ process.env.MEDIA_DIR)
    : path.join(dataDirectory(), 'media')
}
