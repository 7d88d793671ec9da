'use client'
// §7 tag manager: its container loads only when configured and when the visitor allowed statistics (§4, §5).
// Revoking consent takes effect on the next page: a loaded container cannot be unloaded.
import { useEffect } from 'react'

import { useConsent } from '../consent/Consent'
import { googleTagManager } from './googleTagManager'

export function TagManager({ containerId }: { containerId: string }) {
  const statistics = useConsent()?.consent.statistics === true
  useEffect(() => {
    if (statistics) googleTagManager().load(containerId)
  }, [statistics, containerId])
  return null
}
