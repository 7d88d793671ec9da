// An Atom feed (RFC 4287) of a stories locale's newest stories: what a feed reader needs, nothing more.

export interface AtomEntry {
  /** The story's canonical URL, also its permanent id. */
  url: string
  title: string
  summary?: string | null
  published: string
  updated: string
}

export interface AtomFeed {
  /** The stories list's canonical URL (the feed's id and its alternate link). */
  url: string
  feedUrl: string
  title: string
  subtitle?: string
  /** BCP 47 language of the feed. */
  language: string
  author: string
  entries: AtomEntry[]
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** XML-escapes text, dropping the control characters XML 1.0 does not allow. */
export function xmlText(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/[&<>"']/g, (c) => entities[c]!)
}

const iso = (date: string) => new Date(date).toISOString()

export function atomFeed(feed: AtomFeed): string {
  // The feed changes when its newest entry does; an empty feed is as old as the epoch.
  const updated = feed.entries.reduce(
    (newest, entry) => (iso(entry.updated) > newest ? iso(entry.updated) : newest),
    new Date(0).toISOString(),
  )
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <id>${xmlText(entry.url)}</id>
    <title>${xmlText(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${xmlText(entry.url)}"/>
    <published>${iso(entry.published)}</published>
    <updated>${iso(entry.updated)}</updated>${entry.summary ? `\n    <summary>${xmlText(entry.summary)}</summary>` : ''}
  </entry>`,
  )
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.language)}">
  <id>${xmlText(feed.url)}</id>
  <title>${xmlText(feed.title)}</title>${feed.subtitle ? `\n  <subtitle>${xmlText(feed.subtitle)}</subtitle>` : ''}
  <link rel="self" type="application/atom+xml" href="${xmlText(feed.feedUrl)}"/>
  <link rel="alternate" type="text/html" href="${xmlText(feed.url)}"/>
  <updated>${updated}</updated>
  <author><name>${xmlText(feed.author)}</name></author>
${entries.join('\n')}
</feed>
`
}
