// Issue #30: a field an editor typed into is never put back to an older value by an autosave answered later
// (payloadcms/payload#17676; the postinstall patch, ./autosavePatch.mjs), tested on the installed Payload form.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { installedUiDir, patchText, reducerFiles } from './autosavePatch.mjs'

const uiDir = installedUiDir()

type FormState = Record<string, { value?: unknown; isModified?: boolean; initialValue?: unknown }>
type Action = { type: string; [key: string]: unknown }
const { fieldReducer } = (await import(path.join(uiDir, 'dist/forms/Form/fieldReducer.js'))) as {
  fieldReducer: (state: FormState, action: Action) => FormState
}

describe("Payload's form, as installed", () => {
  // What an autosave answers: the values it saved, read back, merged as Payload's Autosave merges them.
  const autosaveAnswered = (state: FormState, saved: FormState) =>
    fieldReducer(state, {
      type: 'MERGE_SERVER_STATE',
      acceptValues: { overrideLocalChanges: false },
      prevStateRef: { current: undefined },
      serverState: saved,
    })

  it('keeps a heading typed before the alt text when the autosave sent before both answers', () => {
    const sent: FormState = { heading: { value: '' }, altText: { value: '' } }
    let state = fieldReducer(sent, { type: 'UPDATE', path: 'heading', value: 'Made in a minute' })
    state = fieldReducer(state, { type: 'UPDATE', path: 'altText', value: 'Photo book pages' })
    state = autosaveAnswered(state, sent)
    expect(state.heading?.value).toBe('Made in a minute')
    expect(state.altText?.value).toBe('Photo book pages')
  })

  it('still shows a value the server worked out for a field nobody typed into', () => {
    let state = fieldReducer(
      { title: { value: '' }, slug: { value: '' } },
      { type: 'UPDATE', path: 'title', value: 'Summer' },
    )
    state = autosaveAnswered(state, { title: { value: 'Summer' }, slug: { value: 'summer' } })
    expect(state.slug?.value).toBe('summer')
  })
})

describe('the patch', () => {
  const minified =
    'case"UPDATE":{let o=Object.entries(e).reduce((r,[s,i])=>["disableFormData","errorMessage","initialValue","rows","valid","validate","value"].includes(s)?{...r,[s]:i}:r,t?.[e.path]||{}),n={...t,[e.path]:o};if("value"in e){for(let[r,s]of Object.entries(n))if(r!==e.path&&"isModified"in s){let{isModified:i,...l}=s;n[r]=l}}return n}'

  it('removes the reset from the minified bundle, and is idempotent', () => {
    const patched = patchText(minified)
    expect(patched).not.toContain('"isModified"in')
    expect(patched).toContain('n={...t,[e.path]:o};/* issue #30')
    expect(patchText(patched)).toBe(patched)
  })

  it('leaves a file without the reducer alone, and stops at a reducer it does not know', () => {
    expect(patchText('let a=1')).toBe('let a=1')
    expect(() => patchText(minified.replace('"isModified"in s', '!!s.isModified'), 'index.js')).toThrow(
      /index\.js/,
    )
  })

  it('has been applied by the install to the client bundle the admin runs and to the module', () => {
    for (const file of reducerFiles(uiDir)) {
      const text = readFileSync(file, 'utf8')
      expect(text, file).toContain('issue #30: isModified kept')
      expect(patchText(text), file).toBe(text)
    }
  })
})
