// §3, §4, §7: route changes update prevPath/currentPath, the landing query is kept as preservedQueryParams, and a
// link to the product's main site carries it; the careers subdomain is left alone.
import { expect, test } from '@playwright/test'

const session = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    prevPath: sessionStorage.getItem('prevPath'),
    currentPath: sessionStorage.getItem('currentPath'),
    preserved: sessionStorage.getItem('preservedQueryParams'),
  }))

test('route changes and the preserved query, carried to the main site but not to careers', async ({
  page,
}) => {
  await page.goto('/photobooks?utm_source=newsletter&utm_campaign=xmas')
  await expect
    .poll(() => session(page))
    .toMatchObject({ currentPath: '/photobooks?utm_source=newsletter&utm_campaign=xmas' })
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Photo prints' })
    .click()
  await expect(page).toHaveURL(/\/photoprints$/)
  await expect
    .poll(() => session(page))
    .toEqual({
      prevPath: '/photobooks?utm_source=newsletter&utm_campaign=xmas',
      currentPath: '/photoprints',
      preserved: 'utm_source=newsletter&utm_campaign=xmas',
    })

  const origin = new URL(page.url()).origin
  await page.evaluate((site) => {
    for (const [id, href] of [
      ['to-main-site', `${site}/about-us/work-with-us?ref=footer`],
      ['careers', 'https://careers.localhost/jobs'],
    ]) {
      const link = Object.assign(document.createElement('a'), { id, href, textContent: id })
      document.body.prepend(link)
    }
  }, origin)
  await page
    .locator('#careers')
    .evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()))
  await page.locator('#careers').click()
  expect(await page.locator('#careers').getAttribute('href')).toBe('https://careers.localhost/jobs')
  await page.locator('#to-main-site').click()
  await expect(page).toHaveURL(
    /\/about-us\/work-with-us\?ref=footer&utm_source=newsletter&utm_campaign=xmas$/,
  )
})
