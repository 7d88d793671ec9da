// Integration (real Payload, SQLite): §3 button link rule. A "start create" button needs its productType (default
// book, as the hero's), or it would lead nowhere and render nothing.
import { describe, expect, it } from 'vitest'

import { saveLayout } from '../../../tests/integration/saveLayout'

describe('a start-create button in the CMS', () => {
  it.each(['ButtonComponent', 'Button'])('%s defaults its productType to book', async (blockType) => {
    const { errors, layout = [] } = await saveLayout([{ blockType, buttonText: 'Create', createLink: true }])
    expect(errors).toEqual([])
    expect(layout[0]).toMatchObject({ createLink: true, productType: 'book' })
  })

  it('requires the productType once createLink is ticked, and not before', async () => {
    const button = { blockType: 'ButtonComponent', buttonText: 'Create', productType: null }
    expect((await saveLayout([{ ...button, createLink: true }])).errors).toEqual([
      'layout.0.productType: This field is required.',
    ])
    expect((await saveLayout([{ ...button, createLink: false, link: '/photobooks' }])).errors).toEqual([])
  })
})
