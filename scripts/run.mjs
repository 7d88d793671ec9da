// `npm start`, `npm run migrate|seed|create-editor`: scripts/<name>.ts compiled to plain JavaScript and run by Node with
// Lexical's production files (scriptNodeFlags). Issue #31 (#23): under tsx, a start holding the migration lock sometimes
// never finished importing Payload's config (Lexical's top-level awaits), and every other instance waited on the lock
// for ever. Without tsx's loader a start also takes half the CPU time (1.7 s against 4.8 s to find nothing to migrate).
import { pathToFileURL } from 'node:url'

import { bundleScript, scriptNodeFlags } from './lib/bundle.mjs'

const name = process.argv[2]
if (!name || !scriptNodeFlags.every((flag) => process.execArgv.includes(flag)))
  throw new Error(
    `Usage: node ${scriptNodeFlags.join(' ')} scripts/run.mjs <name of a script under scripts/>`,
  )
const script = await bundleScript(name)
// Production migrations only run with NODE_ENV=production (a dev-pushed database would skip them). Set before any of
// the script's packages load, as some read it once, when they load.
process.env.NODE_ENV = 'production'
// Errors name the sources' lines, not the bundle's.
process.setSourceMapsEnabled(true)
await import(pathToFileURL(script).href)
