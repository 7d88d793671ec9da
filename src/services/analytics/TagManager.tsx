'use client'
// §7 tag manager: its container loads only when configured and when the visitor allowed statistics (§4, §5).
// Revoking consent takes effect on the next page: a loaded container cannot be unloaded.
import { useEffect } from 'react'

import { useConsent } from '../consent/Consent'

export function TagManager({ containerId }: { containerId: string }) {
  const statistics = useConsent()?.consent.statistics === true
  useEffect(() => {
    // The provider's code is fetched only once the container may load.
    if (statistics)
      void import('./providers').then(({ hostedTagManager }) => hostedTagManager.create().load(containerId))
  }, [statistics, containerId])
  return null
}
