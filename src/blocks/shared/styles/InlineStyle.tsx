import { cache } from 'react'

export interface InlineStylesheet {
  /** Unique per file and content: React renders each once per page, however many blocks use it. */
  href: string
  css: string
}

/** The stylesheets this server render has already written (React's cache lives as long as one request). */
const written = cache(() => new Set<string>())

/**
 * A block's own CSS, inline: React hoists it into the head once per page, after the site's CSS (its precedence
 * group comes later), so a page carries only the styles of the blocks it shows (§2 "blocks are loaded on demand").
 * Only the first use in a request writes it: React would drop the copies from the HTML, but not from the page's
 * server component payload, where forty headings would carry the heading CSS forty times.
 */
export function InlineStyle({ sheet }: { sheet: InlineStylesheet }) {
  const hrefs = written()
  if (hrefs.has(sheet.href)) return null
  hrefs.add(sheet.href)
  return (
    <style href={sheet.href} precedence="blocks">
      {sheet.css}
    </style>
  )
}
