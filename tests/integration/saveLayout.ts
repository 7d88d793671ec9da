// Saves blocks the way an editor's publish does (real Payload, the test file's SQLite database), for the block tests
// that check what the CMS itself refuses (§5, §8) and stores (§3 defaults).
import { randomUUID } from 'node:crypto'

import { ValidationError } from 'payload'

import { testPayload } from './payload'

export type SavedLayout = { errors: string[]; layout?: Record<string, unknown>[] }

/** Publishes a page or story holding `layout`; resolves to its stored layout (relations as ids), or its errors as
 * "path: message", sorted. */
export async function saveLayout(
  layout: Record<string, unknown>[],
  collection: 'pages' | 'stories' = 'pages',
): Promise<SavedLayout> {
  const payload = await testPayload()
  const name = `block-test-${randomUUID().slice(0, 8)}`
  try {
    const doc = await payload.create({
      collection,
      locale: 'en-gb',
      depth: 0,
      data: {
        title: name,
        path: collection === 'pages' ? `/${name}` : name,
        ...(collection === 'stories' ? { publishedAt: '2026-11-01T00:00:00.000Z' } : {}),
        _status: 'published',
        layout,
      } as never,
      context: { disableRevalidate: true },
    })
    return { errors: [], layout: (doc as { layout?: Record<string, unknown>[] }).layout }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return { errors: error.data.errors.map((entry) => `${entry.path}: ${entry.message}`).sort() }
  }
}
