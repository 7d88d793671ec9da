// Issue #32's figure: the effort of journey (a) (compose a landing page, translate its heading, publish), as
// tests/e2e/support/effort.ts counts it on the production build, before click-to-edit (the form alone,
// bench/journeys/compose-form.spec.ts) and after (tests/e2e/compose-journey.spec.ts). Run by `npm run bench`
// (BENCH_EDITORS=none skips it); alone: `tsx bench/editors.ts`.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { EditorEffort } from '../tests/e2e/support/effort'

const root = path.resolve(import.meta.dirname, '..')

export interface JourneyEffort {
  /** The form alone, each block added at its end: the only way before click-to-edit. */
  before?: EditorEffort
  /** Each block after the first inserted from the Live Preview. */
  after?: EditorEffort
}

/** Runs journey (a) both ways in Playwright (one server and database) and reads the effort each annotates. */
export async function benchEditors(): Promise<{ effort: JourneyEffort; failures: string[] }> {
  const child = spawn('npx', ['playwright', 'test', '--config', 'bench/journeys/playwright.config.ts'], {
    cwd: root,
    env: { ...process.env, CI: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let report = ''
  child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  type Annotated = { annotations?: { type: string; description?: string }[] }
  type Test = Annotated & { results: Annotated[] }
  type Suite = { suites?: Suite[]; specs?: { file: string; tests: Test[] }[] }
  const suites = (JSON.parse(report.slice(report.indexOf('{'))) as { suites: Suite[] }).suites
  const specs = (suite: Suite): NonNullable<Suite['specs']> => [
    ...(suite.specs ?? []),
    ...(suite.suites ?? []).flatMap(specs),
  ]
  // A runtime annotation is on the test (and, in newer reports, on its result).
  const effortIn = (file: string) => {
    const spec = suites.flatMap(specs).find((candidate) => candidate.file.endsWith(file))
    const annotations = spec?.tests
      .flatMap((test) => [test, ...test.results])
      .flatMap((item) => item.annotations ?? [])
    const effort = annotations?.find(({ type }) => type === 'effort')?.description
    return effort ? (JSON.parse(effort) as EditorEffort) : undefined
  }
  const effort = { before: effortIn('compose-form.spec.ts'), after: effortIn('compose-journey.spec.ts') }
  const failures =
    code === 0 && effort.before && effort.after
      ? []
      : [`journey (a) did not complete both ways (playwright exited ${code})`]
  return { effort, failures }
}

export function printEditors(effort: JourneyEffort | undefined) {
  console.log('Editors: journey (a), compose a landing page in two locales and publish it')
  const none = { clicks: NaN, keystrokes: NaN, scrolled: NaN }
  console.table({
    'before click-to-edit (the form alone)': effort?.before ?? none,
    'with click-to-edit (now)': effort?.after ?? none,
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { effort, failures } = await benchEditors()
  printEditors(effort)
  if (failures.length) console.log(failures.join('\n'))
  process.exit(failures.length ? 1 : 0)
}
