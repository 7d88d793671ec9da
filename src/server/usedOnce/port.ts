// Things accepted once only (a captcha solution, §1): the first claim of a key wins until it expires. Issue #23: in
// Redis when configured, so a key claimed on one instance is refused on every other.
export interface UsedOnce {
  /** Claims `key` until `expiresAtMs`; false when it was already claimed and has not expired. */
  claim(key: string, expiresAtMs: number): Promise<boolean>
  /** Forgets every claim (tests; the memory adapter only). */
  clear(): void
}
