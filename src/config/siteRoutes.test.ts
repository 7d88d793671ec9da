// Every route folder of src/app is a site route segment: a new route cannot be shadowed by an editor's page path
// or sent to the 404 page by the router.
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { siteRouteSegments } from './siteRoutes'

const app = path.resolve(import.meta.dirname, '../app')

/** The first URL segments src/app serves: its folders, and those inside route groups like (payload). */
function appSegments(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      entry.name.startsWith('(') ? appSegments(path.join(folder, entry.name)) : [entry.name],
    )
}

describe('siteRouteSegments', () => {
  it('holds every route folder of src/app (files with an extension and the locale segment aside)', () => {
    const routes = appSegments(app).filter(
      (name) => !name.includes('.') && name !== '[locale]' && name !== 'stories',
    )
    expect(routes.length).toBeGreaterThan(5)
    for (const route of routes) expect(siteRouteSegments).toContain(route)
  })
})
