// Draft preview only (issue #32 click-to-edit): a block or a row inside an element that names its form path and
// its name for the preview's outline. It takes no box of its own (`display: contents`, DraftPreview's sheet), so the
// preview lays out as the site does; a visitor's page never has one (RenderBlocks adds it only with `editPath`).
import { blockDefinition } from '../registry'

export function EditMarker({
  path,
  slug,
  children,
}: {
  path: string
  slug: string
  children: React.ReactNode
}) {
  return (
    <div data-edit-path={path} data-edit-label={blockDefinition(slug)?.label ?? slug}>
      {children}
    </div>
  )
}
