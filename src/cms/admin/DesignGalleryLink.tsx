// Links under the admin navigation to the editors' own pages: the icon and illustration gallery (/design-gallery)
// and the variant inspector (/variant-inspector, issue #9), named in the admin's language (issue #32).
import type { ServerProps } from 'payload'

import { editorsT } from './translations'

export function DesignGalleryLink({ i18n }: ServerProps) {
  const t = editorsT(i18n)
  return (
    <>
      <a href="/design-gallery" style={{ display: 'block', padding: '0.5rem 0' }}>
        {t('editors:iconsAndIllustrations')}
      </a>
      <a href="/variant-inspector" style={{ display: 'block', padding: '0.5rem 0' }}>
        {t('editors:variantInspector')}
      </a>
    </>
  )
}
