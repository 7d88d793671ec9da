// Issue #25: `npm run lint` refuses an import from a lower floor of src/ to a higher one (eslint.config.mjs).
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })

async function floorErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message)
}

describe('the floors of src/', () => {
  it('refuses a block importing a visitor feature, by alias or relative path', async () => {
    const errors = await floorErrors(
      'blocks/Probe/Component.tsx',
      "import { NewsletterOpener } from '@/site/newsletter/NewsletterOpener'\n" +
        "import { Header } from '../../chrome/header/Header'\n" +
        'export const probe = [NewsletterOpener, Header]\n',
    )
    expect(errors).toHaveLength(2)
    expect(errors[0]).toContain('a lower floor never imports a higher one')
  })

  it('refuses the shared React plumbing importing a page renderer', async () => {
    const errors = await floorErrors(
      'react/probe.ts',
      "import { EntryPage } from '@/renderers/entry/EntryPage'\nexport const probe = EntryPage\n",
    )
    expect(errors).toHaveLength(1)
  })

  it('lets a floor import its own floor and the floors below', async () => {
    const errors = await floorErrors(
      'site/probe/Probe.tsx',
      "import { useMounted } from '@/react/useMounted'\n" +
        "import { useConsent } from '@/services/consent/Consent'\n" +
        "import { DialogOpener } from '@/dialogs/DialogOpener'\n" +
        "import { NewsletterOpener } from '../newsletter/NewsletterOpener'\n" +
        'export const probe = [useMounted, useConsent, DialogOpener, NewsletterOpener]\n',
    )
    expect(errors).toEqual([])
  })
})
