// §2 page paths: an editor's page may not take a first segment the site's own routes use (src/config/siteRoutes.ts).
import { t } from '@payloadcms/translations'
import { describe, expect, it } from 'vitest'

import { siteRouteSegments } from '@/config/siteRoutes'

import { adminTranslations } from '../admin/translations'
import { pathFromTitle, type Say, validatePagePath as rule, validateStoryPath } from './pathRules'

const english: Say = (key, vars) => t({ key, translations: adminTranslations.en, vars })
const validatePagePath = (value: string) => rule(value, english)

describe('validatePagePath', () => {
  it.each([...siteRouteSegments.filter((segment) => !segment.startsWith('_')), 'stories', 'sv-se'])(
    'refuses /%s and paths below it, naming the segment',
    (segment) => {
      expect(validatePagePath(`/${segment}`)).toBe(
        `The path may not start with '/${segment}': the site uses it`,
      )
      expect(validatePagePath(`/${segment}/x`)).not.toBe(true)
    },
  )
  it('accepts a path that only begins with the same letters', () => {
    expect(validatePagePath('/newsletters-archive')).toBe(true)
    expect(validatePagePath('/forms-of-photo-books')).toBe(true)
  })
})

describe('pathFromTitle (issue #32: a new entry’s path follows its title)', () => {
  it.each([
    ['Summer photo books 2026', '/summer-photo-books-2026', 'summer-photo-books-2026'],
    ['Sommarens fotoböcker', '/sommarens-fotobocker', 'sommarens-fotobocker'],
    ['Große Fotobücher – Ærø & Søndag!', '/grosse-fotobucher-aero-sondag', 'grosse-fotobucher-aero-sondag'],
  ])('%s → %s, a path the §2 rules accept', (title, page, story) => {
    expect(pathFromTitle(title, 'page')).toBe(page)
    expect(pathFromTitle(title, 'story')).toBe(story)
    expect(validatePagePath(page)).toBe(true)
    expect(validateStoryPath(story, english)).toBe(true)
  })
})
