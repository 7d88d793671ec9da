import type { MetadataRoute } from 'next'

import { siteConfig } from '@/config/site'

export default function robots(): MetadataRoute.Robots {
  const { siteUrl, environment } = siteConfig()
  // Only production is indexed; dev and staging ask crawlers to stay away.
  const rules =
    environment === 'production'
      ? { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/preview'] }
      : { userAgent: '*', disallow: '/' }
  return { rules, sitemap: `${siteUrl}/sitemap.xml` }
}
export const dynamic = 'force-dynamic'
