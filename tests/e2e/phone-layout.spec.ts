// Issue #33, phone first, at the §9 phone, tablet and desktop widths: every seeded page and the block galleries
// without horizontal scroll, the header in one row (in every language), forms holding their fields, touch targets
// (WCAG 2.2 2.5.8: 24 × 24 px; buttons, menu items, footer links and slider controls 44 px tall on touch screens),
// every global dialog inside the screen with its title clear of the close button, the consent box on at most 30 % of
// a phone screen and under any dialog, the menu closing on a tap outside, and the page's create action in reach at
// every scroll depth without a layout shift. One browser, one server; each page is loaded once and resized.
import { type Browser, expect, type Page, test } from '@playwright/test'

import { blockGalleryPagePath, blockGalleryStoryPath } from '../../src/cms/seed/blockGalleryPaths'
import { christmasCampaign } from '../../src/cms/seed/christmas'
import { pageCopy, storyCopy } from '../../src/cms/seed/copy'
import { routingLocales } from '../../src/i18n/locales'

const phones = [360, 390, 430]
const tablets = [768, 820, 1024]
const desktops = [1280, 1440]
const widths = [...phones, ...tablets, ...desktops]

const pages = [
  ...Object.values(pageCopy).map((copies) => `/${copies['en-gb'].path}`),
  '/stories',
  ...Object.values(storyCopy).map((copies) => `/stories/${copies['en-gb'].path}`),
  blockGalleryPagePath,
  `/stories/${blockGalleryStoryPath}`,
]

/** A touch screen (phones and tablets) or a desktop with a mouse. */
async function visitor(browser: Browser, touch: boolean) {
  const context = await browser.newContext(
    touch ? { isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } } : {},
  )
  return { context, page: await context.newPage() }
}

async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 1000 })
  // Two frames: the layout at the new width has been done.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/** What the layout checks find at the current width, as readable problems (empty when all hold). */
