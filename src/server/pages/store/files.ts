// Issue #34: the bytes of kept page versions, one file per encoding, in a folder every instance of the build shares
// (PAGES_DIR; a shared volume in production). A file is named by the page key's hash and its content's tag and
// quality, written once (to a temporary name, then renamed) and never changed: no instance reads half a file, and no
// file system cache can give old bytes under a current name. The file starts with the version's headers and policy.
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import type { OutgoingHttpHeaders } from 'node:http'
import path from 'node:path'

import type { KeptEntry } from './port'

export type StoredEncoding = 'br' | 'gzip'
export const storedEncodings: StoredEncoding[] = ['br', 'gzip']

/** What a version's file says besides its body. */
export interface FileMeta {
  status: number
  headers: OutgoingHttpHeaders
  policy: string
}

const extension: Record<StoredEncoding, string> = { br: 'br', gzip: 'gz' }

export function versionFiles(root: string) {
  const folders = new Set<string>()
  const fileOf = (key: string, entry: KeptEntry, encoding: StoredEncoding) => {
    const hash = createHash('sha256').update(key).digest('hex').slice(0, 32)
    return path.join(root, hash.slice(0, 2), `${hash}.${entry.tag}.${entry.q}.${extension[encoding]}`)
  }

  return {
    root,
    async write(key: string, entry: KeptEntry, meta: FileMeta, bodies: Record<StoredEncoding, Buffer>) {
      const { status, headers, policy } = meta
      const header = Buffer.from(JSON.stringify({ status, headers, policy } satisfies FileMeta))
      const length = Buffer.alloc(4)
      length.writeUInt32BE(header.length)
      for (const encoding of storedEncodings) {
        const file = fileOf(key, entry, encoding)
        const folder = path.dirname(file)
        if (!folders.has(folder)) {
          await mkdir(folder, { recursive: true })
          folders.add(folder)
        }
        const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
        await writeFile(temporary, Buffer.concat([length, header, bodies[encoding]]))
        await rename(temporary, file)
      }
    },
    /** The version's headers and one encoding's bytes; undefined when the file is gone (purged meanwhile). */
    async read(key: string, entry: KeptEntry, encoding: StoredEncoding) {
      let data: Buffer
      try {
        data = await readFile(fileOf(key, entry, encoding))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
      const length = data.readUInt32BE(0)
      const meta = JSON.parse(data.subarray(4, 4 + length).toString('utf8')) as FileMeta
      return { meta, body: data.subarray(4 + length) }
    },
    async remove(key: string, entry: KeptEntry) {
      await Promise.all(
        storedEncodings.map((encoding) => unlink(fileOf(key, entry, encoding)).catch(() => undefined)),
      )
    },
  }
}

export type VersionFiles = ReturnType<typeof versionFiles>
