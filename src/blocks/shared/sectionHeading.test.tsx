// A block's section landmark: named by its h2, else by the fallback label, never both.
import { describe, expect, it } from 'vitest'

import { renderServer } from '../../../tests/support/render'
import { sectionHeading } from './sectionHeading'

describe('sectionHeading', () => {
  it('names the section by its h2 when there is a heading', async () => {
    const { name, heading } = sectionHeading('covers-1', 'Covers', 'title', 'Cover styles')
    expect(name).toEqual({ 'aria-labelledby': 'covers-1' })
    expect(await renderServer(heading)).toBe('<h2 id="covers-1" class="title">Covers</h2>')
  })
  it('falls back to the label, with no heading', async () => {
    const { name, heading } = sectionHeading('covers-1', undefined, 'title', 'Cover styles')
    expect(name).toEqual({ 'aria-label': 'Cover styles' })
    expect(heading).toBeNull()
    const section = await renderServer(<section {...sectionHeading('x', '', 'title').name} />)
    expect(section).toBe('<section></section>')
  })
})
