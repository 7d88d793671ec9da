// Stories (issue #9) in the browser's terms: cards, the Atom feed per stories locale (well-formed, advertised),
// related stories, and list pages that do not exist answering 404.
import { expect, test } from '@playwright/test'

import { storyCopy } from '../../src/cms/seed/copy'
import { baseURL } from '../../playwright.config'

test('the stories list shows cards with image, title, intro and date, and advertises its feed', async ({
  page,
}) => {
  await page.goto('/sv-se/stories')
  const cards = page.locator('main li')
  await expect(cards).toHaveCount(Object.keys(storyCopy).length)
  const first = cards.first()
  await expect(first.locator('img')).toHaveCount(1)
  await expect(first.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    `${baseURL}/sv-se/stories/feed.xml`,
  )
  // Three stories fit on one page: no pagination, and no second page.
  await expect(page.getByRole('navigation', { name: /sidor/i })).toHaveCount(0)
  expect((await page.request.get('/sv-se/stories/page/2')).status()).toBe(404)
})

test('each stories locale has a well-formed Atom feed; da-dk has none', async ({ page, request }) => {
  for (const [path, language] of [
    ['/stories/feed.xml', 'en-GB'],
    ['/sv-se/stories/feed.xml', 'sv-SE'],
  ] as const) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type']).toContain('application/atom+xml')
    const xml = await response.text()
    await page.goto('about:blank')
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml')
      const root = document.documentElement
      return {
        error: document.getElementsByTagName('parsererror').length > 0,
        namespace: root.namespaceURI,
        language: root.getAttribute('xml:lang'),
        entries: [...root.getElementsByTagName('entry')].map(
          (entry) => entry.getElementsByTagName('id')[0]?.textContent ?? '',
        ),
      }
    }, xml)
    expect(parsed.error, path).toBe(false)
    expect(parsed.namespace).toBe('http://www.w3.org/2005/Atom')
    expect(parsed.language).toBe(language)
    expect(parsed.entries).toHaveLength(Object.keys(storyCopy).length)
    for (const id of parsed.entries)
      expect((await request.get(id.replace(baseURL, ''))).status(), id).toBe(200)
  }
  expect((await request.get('/da-dk/stories/feed.xml')).status()).toBe(404)
})

test('a story ends with related stories of its locale', async ({ page }) => {
  const story = storyCopy.travelBook['de-de']
  await page.goto(`/de-de/stories/${story.path}`)
  const related = page.getByRole('complementary', { name: 'Weitere Geschichten' })
  await expect(related.getByRole('link')).toHaveCount(Object.keys(storyCopy).length - 1)
  await expect(related.getByRole('link', { name: story.title })).toHaveCount(0)
})

test('publishing a story puts it in the list, the feed and the other stories’ related stories', async ({
  request,
}) => {
  const login = await request.post('/api/users/login', {
    data: { email: 'editor@lumibook.example', password: 'e2e-editor-password' },
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  // Rendered (and cached) before the story exists.
  await request.get('/stories')
  await request.get('/stories/feed.xml')
  const created = await request.post('/api/stories?locale=en-gb', {
    headers,
    data: {
      title: 'A brand new story',
      path: 'a-brand-new-story',
      excerpt: 'Fresh off the press.',
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    const shows = async (url: string) => (await (await request.get(url)).text()).includes('A brand new story')
    await expect.poll(() => shows('/stories'), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => shows('/stories/feed.xml'), { timeout: 15_000 }).toBe(true)
    await expect
      .poll(() => shows(`/stories/${storyCopy.printWall['en-gb'].path}`), { timeout: 15_000 })
      .toBe(true)
  } finally {
    await request.delete(`/api/stories/${doc.id}`, { headers })
  }
})
