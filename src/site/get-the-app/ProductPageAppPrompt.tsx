// §2: a product page (the editor ticks "Product page") ends with its own get-the-app opener, which opens the
// dialog with the "opened from a product page" flag and that dialog's own text.
import { getTranslations } from 'next-intl/server'

import { productPageOpenerAttribute } from '@/dialogs/dialogQuery'
import type { Locale } from '@/i18n/locales'

import styles from './GetTheApp.module.css'
import { GetTheAppOpener } from './GetTheAppOpener'

export async function ProductPageAppPrompt({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'getTheApp' })
  return (
    <aside className={styles.productPrompt} aria-label={t('title')} {...{ [productPageOpenerAttribute]: '' }}>
      <GetTheAppOpener locale={locale} className={styles.productOpener} openedFromProductPage />
    </aside>
  )
}
