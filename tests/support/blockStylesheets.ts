// Every block stylesheet (`*.inline.pcss`) compiled as the build compiles it, for tests that check a page ships the
// stylesheet of each block class it uses (src/blocks/shared/styles).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { type CompiledInlineCss, compileInlineCss } from '../../src/blocks/shared/styles/inlineCss.cjs'

const root = path.resolve(import.meta.dirname, '../..')

export function blockStylesheets(): (CompiledInlineCss & { file: string })[] {
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.inline.pcss'))
    .map((file) => path.join(root, 'src', file))
  return files.map((file) => ({
    file: path.relative(root, file),
    ...compileInlineCss(readFileSync(file, 'utf8'), file, root),
  }))
}

/** Each scoped block class name, with the file that defines it. */
export function blockClassNames(): Map<string, string> {
  return new Map(
    blockStylesheets().flatMap(({ file, classes }) =>
      Object.values(classes).flatMap((names) => names.split(' ').map((name) => [name, file] as const)),
    ),
  )
}

/** Whether `css` has a rule for the class `name` (not just for a longer name that starts with it). */
export function definesClass(css: string, name: string): boolean {
  return new RegExp(`\\.${name}(?![\\w-])`).test(css)
}

/** The class tokens of an HTML string's class attributes. */
export function classTokens(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)))
}
