export interface InlineStylesheet {
  /** Unique per file and content: React renders each once per page, however many blocks use it. */
  href: string
  css: string
}

/**
 * A block's own CSS, inline: React hoists it into the head once per page, after the site's CSS (its precedence
 * group comes later), so a page carries only the styles of the blocks it shows (§2 "blocks are loaded on demand").
 */
export function InlineStyle({ sheet }: { sheet: InlineStylesheet }) {
  return (
    <style href={sheet.href} precedence="blocks">
      {sheet.css}
    </style>
  )
}
