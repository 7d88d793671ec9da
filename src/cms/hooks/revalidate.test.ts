import { describe, expect, it } from 'vitest'

import { entryRoutePaths } from './revalidate'

describe('entryRoutePaths', () => {
  it('lists the route behind every locale’s URL, own path and the en-gb fallback', () => {
    const paths = entryRoutePaths('pages', {
      'en-gb': '/start-creating-photobooks',
      'sv-se': '/borja-skapa-fotobocker',
    })
    expect(paths).toContain('/en-gb/start-creating-photobooks')
    expect(paths).toContain('/sv-se/borja-skapa-fotobocker')
    expect(paths).toContain('/sv-se/start-creating-photobooks')
    expect(paths).toContain('/da-dk/start-creating-photobooks')
    expect(paths.filter((path) => path.startsWith('/de-de/'))).toEqual(['/de-de/start-creating-photobooks'])
  })
  it('maps home to the locale root and stories under /stories', () => {
    expect(entryRoutePaths('pages', { 'en-gb': '/' })).toContain('/en-gb')
    expect(entryRoutePaths('stories', { 'en-gb': 'travel' })).toContain('/nb-no/stories/travel')
  })
})
