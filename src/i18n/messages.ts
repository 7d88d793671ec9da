// §2 translation configuration: files are {lng}/{ns}.json under locales/, default namespace 'common'.
import { createTranslator, type NamespaceKeys } from 'next-intl'

import { type Language, languageOf } from './locales'

export const defaultNamespace = 'common'

export type Messages = typeof import('../../locales/en/common.json')

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../../locales/en/common.json'),
  sv: () => import('../../locales/sv/common.json'),
  de: () => import('../../locales/de/common.json'),
  da: () => import('../../locales/da/common.json'),
  nb: () => import('../../locales/nb/common.json'),
  nl: () => import('../../locales/nl/common.json'),
  fr: () => import('../../locales/fr/common.json'),
  it: () => import('../../locales/it/common.json'),
  es: () => import('../../locales/es/common.json'),
}

export async function loadMessages(language: Language): Promise<Messages> {
  return (await loaders[language]()).default
}

/**
 * A translator for one namespace of a locale's UI strings, usable anywhere on the server (blocks, tests) without
 * next-intl's request context: blocks receive their locale explicitly.
 */
export async function translator<N extends NamespaceKeys<Messages, keyof Messages>>(
  locale: string,
  namespace: N,
) {
  const messages = await loadMessages(languageOf(locale))
  return createTranslator({ locale, messages, namespace })
}
