// An editor's draft preview (draft mode only, never in a visitor's HTML): the page follows the admin's saves
// (Live Preview) and says it is a draft, with a way out (issue #32).
import { InlineStyle } from '@/blocks/shared/styles/InlineStyle'

import { DraftBar } from './DraftBar'
import styles, { stylesheet } from './DraftPreview.inline.pcss'
import { LivePreviewRefresh } from './LivePreviewRefresh'

/** `href`: the page's public URL, where Exit lands once draft mode is off (src/app/preview/exit). */
export function DraftPreview({ serverURL, href }: { serverURL: string; href: string }) {
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <LivePreviewRefresh serverURL={serverURL} />
      <DraftBar
        className={styles.bar ?? ''}
        exitHref={`/preview/exit?${new URLSearchParams({ path: href })}`}
      />
    </>
  )
}
