// The countdown's plural words with no message parser and no Intl data in the browser: the server formats each
// plural message once per plural category of the locale ('#' standing for the number) and lists the category of
// every number the countdown can still show; the browser only looks them up. (Intl.PluralRules' first use cost the
// browser ~50 ms of main thread on a throttled phone; the ICU parser before it, more.)

/** A plural message's text per plural category of the locale; '#' stands for the number. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>

/** The plural category of each number 0…n: `index[n]` is the position of n's category in `categories`. */
export interface PluralTable {
  categories: Intl.LDMLPluralRule[]
  index: string
}

// A number for every category of the nine languages: 0–200, and a million for the French and Spanish 'many'.
const samples = [...Array.from({ length: 201 }, (_, n) => n), 1_000_000]

/** Formats `message` with a sample count of each of the locale's plural categories (server). */
export function pluralForms(locale: string, message: (count: number) => string): PluralForms {
  const rules = new Intl.PluralRules(locale)
  const number = new Intl.NumberFormat(locale)
  const forms: PluralForms = {}
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = samples.find((count) => rules.select(count) === category)
    if (sample !== undefined) forms[category] = message(sample).replace(number.format(sample), '#')
  }
  return forms
}

// Past it the nine languages all say 'other' (until the French and Spanish 'many' of a million days).
const tableEnd = 999

/**
 * The categories of 0…max, at most 0…999 (server): a countdown's numbers only shrink, so the largest at render
 * time is enough, and a far-off date cannot swell the page.
 */
export function pluralTable(locale: string, max: number): PluralTable {
  const rules = new Intl.PluralRules(locale)
  const categories = rules.resolvedOptions().pluralCategories
  const length = Math.min(max, tableEnd) + 1
  const index = Array.from({ length }, (_, count) => categories.indexOf(rules.select(count))).join('')
  return { categories, index }
}

/** The form for `count` with its number (browser); a number past the table takes the 'other' form. */
export function pluralText(forms: PluralForms, table: PluralTable, count: number): string {
  const category = table.categories[Number(table.index[count])] ?? 'other'
  return (forms[category] ?? forms.other ?? '').replace('#', String(count))
}
