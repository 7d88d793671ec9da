// Issue #31 (#23): `npm start`, `npm run migrate|seed|create-editor` run as plain JavaScript with Lexical's production
// files (scripts/run.mjs). Lexical's files for Node wrap each in a top-level await; with source maps on (as under tsx)
// and Payload loaded first, 11 imports of `@payloadcms/richtext-lexical` in 190 never settled here (0 in 190 with the
// flags), which is how a start holding the migration lock waited for ever.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { scriptNodeFlags } from '../../scripts/lib/bundle.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/** What `node <flags>` resolves each specifier to, from the project. */
function resolved(flags: string[], specifiers: string[]): string[] {
  const code = `console.log(JSON.stringify(${JSON.stringify(specifiers)}.map((s) => import.meta.resolve(s))))`
  const output = execFileSync(process.execPath, [...flags, '--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return JSON.parse(output.toString()).map((url: string) => path.basename(url))
}

describe('the scripts npm runs', () => {
  it("load Lexical's production files, which have no top-level await", () => {
    const lexical = ['lexical', '@lexical/html', '@lexical/utils', '@lexical/selection', '@lexical/extension']
    // Without the flags Node picks the wrappers: this test fails when the flags stop making a difference.
    expect(resolved([], lexical).every((file) => file.endsWith('.node.mjs'))).toBe(true)
    const files = resolved(scriptNodeFlags, lexical)
    expect(files).toEqual([
      'Lexical.prod.mjs',
      'LexicalHtml.prod.mjs',
      'LexicalUtils.prod.mjs',
      'LexicalSelection.prod.mjs',
      'LexicalExtension.prod.mjs',
    ])
    for (const file of ['lexical/dist/Lexical.prod.mjs', '@lexical/html/dist/LexicalHtml.prod.mjs'])
      expect(readFileSync(path.join(root, 'node_modules', file), 'utf8')).not.toMatch(
        /^\s*(const \w+ = )?await /m,
      )
  })

  it('import Payload and then Lexical to the end, with source maps on', () => {
    const code =
      "await import('payload'); await import('@payloadcms/richtext-lexical'); console.log('settled')"
    for (let run = 0; run < 3; run++) {
      const output = execFileSync(
        process.execPath,
        [...scriptNodeFlags, '--enable-source-maps', '--input-type=module', '-e', code],
        { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, timeout: 60_000 },
      )
      expect(output.toString().trim()).toBe('settled')
    }
  })

  it('are run by package.json with those flags', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
    for (const name of ['start', 'migrate', 'seed', 'create-editor'])
      expect(scripts[name], name).toBe(`node ${scriptNodeFlags.join(' ')} scripts/run.mjs ${name}`)
  })
})
