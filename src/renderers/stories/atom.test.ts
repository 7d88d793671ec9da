// The stories feed's Atom document: required elements (RFC 4287), escaping, and the feed's updated time.
import { describe, expect, it } from 'vitest'

import { atomFeed, xmlText } from './atom'

const feed = {
  url: 'https://lumibook.example/sv-se/stories',
  feedUrl: 'https://lumibook.example/sv-se/stories/feed.xml',
  title: 'Berättelser · Lumibook',
  language: 'sv-SE',
  author: 'Lumibook',
  entries: [
    {
      url: 'https://lumibook.example/sv-se/stories/a',
      title: 'Tips & tricks <för> "resor"',
      summary: 'Kort',
      published: '2026-03-01T10:00:00.000Z',
      updated: '2026-03-02T10:00:00.000Z',
    },
    {
      url: 'https://lumibook.example/sv-se/stories/b',
      title: 'Äldre',
      published: '2026-01-01T10:00:00.000Z',
      updated: '2026-01-01T10:00:00.000Z',
    },
  ],
}

describe('atomFeed', () => {
  it('has the feed and entry elements a reader needs', () => {
    const xml = atomFeed(feed)
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="sv-SE">',
      ),
    ).toBe(true)
    expect(xml).toContain('<id>https://lumibook.example/sv-se/stories</id>')
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://lumibook.example/sv-se/stories/feed.xml"/>',
    )
    expect(xml.match(/<entry>/g)).toHaveLength(2)
    expect(xml).toContain('<id>https://lumibook.example/sv-se/stories/a</id>')
    expect(xml).toContain('<summary>Kort</summary>')
    // An entry without a summary has none, rather than an empty one.
    expect(xml.split('<entry>')[2]).not.toContain('<summary>')
  })

  it('is updated when its newest entry was', () => {
    expect(atomFeed(feed)).toContain('<updated>2026-03-02T10:00:00.000Z</updated>\n  <author>')
    expect(atomFeed({ ...feed, entries: [] })).toContain('<updated>1970-01-01T00:00:00.000Z</updated>')
  })

  it('escapes text and drops characters XML cannot carry', () => {
    expect(atomFeed(feed)).toContain('<title>Tips &amp; tricks &lt;för&gt; &quot;resor&quot;</title>')
    expect(xmlText('a\u0000b\u001Fc\u0009d')).toBe('abc\u0009d')
  })
})
