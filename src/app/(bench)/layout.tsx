import type { ReactNode } from 'react'

/** A bare Next.js document: the benchmark's yardstick for the framework on this machine. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
