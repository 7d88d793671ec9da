import { getTranslations } from 'next-intl/server'

import { colourVar, isColour } from '@/design/tokens'
import type { Locale } from '@/i18n/locales'

import { linkHref } from '@/shared-data/linkHref'
import type { TopBannerEntry } from '@/shared-data/types'
import styles from './TopBanners.module.css'

/** §2 topBanners: the strip above the header; already filtered to banners inside their date window. */
export async function TopBanners({ locale, topBanners }: { locale: Locale; topBanners: TopBannerEntry[] }) {
  if (topBanners.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'banners' })
  return (
    <aside aria-label={t('label')} className={styles.banners}>
      {topBanners.map((banner) => (
        <p
          key={banner.id ?? banner.text}
          className={styles.banner}
          style={{
            backgroundColor: isColour(banner.backgroundColor) ? colourVar(banner.backgroundColor) : undefined,
          }}
        >
          <span>{banner.text}</span>
          {banner.link ? <a href={linkHref(banner.link, locale)}>{banner.linkLabel || banner.link}</a> : null}
        </p>
      ))}
    </aside>
  )
}
