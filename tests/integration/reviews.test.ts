// Integration (real Payload): the Reviews block's source — published reviews in the visitor's language (any
// language when there are none), by product, newest first, with their average; the public never sees hidden ones.
import { beforeAll, describe, expect, it } from 'vitest'

import { loadReviews } from '@/blocks/ReviewsSection/reviews'

import { testPayload } from './payload'

beforeAll(async () => {
  const payload = await testPayload()
  const review = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'reviews',
      data: { name: 'x', text: 'y', rating: 5, language: 'en', ...data } as never,
    })
  await review({ name: 'Anna', language: 'sv', rating: 5, productType: 'book', date: '2026-10-02T00:00:00Z' })
  await review({
    name: 'Erik',
    language: 'sv',
    rating: 3,
    productType: 'print',
    date: '2026-10-01T00:00:00Z',
  })
  await review({ name: 'Hidden', language: 'sv', rating: 1, published: false, date: '2026-10-03T00:00:00Z' })
  await review({ name: 'Hannah', language: 'en', rating: 4, date: '2026-09-01T00:00:00Z' })
})

describe('loadReviews', () => {
  it('shows the visitor’s language, newest first, with the average, never an unpublished review', async () => {
    const summary = await loadReviews('sv-se', { limit: 6 })
    expect(summary.reviews.map((review) => review.name)).toEqual(['Anna', 'Erik'])
    expect(summary.average).toBe(4)
    expect(summary.count).toBe(2)
  })
  it('narrows to a product type and a limit', async () => {
    expect(
      (await loadReviews('sv-se', { productType: 'print', limit: 6 })).reviews.map((r) => r.name),
    ).toEqual(['Erik'])
    expect((await loadReviews('sv-se', { limit: 1 })).reviews).toHaveLength(1)
    expect((await loadReviews('sv-se', { limit: 1 })).count).toBe(2)
  })
  it('falls back to every language when there are none in the visitor’s', async () => {
    const summary = await loadReviews('de-de', { limit: 6 })
    expect(summary.reviews.map((review) => review.name)).toEqual(['Anna', 'Erik', 'Hannah'])
  })
  it('refuses a rating that is not a whole number of stars', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({
        collection: 'reviews',
        data: { name: 'x', text: 'y', rating: 4.5, language: 'en' } as never,
      }),
    ).rejects.toThrow()
  })
})
