// Issue #34: the index of kept page versions, shared by every instance of one build (Redis) or kept by the one
// process there is (a file). It says which version each page key has; the bytes are files (./files.ts).

/** What the index holds of one kept version: small, so the whole index fits in Redis or memory. */
export interface KeptEntry {
  /** The sha256 of the page's bytes (its ETag and part of its file names). */
  tag: string
  /** When its render began (ms since the epoch). */
  at: number
  /** The page wrapper's generation it was rendered with (a change of navigation, footer or banners moves it on). */
  gen: number
  /** Seconds Next keeps the page (its s-maxage): past it, the version is served while it is rendered again. */
  life: number
  /** 'fast': compressed on the request path; 'best': recompressed at the best quality since. */
  q: 'fast' | 'best'
  /** Served until a render replaces it (a list page a publish shifted). */
  stale?: true
}

/** What every instance of the build hears: keys whose version changed, or the wrapper's new generation. */
export interface KeptAnnouncement {
  keys?: string[]
  generation?: number
}

export interface KeptIndex {
  get(key: string): Promise<KeptEntry | undefined>
  /** How often `key` was purged: a render that began at another count holds old content and is not kept. */
  purges(key: string): Promise<number>
  /** Keeps `entry` unless the key was purged since the render began (`purges`); the entry it replaced. */
  put(key: string, entry: KeptEntry, purges: number): Promise<{ kept: boolean; replaced?: KeptEntry }>
  /** Marks the version `tag` of `key` as recompressed at `q`: only if it is still the key's version; true if so. */
  requalify(key: string, tag: string, from: KeptEntry['q'], q: KeptEntry['q']): Promise<boolean>
  /** Drops the keys' versions (and fails renders begun before); the entries dropped. */
  purge(keys: string[]): Promise<{ key: string; entry: KeptEntry }[]>
  /** Keeps serving the keys' versions until renders replace them (and fails renders begun before). */
  markStale(keys: string[]): Promise<void>
  generation(): Promise<number>
  /** Moves the wrapper's generation on: every version rendered before is stale. */
  nextGeneration(): Promise<number>
  /** One render of a key at a time across instances; false while another holds it. */
  claim(key: string, ms: number): Promise<boolean>
  release(key: string): Promise<void>
  /** Every kept key, in no particular order. */
  entries(): AsyncIterable<[string, KeptEntry]>
  size(): Promise<number>
  announce(message: KeptAnnouncement): Promise<void>
  onAnnouncement(listener: (message: KeptAnnouncement) => void): void
  close(): Promise<void>
}