function layoutProblems(touch: boolean): string[] {
  const problems: string[] = []
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join(
        '',
      )} "${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('aria-label') || ''}"`
  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth) {
    const wide = [...document.querySelectorAll('main *, header *, footer *')].filter(
      (element) => element.getBoundingClientRect().right > root.clientWidth + 1,
    )
    problems.push(
      `scrolls sideways by ${root.scrollWidth - root.clientWidth}px: ${wide.slice(0, 3).map(name)}`,
    )
  }
  // Story cards' pictures fill their cards (the stories list and a story's related stories).
  for (const picture of document.querySelectorAll('li:has(> :is(h2, h3) > a[href*="/stories/"]) > img')) {
    const card = picture.parentElement!.getBoundingClientRect()
    const box = picture.getBoundingClientRect()
    if (Math.abs(box.width - card.width) > 1)
      problems.push(`${name(picture)} is ${box.width}px wide in a ${card.width}px card`)
  }
  // The header is one row: no taller than its 4rem row, its brand and its last control side by side.
  const header = document.querySelector('body > header, header')
  if (header && header.getBoundingClientRect().height > 72)
    problems.push(`header is ${header.getBoundingClientRect().height}px tall (two rows)`)
  // A form's fields and its captcha stay inside the form.
  for (const form of document.querySelectorAll('form')) {
    const box = form.getBoundingClientRect()
    for (const field of form.querySelectorAll('input:not([type=hidden]), select, textarea, altcha-widget')) {
      const at = field.getBoundingClientRect()
      if (at.width && (at.left < box.left - 1 || at.right > box.right + 1))
        problems.push(
          `${name(field)} runs out of its form (${at.left}–${at.right} in ${box.left}–${box.right})`,
        )
    }
  }
  // Targets: every visible control at least 24 × 24 (inline links in a sentence excepted, WCAG 2.5.8).
  const visible = (element: Element) => {
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0
  }
  const inSentence = (element: Element) =>
    element.tagName === 'A' &&
    getComputedStyle(element).display === 'inline' &&
    [...(element.parentElement?.childNodes ?? [])].some(
      (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    )
  const controls = [
    ...document.querySelectorAll(
      'main a[href], main button, main input:not([type=hidden]), main select, main textarea, header a[href], header button, footer a[href], footer button',
    ),
  ].filter((element) => visible(element) && !element.closest('.visually-hidden, [aria-hidden="true"]'))
  for (const control of controls) {
    const box = control.getBoundingClientRect()
    if ((box.width < 23.5 || box.height < 23.5) && !inSentence(control))
      problems.push(`${name(control)} is ${Math.round(box.width)}×${Math.round(box.height)}px (under 24×24)`)
  }
  if (touch) {
    // Touch screens: buttons, the menu's items, footer links and slider controls at least 44 px tall.
    const large = controls.filter(
      (element) =>
        element.tagName === 'BUTTON' ||
        element.closest('header nav, footer') !== null ||
        element.closest('[aria-roledescription="carousel"]') !== null,
    )
    for (const control of large) {
      const { height } = control.getBoundingClientRect()
      if (height < 43.5 && !inSentence(control))
        problems.push(`${name(control)} is ${Math.round(height)}px tall on touch`)
    }
  }
  return problems
}

test.describe('every seeded page and the block galleries', () => {
  for (const url of pages) {
    test(`${url}: no sideways scroll, one header row, fields in their forms, targets, at ${widths.join(', ')} px`, async ({
      browser,
    }) => {
      test.setTimeout(120_000)
      const problems: string[] = []
      for (const touch of [true, false]) {
        const { context, page } = await visitor(browser, touch)
        await page.goto(url)
        // Forms load their captcha as they near the screen: bring each in, so the widget itself is measured.
        for (const form of await page.locator('main form').all()) {
          await form.scrollIntoViewIfNeeded()
          await form.locator('altcha-widget').waitFor({ state: 'attached', timeout: 10_000 })
        }
        for (const width of touch ? [...phones, ...tablets] : desktops) {
          await resize(page, width)
          problems.push(
            ...(await page.evaluate(layoutProblems, touch)).map((problem) => `${width}px: ${problem}`),
          )
        }
        await context.close()
      }
      expect(problems).toEqual([])
    })
  }
})

test('the header is one row at every width from 360 to 1440 px, in every language', async ({ browser }) => {
  test.setTimeout(120_000)
  const { context, page } = await visitor(browser, false)
  const rows: string[] = []
  for (const locale of routingLocales) {
    await page.goto(locale === 'en-gb' ? '/' : `/${locale}`)
    // Below 1200 px the row is the logo and the menu button (the other widths are checked on every page, above); from
    // 1200 px it holds the navigation, the language's longest at 1200.
    for (const width of [768, 1199, 1200, 1440]) {
      await resize(page, width)
      const header = await page.locator('body > header, header').first().boundingBox()
      if (header!.height > 72) rows.push(`${locale} at ${width}px: ${header!.height}px`)
    }
  }
  await context.close()
  expect(rows).toEqual([])
})

/** The global dialogs and the footer buttons that open them. */
const dialogs = [
  { opener: /United Kingdom/, name: 'Choose your country or region' },
  { opener: 'Get the app', name: 'Get the app' },
  { opener: 'Newsletter', name: 'Sign up for our newsletter' },
  { opener: 'Latest stories', name: 'Latest stories' },
  { opener: 'Paying online', name: 'Where you can pay online' },
] as const

test('every global dialog fits the screen with its title clear of the close button, from 360 px', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  for (const touch of [true, false]) {
    const { context, page } = await visitor(browser, touch)
    await page.goto('/photobooks')
    await page.getByRole('button', { name: 'Only necessary' }).click()
    const footer = page.getByRole('contentinfo')
    for (const width of touch ? [360, 430, 768] : desktops) {
      await resize(page, width)
      for (const { opener, name } of dialogs) {
        await footer.getByRole('button', { name: opener }).click()
        const dialog = page.getByRole('dialog', { name })
        await expect(dialog).toBeVisible()
        // The newsletter's captcha is measured once it is there.
        if (name.startsWith('Sign up')) await dialog.locator('altcha-widget').waitFor({ state: 'attached' })
        const found = await dialog.evaluate((element) => {
          const issues: string[] = []
          const box = element.getBoundingClientRect()
          if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight)
            issues.push(`outside the screen: ${box.left},${box.top}–${box.right},${box.bottom}`)
          if (element.scrollWidth > element.clientWidth)
            issues.push(`scrolls sideways by ${element.scrollWidth - element.clientWidth}px`)
          for (const inner of element.querySelectorAll('*')) {
            const at = inner.getBoundingClientRect()
            if (at.width && (at.left < box.left - 1 || at.right > box.right + 1))
              issues.push(`${inner.tagName.toLowerCase()}.${inner.className} runs past the dialog`)
          }
          // The title's text (its lines, not its box) stays clear of the close button.
          const range = document.createRange()
          range.selectNodeContents(element.querySelector('h2')!)
          const close = element.querySelector('button[aria-label="Close"]')!.getBoundingClientRect()
          for (const line of range.getClientRects()) {
            if (
              line.right > close.left &&
              line.left < close.right &&
              line.bottom > close.top &&
              line.top < close.bottom
            )
              issues.push('the title runs under the close button')
          }
          return issues
        })
        problems.push(...found.map((issue) => `${name} at ${width}px: ${issue}`))
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }
    }
    await context.close()
  }
  expect(problems).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the consent box takes at most 30 % of the screen and stays under an open dialog', async ({
    page,
  }) => {
    for (const width of phones) {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/?dialog=newsletter')
      const consent = page.locator('#cc-main .cm')
      await expect(consent).toHaveCSS('opacity', '1')
      const box = (await consent.boundingBox())!
      expect(box.height, `${width}px`).toBeLessThanOrEqual(0.3 * 844)
      expect(box.y + box.height).toBeLessThanOrEqual(844)
      // The dialog opened by the link is above the box: the box's own button is under the dialog's overlay.
      const dialog = page.getByRole('dialog', { name: 'Sign up for our newsletter' })
      await expect(dialog).toBeVisible()
      // (The dialog hides the rest of the page from assistive technology: the button is found by its role in the box.)
      const answer = (await consent.locator('button[data-role="necessary"]').boundingBox())!
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('#cc-main') !== null,
        [answer.x + answer.width / 2, answer.y + answer.height / 2],
      )
      expect(onTop, 'the consent box covers the dialog').toBe(false)
    }
  })

  test('the header is one row; the menu discloses navigation, prices and region, and closes on a tap outside', async ({
    page,
  }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const menu = header.getByRole('button', { name: 'Menu' })
    const navigation = header.getByRole('navigation', { name: 'Main navigation' })
    const region = header.getByRole('button', { name: /Country or region/ })
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72)
    await expect(navigation).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toHaveAttribute('aria-controls', /.+/)

    await page.getByRole('button', { name: /only necessary/i }).click()
    await menu.click()
    await expect(navigation).toBeVisible()
    await expect(region).toBeVisible()
    // Prices up front: the product links name their "from" price (§3 data API, the seeded GBP prices).
    await expect(navigation.getByRole('link', { name: /Photo books\s*From £19\.99/ })).toBeVisible()
    await expect(
      navigation.getByRole('link', { name: /Photo prints\s*From £0\.29 per 10 × 15 cm print/ }),
    ).toBeVisible()
    // The menu's items are 44 px tall targets on a touch screen.
    for (const item of await navigation.getByRole('link').all())
      expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    // A tap outside the menu closes it.
    const panel = (await navigation.locator('xpath=..').boundingBox())!
    await page.touchscreen.tap(200, panel.y + panel.height + 40)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(navigation).toBeHidden()

    // Escape closes it and gives focus back to the button.
    await menu.click()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()

    // The region choice from the menu opens the picker and gives focus back to it; a tap inside the dialog does not
    // close the menu under it.
    await menu.click()
    await region.click()
    const picker = page.getByRole('dialog', { name: 'Choose your country or region' })
    await expect(picker).toBeVisible()
    await picker.getByRole('heading').tap()
    await page.keyboard.press('Escape')
    await expect(picker).toBeHidden()
    await expect(region).toBeFocused()
  })

  test('the home hero’s heading and call to action are on the first screen, above the consent box', async ({
    page,
  }) => {
    await page.goto('/')
    const banner = page.getByRole('dialog', { name: /cookies/i })
    await banner.waitFor()
    const hero = page.locator('main section').first()
    const bannerTop = (await banner.boundingBox())!.y
    for (const element of [hero.getByRole('heading', { level: 1 }), hero.getByRole('link').first()]) {
      const box = (await element.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(Math.min(bannerTop, 844))
    }
  })

  // Product pages, landing pages and stories: a create link is on screen and uncovered at every scroll depth.
  const createPages = [
    { url: '/photobooks', product: 'book' },
    { url: '/photoprints', product: 'print' },
    { url: '/prints', product: 'print' },
    { url: '/', product: 'book' },
    { url: '/create', product: 'book' },
    { url: `/${pageCopy.startCreatingPhotobooks['en-gb'].path}`, product: 'book' },
    ...Object.values(storyCopy).map((copies) => ({
      url: `/stories/${copies['en-gb'].path}`,
      product: 'book',
    })),
  ]
  for (const { url, product } of createPages) {
    test(`${url}: a create action for its product (${product}) is in reach at every scroll depth, CLS 0`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const state = window as unknown as { layoutShift: number }
        state.layoutShift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) state.layoutShift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(url)
      await page.getByRole('button', { name: /only necessary/i }).click()
      // The consent box fades out (covering the bar meanwhile): measure once it is gone.
      await expect(page.locator('#cc-main .cm')).toBeHidden()
      // The page's create action (on a story, its bar: the story's closing one comes before its related stories).
      const action = page.locator('[data-create-action]').last()
      await expect(action).toHaveAttribute('data-create-action', product)
      await expect(action.locator('a')).toHaveAttribute('href', new RegExp(`productType=${product}`))
      const depths = [0, 0.2, 0.4, 0.6, 0.8, 1]
      for (const depth of depths) {
        await page.evaluate(
          (at) => window.scrollTo(0, at * (document.body.scrollHeight - innerHeight)),
          depth,
        )
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        )
        // A create link (the hero's, or the page's create action) whose middle is on screen and not covered.
        const inReach = await page.evaluate((kind) => {
          return [
            ...document.querySelectorAll<HTMLAnchorElement>(
              `main a[data-create-link="${kind}"], main a[href$="/${kind === 'book' ? 'photobooks' : 'photoprints'}"]`,
            ),
          ].some((link) => {
            const box = link.getBoundingClientRect()
            const x = box.left + box.width / 2
            const y = box.top + box.height / 2
            if (y < 0 || y > innerHeight || getComputedStyle(link).visibility === 'hidden') return false
            return link.contains(document.elementFromPoint(x, y))
          })
        }, product)
        expect(inReach, `${url} scrolled to ${depth * 100}%`).toBe(true)
      }
      // At the very end the page's last line (the footer's) is clear of it: nothing stays covered.
      const footer = (await page.getByRole('contentinfo').boundingBox())!
      const bar = (await action.boundingBox())!
      expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 1)
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0)
    })
  }

  test('the home countdown ticks without moving anything, also where a plural is longer (Sekunde, Sekunden)', async ({
    page,
  }) => {
    // An hour and 2 s before the seeded last order date: the seconds show 02 (Sekunden), 01 (Sekunde), 00.
    const at = christmasCampaign('de-de').lastOrder.getTime() - 3_602_000
    // The page's clock runs from 30 s before (loading takes its time), then stands still at that moment.
    await page.clock.install({ time: at - 30_000 })
    await page.goto(`/de-de/${pageCopy.home['de-de'].path}`)
    await page.clock.pauseAt(at)
    const units = page.getByRole('timer').locator('li')
    const seconds = units.last()
    const boxes = () =>
      units.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()))
    await expect(seconds).toHaveText(/^02/)
    const first = await boxes()
    for (const [shown, word] of [
      ['01', 'Sekunde'],
      ['00', 'Sekunden'],
    ]) {
      await page.clock.runFor(1000)
      await expect(seconds.locator('span').first()).toHaveText(shown!)
      expect(await boxes()).toEqual(first)
      await expect(seconds.locator('[data-active]')).toHaveText(word!)
    }
  })

  test('the create action is hidden while the hero’s button is in view, and never covers an open dialog', async ({
    page,
  }) => {
    await page.goto('/photobooks')
    await page.getByRole('button', { name: /only necessary/i }).click()
    const action = page.locator('[data-create-action]')
    // The first screen shows the hero's own button: the action waits (no second button over the content).
    await expect(action).toHaveCSS('visibility', 'hidden')
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect(action).toHaveCSS('visibility', 'visible')
    await expect(action).toBeInViewport()
    await page.getByRole('contentinfo').getByRole('button', { name: 'Newsletter' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign up for our newsletter' })
    await expect(dialog).toBeVisible()
    const button = (await action.locator('a').boundingBox())!
    const covered = await page.evaluate(
      ([x, y]) => !document.elementFromPoint(x!, y!)?.closest('[data-create-action]'),
      [button.x + button.width / 2, button.y + button.height / 2],
    )
    expect(covered, 'the create action is above the dialog’s overlay').toBe(true)
  })
})

test('on a desktop the header shows navigation and region in its row, with no menu button and no prices', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden()
  const navigation = header.getByRole('navigation', { name: 'Main navigation' })
  await expect(navigation).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Photo books', exact: true })).toBeVisible()
  await expect(header.getByRole('button', { name: /Country or region/ })).toBeVisible()
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72)
})
