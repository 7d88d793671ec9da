// The small string helpers every renderer needs, once (issue #25): CMS data may be anything, and must not throw.

/** Trimmed text, or '' for anything that is not a string. */
export const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The class names that are set, space-separated. */
export const cx = (...names: Array<string | false | null | undefined>): string =>
  names.filter(Boolean).join(' ')

/** Whether `value` is one of `list`'s strings (a stored select value, a query parameter). */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value)
