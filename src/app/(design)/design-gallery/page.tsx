// /design-gallery: every icon and illustration with its name, for logged-in editors choosing one (§3).
// Not public: anyone else is sent to the admin login; never indexed, not in the sitemap.
import config from '@payload-config'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { Gallery } from '@/design/Gallery'

export const metadata: Metadata = {
  title: 'Icons and illustrations',
  robots: { index: false, follow: false },
}

export default async function DesignGalleryPage() {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) redirect('/admin/login?redirect=%2Fdesign-gallery')
  return (
    <main
      style={{
        maxWidth: 'var(--container-width)',
        margin: '0 auto',
        padding: 'var(--space-l) var(--space-s)',
      }}
    >
      <h1>Icons and illustrations</h1>
      <Gallery />
    </main>
  )
}
