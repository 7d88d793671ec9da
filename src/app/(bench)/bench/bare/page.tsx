// The bare page `npm run bench` compares the site against (throughput ratio, framework JavaScript).
import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Bare page', robots: { index: false } }

export default function BarePage() {
  return <p>Bare Next.js page.</p>
}
