// §2 UI strings: every key exists in all nine languages, none is empty, and every key is used by the code.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { languages } from './locales'
import { defaultNamespace, loadMessages } from './messages'

type Tree = { [key: string]: string | Tree }

/** Every leaf as a dotted path: header.home, notFound.title, skipToContent. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(at, value)
    else for (const [inner, text] of leaves(value, at)) found.set(inner, text)
  }
  return found
}

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(directory, entry.name)
    if (entry.isDirectory()) return sources(at)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(at, 'utf8')] : []
  })
}

/** ICU arguments of a message: {brand}, {date}, {count, plural, …} (not a plural branch's own text: one {Day}). */
const placeholders = (text: string) =>
  [...text.matchAll(/(?<!(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*)\{(\w+)/g)]
    .map(([, name]) => name)
    .sort()

describe('UI strings', () => {
  it(`are in locales/{lng}/${defaultNamespace}.json for the nine languages`, () => {
    expect(readdirSync('locales').sort()).toEqual([...languages].sort())
  })

  it('have the same keys and placeholders in every language, none empty', async () => {
    const english = leaves((await loadMessages('en')) as unknown as Tree)
    for (const language of languages) {
      const messages = leaves((await loadMessages(language)) as unknown as Tree)
      expect([...messages.keys()].sort(), language).toEqual([...english.keys()].sort())
      for (const [key, text] of messages) {
        expect(text.trim(), `${language}: ${key}`).not.toBe('')
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(english.get(key) ?? ''))
      }
    }
  })

  it('are all used by the code', async () => {
    const code = sources('src').join('\n')
    const quoted = (text: string) => `['"\`]${text.replace(/\./g, '\\.')}['"\`]`
    const unused = [...leaves((await loadMessages('en')) as unknown as Tree).keys()].filter((key) => {
      const parts = key.split('.')
      // Used as t('rest') under the namespace before it, or read whole with t.raw('a prefix of rest').
      return !parts.some((_, at) => {
        const namespace = parts.slice(0, at).join('.')
        const rest = parts.slice(at)
        if (namespace && !new RegExp(quoted(namespace)).test(code)) return false
        if (new RegExp(`\\bt\\(\\s*${quoted(rest.join('.'))}`).test(code)) return true
        return rest.some((__, end) =>
          new RegExp(`\\bt\\.raw\\(\\s*${quoted(rest.slice(0, end + 1).join('.'))}`).test(code),
        )
      })
    })
    expect(unused).toEqual([])
  })
})
