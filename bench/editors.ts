// Issue #32's figure: the clicks and keystrokes of journey (a) (compose a landing page, translate its heading,
// publish), as tests/e2e/compose-journey.spec.ts counts them on the production build. Run by `npm run bench`
// (BENCH_EDITORS=none skips it); alone: `tsx bench/editors.ts`.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')

export interface EditorEffort {
  clicks: number
  keystrokes: number
}

/** No count was kept from before click-to-edit (issue #32's baseline was a developer's form, measured by hand). */
export const effortBefore: EditorEffort | undefined = undefined

/** Runs journey (a) in Playwright (its own server and database) and reads the effort it annotates. */
export async function benchEditors(): Promise<{ effort?: EditorEffort; failures: string[] }> {
  const child = spawn(
    'npx',
    ['playwright', 'test', 'tests/e2e/compose-journey.spec.ts', '--no-deps', '--reporter=json'],
    {
      cwd: root,
      env: { ...process.env, CI: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let report = ''
  child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  type Annotated = { annotations?: { type: string; description?: string }[] }
  type Suite = { suites?: Suite[]; specs?: { tests: (Annotated & { results: Annotated[] })[] }[] }
  const suites = (JSON.parse(report.slice(report.indexOf('{'))) as { suites: Suite[] }).suites
  // A runtime annotation is on the test (and, in newer reports, on its result).
  const annotated = (suite: Suite): Annotated[] => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => [test, ...test.results])),
    ...(suite.suites ?? []).flatMap(annotated),
  ]
  const annotation = suites.flatMap(annotated).flatMap((item) => item.annotations ?? [])
  const effort = annotation.find(({ type }) => type === 'effort')?.description
  if (code !== 0 || !effort) return { failures: [`journey (a) did not complete (playwright exited ${code})`] }
  return { effort: JSON.parse(effort) as EditorEffort, failures: [] }
}

export function printEditors(effort: EditorEffort | undefined) {
  console.log('Editors: journey (a), compose a landing page in two locales and publish it')
  console.table({
    'with click-to-edit (now)': effort ?? { clicks: NaN, keystrokes: NaN },
    'before click-to-edit': effortBefore ?? { clicks: 'not kept', keystrokes: 'not kept' },
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { effort, failures } = await benchEditors()
  printEditors(effort)
  if (failures.length) console.log(failures.join('\n'))
  process.exit(failures.length ? 1 : 0)
}
