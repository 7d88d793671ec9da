// §3 entry fields on the rendered content (data attributes), and an impression event for analytics (§7 pushEvent)
// when the visitor sees an A/B test arm or a personalisation variant.
import type { ReactNode } from 'react'

import type { ServedContent } from '@/cms/variation'

import { VariationImpression } from './VariationImpression'

export function VariationMarker({ served, children }: { served: ServedContent; children: ReactNode }) {
  const isVariation = served.testVariationId !== undefined || served.variationId !== 'original'
  return (
    <div
      style={{ display: 'contents' }}
      data-entry-id={served.entryId}
      data-variation-id={served.variationId}
      data-test-variation-id={served.testVariationId}
      data-test-variation-name={served.testVariationName}
      data-last-updated={served.lastUpdated}
    >
      {isVariation ? (
        <VariationImpression
          entryId={String(served.entryId)}
          variationId={served.variationId}
          testVariationId={served.testVariationId}
          testVariationName={served.testVariationName}
        />
      ) : null}
      {children}
    </div>
  )
}
