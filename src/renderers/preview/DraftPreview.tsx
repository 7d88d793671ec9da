// An editor's draft preview (draft mode only, never in a visitor's HTML): the page follows the admin's saves
// (Live Preview) and says it is a draft, with a way out (issue #32).
import { InlineStyle } from '@/blocks/shared/styles/InlineStyle'

import { DraftBar } from './DraftBar'
import styles, { stylesheet } from './DraftPreview.inline.pcss'
import { LivePreviewRefresh, PreviewEditing } from './DraftClient'

/**
 * `href`: the page's public URL, where Exit lands once draft mode is off (src/app/preview/exit); `editHref`: the
 * admin's edit view of the document shown, which click-to-edit opens when no admin is beside the preview;
 * `shown`: that document's last change (updatedAt) as this render read it.
 */
export function DraftPreview({
  serverURL,
  href,
  editHref,
  shown,
}: {
  serverURL: string
  href: string
  editHref: string
  shown: string
}) {
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <LivePreviewRefresh serverURL={serverURL} shown={shown} />
      <PreviewEditing
        editHref={editHref}
        classes={{
          hover: styles.hover ?? '',
          selected: styles.selected ?? '',
          name: styles.name ?? '',
          toolbar: styles.toolbar ?? '',
        }}
      />
      <DraftBar
        className={styles.bar ?? ''}
        exitHref={`/preview/exit?${new URLSearchParams({ path: href })}`}
      />
    </>
  )
}
