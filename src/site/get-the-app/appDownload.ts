// §1, §7: the default app-download link ({siteUrl}/app) is a real address, so the QR code and the app links work
// out of the box: a phone goes to its app store, anything else to the get-the-app dialog, the query kept.
import { dialogQueryParameter } from '@/dialogs/dialogQuery'
import { appendQueryParams } from '../outbound-links/decorate'

/** The path of the default app-download link. */
export const appDownloadPath = '/app'

export type AppStores = { appStoreUrl: string; playStoreUrl: string }

/** Where the app-download link sends this visitor: the phone's store, or the site's get-the-app dialog. */
export function appDownloadTarget(userAgent: string | null, search: string, stores: AppStores): string {
  const params = new URLSearchParams(search)
  params.delete(dialogQueryParameter)
  const agent = userAgent ?? ''
  if (/\b(?:iPhone|iPad|iPod)\b/.test(agent)) return appendQueryParams(stores.appStoreUrl, params)
  if (/\bAndroid\b/.test(agent)) return appendQueryParams(stores.playStoreUrl, params)
  params.set(dialogQueryParameter, 'get-the-app')
  return `/?${params.toString()}`
}
