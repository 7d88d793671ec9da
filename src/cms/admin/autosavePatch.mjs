// Issue #30 (content reads back once saved), run after every install (package.json postinstall): Payload 3.90.2's
// form forgets that a field was typed into as soon as the editor types into another one, and an autosave answered
// after that puts the older value it saved back into the field (payloadcms/payload#17676, open). An editor who typed
// a block's heading, then its alt text, while the previous autosave was on its way lost the heading: it left the form
// and the draft, and the Live Preview never showed it (the compose journey's flake, one run in four). This keeps the
// mark until the form is replaced (a locale, a reload), so a background save never overwrites what the editor typed;
// Payload's own saves ("Publish changes") still take the server's values. It patches the client bundle the admin
// runs and the module form of the reducer, and fails the install on a reducer it does not know.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const mark = '/* issue #30: isModified kept (payload#17676) */'

const shapes = [
  // The client bundle (minified): `if("value"in e){for(let[r,s]of Object.entries(n))if(r!==e.path&&"isModified"in s)…`.
  /if\("value"in ([\w$]+)\)\{for\(let\[([\w$]+),([\w$]+)\]of Object\.entries\(([\w$]+)\)\)if\(\2!==\1\.path&&"isModified"in \3\)\{let\{isModified:[\w$]+,\.\.\.([\w$]+)\}=\3;\4\[\2\]=\5\}\}/g,
  // The module (dist/forms/Form/fieldReducer.js).
  /\/\/ reset `isModified` in all other fields\n(?:\s*\/\/[^\n]*\n)*\s*if \('value' in action\) \{\s*for \(const \[path, field\] of Object\.entries\(newState\)\) \{\s*if \(path !== action\.path && 'isModified' in field\) \{\s*const \{\s*isModified: _,\s*\.\.\.fieldWithoutIsModified\s*\} = field;\s*newState\[path\] = fieldWithoutIsModified;\s*\}\s*\}\s*\}/g,
]

/** What marks a file holding the form's reducer: its UPDATE action's list of the keys it takes. */
const marker = `'disableFormData', 'errorMessage', 'initialValue', 'rows', 'valid', 'validate', 'value'`
const minifiedMarker = marker.replaceAll("'", '"').replaceAll(' ', '')

/** The reset removed from one file's text; throws when the file holds the reducer in an unknown shape. */
export function patchText(text, name = 'file') {
  if (!text.includes(marker) && !text.includes(minifiedMarker)) return text
  let patched = text
  for (const shape of shapes) patched = patched.replace(shape, mark)
  if (!patched.includes(mark) || shapes.some((shape) => new RegExp(shape.source).test(patched)))
    throw new Error(`${name}: Payload's form reducer is in a shape this patch does not know`)
  return patched
}

/** The files of the installed @payloadcms/ui that hold the form's reducer. */
export function reducerFiles(uiDir) {
  return ['dist/exports/client/index.js', 'dist/forms/Form/fieldReducer.js'].map((file) =>
    path.join(uiDir, file),
  )
}

/** Patches the installed @payloadcms/ui (idempotent); returns the files it patched. */
export function patchPayloadUi(uiDir) {
  const files = reducerFiles(uiDir)
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const patched = patchText(text, path.relative(uiDir, file))
    if (patched === text && !text.includes(mark))
      throw new Error(`${file}: Payload's form reducer was not found`)
    if (patched !== text) writeFileSync(file, patched)
  }
  return files
}

/** The installed @payloadcms/ui: its entry is dist/exports/client/index.js (its package.json is not exported). */
export const installedUiDir = () =>
  path.resolve(fileURLToPath(import.meta.resolve('@payloadcms/ui')), '../../../..')

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = patchPayloadUi(installedUiDir())
  console.log(`Payload's form: a typed field stays its editor's in ${files.length} files.`)
}
