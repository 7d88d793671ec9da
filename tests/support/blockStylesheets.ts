// Every block stylesheet (`*.inline.pcss`) compiled as the build compiles it, for tests that check a page ships the
// stylesheet of each block class it uses (src/blocks/shared/styles).
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const { compileInlineCss } = createRequire(import.meta.url)(
  path.join(root, 'src/blocks/shared/styles/inlineCss.cjs'),
) as { compileInlineCss: (source: string, file: string, root: string) => Omit<CompiledSheet, 'file'> }

export interface CompiledSheet {
  file: string
  classes: Record<string, string>
  href: string
  css: string
}

export function blockStylesheets(): CompiledSheet[] {
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

/** The class tokens of an HTML string's class attributes. */
export function classTokens(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)))
}
