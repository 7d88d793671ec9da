// Where the embedded services keep their files: data/ (git-ignored), or DATA_DIR.
import path from 'node:path'

export function dataDirectory(): string {
  return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR ?? 'data')
}
