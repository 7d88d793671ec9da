'use client'
// Tells analytics which variation this visitor saw, once per page view (§7 data layer).
import { useEffect } from 'react'

import { pushEvent } from '@/services/analytics/pushEvent'

export const variationImpressionEvent = 'cms_variation_impression'

export function VariationImpression(params: {
  entryId: string
  variationId: string
  testVariationId?: string
  testVariationName?: string
}) {
  const { entryId, variationId, testVariationId, testVariationName } = params
  useEffect(() => {
    pushEvent(variationImpressionEvent, { entryId, variationId, testVariationId, testVariationName })
  }, [entryId, variationId, testVariationId, testVariationName])
  return null
}
