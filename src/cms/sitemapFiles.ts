// Issue #34: the sitemap is an index of files (the sitemap protocol: at most 50,000 URLs and 50 MB per file). Each
// file holds a fixed range of one collection's entry ids, so a publish changes one file (and the index's dates).
import type { EntryCollection } from './entryUrl'

/** Entries per file: an entry has at most 12 URLs, each with at most 13 alternates, so ≤ 12,000 URLs, ≤ ~25 MB. */
export const sitemapEntriesPerFile = 1_000

export const sitemapIndexPath = '/sitemap.xml'

/** The file of a range: /sitemap/stories-3.xml holds stories 3000–3999. */
export function sitemapFilePath(collection: EntryCollection, id: number): string {
  return `/sitemap/${collection}-${Math.floor(id / sitemapEntriesPerFile)}.xml`
}

/** The collection and id range a file name stands for; undefined for any other name. */
export function parseSitemapFile(
  file: string,
): { collection: EntryCollection; from: number; to: number } | undefined {
  const match = /^(pages|stories)-(0|[1-9]\d{0,8})\.xml$/.exec(file)
  if (!match) return undefined
  const from = Number(match[2]) * sitemapEntriesPerFile
  return { collection: match[1] as EntryCollection, from, to: from + sitemapEntriesPerFile }
}
