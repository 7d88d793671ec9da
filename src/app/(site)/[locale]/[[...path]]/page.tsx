// §2: the CMS page route. Statically generated on first request and revalidated when an editor publishes.
import { EntryPage, entryMetadata, type EntryParams } from '@/renderers/entry/EntryPage'

export const revalidate = 3600
export const dynamicParams = true

/** Nothing is built ahead: pages render on first request, then are served statically until revalidated. */
export function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: { params: EntryParams }) {
  return entryMetadata({ params })
}

export default function Page({ params }: { params: EntryParams }) {
  return EntryPage({ params })
}
