// Demo customer reviews in several languages for the Reviews block (idempotent: only into an empty collection).
import type { Payload } from 'payload'

import type { Language } from '@/i18n/locales'

const reviews: {
  name: string
  rating: number
  text: string
  language: Language
  productType: 'book' | 'print'
  daysAgo: number
}[] = [
  {
    name: 'Hannah, Leeds',
    rating: 5,
    text: 'The colours are spot on and the hardcover feels like a real book from a shop.',
    language: 'en',
    productType: 'book',
    daysAgo: 3,
  },
  {
    name: 'James, Bristol',
    rating: 5,
    text: 'Made a book of our wedding in one evening. The layout suggestions saved me hours.',
    language: 'en',
    productType: 'book',
    daysAgo: 12,
  },
  {
    name: 'Priya, London',
    rating: 4,
    text: 'Lovely matte prints. Delivery took a day longer than I hoped, but worth the wait.',
    language: 'en',
    productType: 'print',
    daysAgo: 20,
  },
  {
    name: 'Anna, Malmö',
    rating: 5,
    text: 'Vackraste fotoboken vi har gjort. Papperet är tjockt och färgerna lyser.',
    language: 'sv',
    productType: 'book',
    daysAgo: 5,
  },
  {
    name: 'Erik, Umeå',
    rating: 4,
    text: 'Smidigt att skapa i appen och snabb leverans till jul.',
    language: 'sv',
    productType: 'book',
    daysAgo: 30,
  },
  {
    name: 'Lena, Köln',
    rating: 5,
    text: 'Unser Reisebuch ist wunderschön geworden. Die Bindung ist hochwertig.',
    language: 'de',
    productType: 'book',
    daysAgo: 8,
  },
  {
    name: 'Tobias, Wien',
    rating: 5,
    text: 'Die Abzüge in Halbglanz sind gestochen scharf. Gerne wieder!',
    language: 'de',
    productType: 'print',
    daysAgo: 16,
  },
]

export async function seedReviews(payload: Payload, now = new Date()): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'reviews', overrideAccess: true })
  if (totalDocs) return
  for (const { daysAgo, ...review } of reviews) {
    await payload.create({
      collection: 'reviews',
      data: {
        ...review,
        date: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
        published: true,
      },
    })
  }
}
