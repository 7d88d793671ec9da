// A variation of an entry (issue #9): the router rewrites a visitor here when it chose an A/B variation or a
// personalisation variant, so each variation is its own static, cacheable page; the visitor's URL, canonical and
// hreflang stay the entry's. Unknown to the path index, so never reachable by this URL (editors preview it).
import { notFound } from 'next/navigation'

import { tryDecode } from '@/lib/uri'
import { EntryPage, entryMetadata } from '@/renderers/entry/EntryPage'

export const revalidate = 3600
export const dynamicParams = true

export function generateStaticParams() {
  return []
}

type Params = Promise<{ locale: string; variant: string; path?: string[] }>

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, path } = await params
  return entryMetadata({ params: Promise.resolve({ locale, path }) })
}

export default async function VariationPage({ params }: { params: Params }) {
  const { locale, path, variant } = await params
  const variation = tryDecode(variant)
  if (variation === undefined) notFound()
  return EntryPage({ params: Promise.resolve({ locale, path }), variation })
}
