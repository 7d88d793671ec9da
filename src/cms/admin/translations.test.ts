// Issue #32: each admin language holds all our admin components' words, none empty, with English's placeholders.
import { initI18n } from '@payloadcms/translations'
import { da } from '@payloadcms/translations/languages/da'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { it as itLanguage } from '@payloadcms/translations/languages/it'
import { nb } from '@payloadcms/translations/languages/nb'
import { nl } from '@payloadcms/translations/languages/nl'
import { sv } from '@payloadcms/translations/languages/sv'
import { describe, expect, it } from 'vitest'

import { validatePagePath, validateStoryPath } from '../fields/pathRules'
import { adminTranslations, editorsT } from './translations'

type Strings = Record<string, Record<string, string>>

const english = adminTranslations.en as Strings
const languages = Object.entries(adminTranslations as Record<string, Strings>).filter(
  ([code]) => code !== 'en',
)
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

/** Every "namespace:key" with its text. */
const entries = (strings: Strings) =>
  Object.entries(strings).flatMap(([namespace, keys]) =>
    Object.entries(keys).map(([key, text]): [string, unknown] => [`${namespace}:${key}`, text]),
  )

describe('admin translations (issue #32)', () => {
  it('are given for the nine admin languages', () => {
    expect(Object.keys(adminTranslations).sort()).toEqual(
      ['da', 'de', 'en', 'es', 'fr', 'it', 'nb', 'nl', 'sv'].sort(),
    )
  })

  it('has no English text empty', () => {
    for (const [key, text] of entries(english)) expect(text, key).toMatch(/\S/)
  })

  it.each(languages)('%s holds every English key and no other, none of them empty', (_, strings) => {
    expect(
      entries(strings)
        .map(([key]) => key)
        .sort(),
    ).toEqual(
      entries(english)
        .map(([key]) => key)
        .sort(),
    )
    for (const [key, text] of entries(strings)) {
      expect(typeof text, key).toBe('string')
      expect(text, key).toMatch(/\S/)
    }
  })

  it.each(languages)('%s keeps each {{placeholder}} of the English text and adds none', (_, strings) => {
    for (const [key, text] of entries(english)) {
      const [namespace, name] = key.split(':') as [string, string]
      expect(placeholders(strings[namespace]?.[name] ?? ''), key).toEqual(placeholders(text as string))
    }
  })

  it('says the path rules in the editor’s language, as the path field and PathCheck ask (src/cms/fields/pathRules.ts)', async () => {
    const supportedLanguages = { en, sv, de, it: itLanguage, fr, es, da, nb, nl }
    const config = { supportedLanguages, fallbackLanguage: 'en' as const, translations: adminTranslations }
    const say = editorsT(await initI18n({ config, context: 'client', language: 'sv' }))
    expect(validatePagePath('/stories/a-story', say)).toBe(
      "Sökvägen får inte börja med '/stories': webbplatsen använder den",
    )
    expect(validateStoryPath('Not A Slug', say)).toBe(adminTranslations.sv.editors.pathFormatStory)
    expect(validatePagePath('/photo-books', say)).toBe(true)
  })

  it('is what Payload’s t answers in each language, with the placeholders filled in', async () => {
    const supportedLanguages = { en, sv, de, it: itLanguage, fr, es, da, nb, nl }
    const config = { supportedLanguages, fallbackLanguage: 'en' as const, translations: adminTranslations }
    for (const language of Object.keys(supportedLanguages) as (keyof typeof supportedLanguages)[]) {
      const i18n = await initI18n({ config, context: 'client', language })
      const editors = adminTranslations[language].editors
      expect(i18n.t('editors:recentEdits' as never)).toBe(editors.recentEdits)
      expect(i18n.t('editors:previewVariation' as never, { name: 'B' })).toBe(
        editors.previewVariation.replace('{{name}}', 'B'),
      )
      // Payload's own words stay.
      expect(i18n.t('general:cancel')).toBe(supportedLanguages[language].translations.general.cancel)
    }
  })
})
