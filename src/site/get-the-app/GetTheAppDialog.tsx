'use client'
// §2 "Global dialogs": get-the-app. Store links with the visitor's query parameters, and for desktop visitors a
// QR code of the app-download link to scan with a phone. Fetched only when the dialog opens.
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

import { useDialogs } from '@/dialogs/DialogState'
import { SiteDialog } from '@/dialogs/SiteDialog'
import { appendQueryParams, mergeQueryParams } from '../outbound-links/decorate'
import { readPreservedQueryParams } from '../outbound-links/preservedQuery'
import styles from './GetTheApp.module.css'

export type GetTheAppTexts = {
  title: string
  text: string
  fromProduct: string
  appStore: string
  googlePlay: string
  scan: string
  close: string
}

export type AppLinks = { appDownloadUrl: string; appStoreUrl: string; playStoreUrl: string }

export default function GetTheAppDialog({ texts, links }: { texts: GetTheAppTexts; links: AppLinks }) {
  const { dialog, close } = useDialogs()
  const [qr, setQr] = useState<string | null>(null)
  // §2, §7: the store links and the QR code carry the preserved landing parameters and the current ones
  // (campaign attribution), never twice and never ?dialog=.
  const params = appLinkParams()
  const download = appendQueryParams(links.appDownloadUrl, params)

  useEffect(() => {
    let current = true
    QRCode.toString(download, { type: 'svg', margin: 1, color: { dark: '#2D0303', light: '#FFFFFF' } }).then(
      (svg) => current && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [download])

  return (
    <SiteDialog title={texts.title} closeLabel={texts.close} onClose={close}>
      <p>{dialog?.openedFromProductPage ? texts.fromProduct : texts.text}</p>
      <p className={styles.stores}>
        <a className={styles.store} href={appendQueryParams(links.appStoreUrl, params)}>
          {texts.appStore}
        </a>
        <a className={styles.store} href={appendQueryParams(links.playStoreUrl, params)}>
          {texts.googlePlay}
        </a>
      </p>
      <figure className={styles.qr}>
        {qr ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data: URL, nothing to optimise
          <img src={qr} width={160} height={160} alt={texts.scan} />
        ) : (
          <span className={styles.placeholder} />
        )}
        <figcaption>{texts.scan}</figcaption>
      </figure>
    </SiteDialog>
  )
}

/** §7: the preserved landing parameters, then the current page's (the same merge as main-site links). */
export function appLinkParams(): URLSearchParams {
  if (typeof window === 'undefined') return new URLSearchParams()
  return mergeQueryParams(readPreservedQueryParams(), window.location.search)
}
