// §2 global dialogs: a query parameter opens one, so marketing links can.
import { describe, expect, it } from 'vitest'

import { dialogFromSearch, dialogNames } from './DialogState'

describe('dialogFromSearch', () => {
  it('opens each dialog by name', () => {
    for (const name of dialogNames) expect(dialogFromSearch(`?utm_source=a&dialog=${name}`)?.name).toBe(name)
  })
  it('opens the language picker as the header’s', () => {
    expect(dialogFromSearch('?dialog=language-picker')).toEqual({ name: 'language-picker', source: 'header' })
  })
  it('ignores unknown names and pages without one', () => {
    expect(dialogFromSearch('?dialog=evil')).toBeNull()
    expect(dialogFromSearch('')).toBeNull()
  })
})
