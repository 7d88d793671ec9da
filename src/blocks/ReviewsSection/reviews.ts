import 'server-only'

// The reviews a Reviews block shows: published, in the visitor's language (any language when there are none yet),
// newest first; and the average over all of them.
import { payloadClient } from '@/cms/content'
import type { ProductType } from '@/config/products'
import { type Language, languageOf } from '@/i18n/locales'
import type { Review } from '@/payload-types'
import type { Where } from 'payload'

export interface ReviewSummary {
  reviews: Pick<Review, 'id' | 'name' | 'rating' | 'text' | 'date'>[]
  average: number
  count: number
}

export async function loadReviews(
  locale: string,
  { productType, limit }: { productType?: ProductType | null; limit: number },
): Promise<ReviewSummary> {
  const payload = await payloadClient()
  const read = async (language?: Language) => {
    const where: Where = {
      and: [
        ...(language ? [{ language: { equals: language } }] : []),
        ...(productType ? [{ productType: { equals: productType } }] : []),
      ],
    }
    const { docs } = await payload.find({
      collection: 'reviews',
      where,
      sort: '-date',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { name: true, rating: true, text: true, date: true },
    })
    return docs
  }
  const own = await read(languageOf(locale))
  const all = own.length ? own : await read()
  const count = all.length
  const average = count ? all.reduce((sum, review) => sum + review.rating, 0) / count : 0
  return { reviews: all.slice(0, limit), average, count }
}
