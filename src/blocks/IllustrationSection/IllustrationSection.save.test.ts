// Integration (real Payload, SQLite): arrowRotation keeps its §5 range 0–100 even when the arrow options are hidden.
import { describe, expect, it } from 'vitest'

import { saveLayout } from '../../../tests/integration/saveLayout'

describe('IllustrationSection in the CMS', () => {
  it('refuses arrowRotation 150 whether the arrow options are shown or not (§5)', async () => {
    const arrow = { blockType: 'IllustrationSection', arrowOptions: { arrowRotation: 150 } }
    const shown = await saveLayout([{ ...arrow, illustration: 'arrow-05' }])
    expect(shown.errors).toEqual([expect.stringMatching(/^layout\.0\.arrowOptions\.arrowRotation: .*100/)])
    expect((await saveLayout([{ ...arrow, illustration: 'heart-love' }])).errors).toEqual(shown.errors)
    expect((await saveLayout([{ ...arrow, useImage: true }])).errors).toEqual(shown.errors)
    expect(
      (await saveLayout([{ ...arrow, arrowOptions: { arrowRotation: 25 }, useImage: true }])).errors,
    ).toEqual([])
  })
})
