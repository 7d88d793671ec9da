// ARCHITECTURE "Ports": what every hosted provider's adapter file declares, whatever its service: the hosts it needs
// in the page policy, beside its code (./hostedServices.ts composes those of the configured adapters).
import type { CspHosts } from '@/lib/csp'

export interface HostedAdapter {
  cspHosts: CspHosts
}
