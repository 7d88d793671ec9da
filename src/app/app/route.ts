// §1, §7: the default app-download link (APP_DOWNLOAD_URL unset): see src/site/get-the-app/appDownload.ts.
import { siteConfig } from '@/config/site'
import { appDownloadTarget } from '@/site/get-the-app/appDownload'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  const { appStoreUrl, playStoreUrl, siteUrl } = siteConfig()
  const target = appDownloadTarget(request.headers.get('user-agent'), new URL(request.url).search, {
    appStoreUrl,
    playStoreUrl,
  })
  // The answer depends on the device: never shared by a cache.
  return new Response(null, {
    status: 302,
    headers: {
      location: new URL(target, siteUrl).toString(),
      'cache-control': 'private, no-store',
      vary: 'User-Agent',
    },
  })
}
