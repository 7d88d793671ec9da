'use client'
// Issue #32: "Draft preview – Exit" on the draft preview tab; not inside the admin's Live Preview, where leaving
// draft mode would leave the editor looking at the published page.
import { inLivePreview } from '@/lib/livePreview'
import { useMounted } from '@/react/useMounted'

export function DraftBar({ className, exitHref }: { className: string; exitHref: string }) {
  const mounted = useMounted()
  if (mounted && inLivePreview()) return null
  return (
    <section className={className} aria-label="Draft preview">
      <span>Draft preview</span>
      <span aria-hidden="true">–</span>
      {/* A plain link: a prefetch must never turn draft mode off. */}
      <a href={exitHref}>Exit</a>
    </section>
  )
}
