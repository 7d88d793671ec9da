// The countdown's plural words without a message parser in the browser: the server formats each plural message
// once per plural category of the locale ('#' standing for the number), the browser picks the category with the
// platform's Intl.PluralRules. Saves the ICU parser (~12 kB gzip) and its start-up work on every countdown page.

/** A plural message's text per plural category of the locale; '#' stands for the number. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>

// A number for every category of the nine languages: 0–200, and a million for the French and Spanish 'many'.
const samples = [...Array.from({ length: 201 }, (_, n) => n), 1_000_000]

const formatters = new Map<string, { rules: Intl.PluralRules; number: Intl.NumberFormat }>()
function intlOf(locale: string) {
  let intl = formatters.get(locale)
  if (!intl)
    formatters.set(
      locale,
      (intl = { rules: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) }),
    )
  return intl
}

/** Formats `message` with a sample count of each of the locale's plural categories (on the server). */
export function pluralForms(locale: string, message: (count: number) => string): PluralForms {
  const { rules, number } = intlOf(locale)
  const forms: PluralForms = {}
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = samples.find((count) => rules.select(count) === category)
    if (sample !== undefined) forms[category] = message(sample).replace(number.format(sample), '#')
  }
  return forms
}

/** The form for `count` (in the browser), its '#' replaced by the number in the locale's digits. */
export function pluralText(forms: PluralForms, count: number, locale: string): string {
  const { rules, number } = intlOf(locale)
  return (forms[rules.select(count)] ?? forms.other ?? '').replace('#', number.format(count))
}
