// The bare page `npm run bench` compares the site against (throughput ratio, framework JavaScript), and its numbered
// copies (`bare-1`, `bare-2` …): the shop bench's reference for a first render, each copy rendered once.
// Rendered on first request and then kept by Next, like the CMS pages; served by Next itself (no page version store).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

export const metadata: Metadata = { title: 'Bare page', robots: { index: false } }
export const revalidate = 3600

export function generateStaticParams() {
  return []
}

export default async function BarePage({ params }: { params: Promise<{ page: string }> }) {
  if (!/^bare(?:-\d{1,4})?$/.test((await params).page)) notFound()
  return <p>Bare Next.js page.</p>
}
