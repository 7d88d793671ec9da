// Issue #32 click-to-edit: what the draft preview (the site, src/renderers/preview/PreviewEditing) and the admin's
// edit view (src/cms/admin/PreviewEditing) say to each other, and the one way both name a block: its form path,
// as Payload names it ("layout.2.content.1"). Both sides are this site's origin; anything else is ignored.

/** The site's chrome, each edited in its own global (§2 Navigation, Footer, Top banners). */
export const chromeGlobals = ['navigation', 'footer', 'top-banners'] as const
export type ChromeGlobal = (typeof chromeGlobals)[number]

export type PreviewMessage =
  | { type: 'ready' }
  | { type: 'select'; path: string }
  | { type: 'global'; slug: ChromeGlobal }
  | { type: 'insert'; path: string; where: 'before' | 'after' }
  | { type: 'move'; path: string; by: -1 | 1 }

export type AdminMessage = { type: 'highlight'; path: string | null }

const previewSource = 'lumibook-preview'
const adminSource = 'lumibook-admin'

export const fromPreview = (message: PreviewMessage) => ({ source: previewSource, ...message })
export const fromAdmin = (message: AdminMessage) => ({ source: adminSource, ...message })

function readMessage(event: MessageEvent, source: string): Record<string, unknown> | null {
  if (event.origin !== window.location.origin) return null
  const data: unknown = event.data
  if (!data || typeof data !== 'object' || Reflect.get(data, 'source') !== source) return null
  return data as Record<string, unknown>
}

const isPath = (value: unknown): value is string => typeof value === 'string' && isRowPath(value)

/** A message from the preview, checked: a path that is not a row path is dropped. */
export function previewMessage(event: MessageEvent): PreviewMessage | null {
  const data = readMessage(event, previewSource)
  if (!data) return null
  switch (data.type) {
    case 'ready':
      return { type: 'ready' }
    case 'select':
      return isPath(data.path) ? { type: 'select', path: data.path } : null
    case 'global':
      return chromeGlobals.includes(data.slug as ChromeGlobal)
        ? { type: 'global', slug: data.slug as ChromeGlobal }
        : null
    case 'insert':
      return isPath(data.path) && (data.where === 'before' || data.where === 'after')
        ? { type: 'insert', path: data.path, where: data.where }
        : null
    case 'move':
      return isPath(data.path) && (data.by === -1 || data.by === 1)
        ? { type: 'move', path: data.path, by: data.by }
        : null
    default:
      return null
  }
}

export function adminMessage(event: MessageEvent): AdminMessage | null {
  const data = readMessage(event, adminSource)
  if (!data || data.type !== 'highlight') return null
  return { type: 'highlight', path: typeof data.path === 'string' ? data.path : null }
}

/** A row's path: field names and indexes, ending in an index ("layout.2", "layout.2.content.0"). */
export function isRowPath(path: string): boolean {
  return /^[A-Za-z_]\w*\.\d+(\.[A-Za-z_]\w*(\.\d+)?)*$/.test(path) && /\.\d+$/.test(path)
}

/** The row's field and index: "layout.2.content.1" → { field: "layout.2.content", index: 1 }. */
export function splitRowPath(path: string): { field: string; index: number } {
  const cut = path.lastIndexOf('.')
  return { field: path.slice(0, cut), index: Number(path.slice(cut + 1)) }
}

/** Every row on the way to the path, outermost first: "layout.2.content.1" → ["layout.2", "layout.2.content.1"]. */
export function rowAncestry(path: string): string[] {
  const segments = path.split('.')
  return segments.flatMap((segment, i) => (/^\d+$/.test(segment) ? [segments.slice(0, i + 1).join('.')] : []))
}

/** The id Payload gives a block or array row's element in the form (`${parentPath dashed}-row-${index}`). */
export function rowElementId(path: string): string {
  const { field, index } = splitRowPath(path)
  return `${field.split('.').join('-')}-row-${index}`
}

/** The row path of such an element id, or null ("layout-2-content-row-1" → "layout.2.content.1"). */
export function rowPathOfElementId(id: string): string | null {
  const match = /^(.+)-row-(\d+)$/.exec(id)
  if (!match) return null
  const path = `${match[1]!.split('-').join('.')}.${match[2]}`
  return isRowPath(path) ? path : null
}
