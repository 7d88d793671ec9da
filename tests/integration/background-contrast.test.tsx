// WCAG 2.2 1.4.3 (issue #33): every block's text keeps AA contrast in every background option the block offers. Each
// block's examples are rendered with each colour of each of its background fields (§3 backgroundColor, background,
// secondColor, a card's color), into one page in Chromium, and axe checks the contrast there. Text over a picture
// (a fullbleed hero, ContractSection's background image) must hold over any picture: each image is replaced by the
// worst case, all white and then all black, which axe can measure. axe's "incomplete" answers count as failures when
// it measured a ratio below the threshold, and when it could not tell what is behind the text.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { type Browser, chromium } from '@playwright/test'
import type { Field } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { blockRegistry } from '@/blocks/registry'
import { blockRenderer } from '@/blocks/renderers'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { ContentModel } from '@/blocks/shared/models'
import type { BlockContext, LayoutBlock, SeedMedia } from '@/blocks/types'
import { seedCommerce } from '@/cms/seed/commerce'
import { demoFormBlock, seedForms } from '@/cms/seed/forms'
import { seedReviews } from '@/cms/seed/reviews'
import { contrastRatio, textColourOn } from '@/design/contrast'
import { type Colour, colours, palette, tokenCustomProperties } from '@/design/tokens'

import { renderServerWithStyles } from '../support/render'
import { testPayload } from './payload'

/** Where a background colour field sits in a block's data: its name under groups, `[]` for each array item. */
type FieldPath = string[]

const backgroundNames = new Set(['background', 'backgroundColor', 'secondColor'])

/**
 * The colour fields that colour an area behind text: the background ones, and a card's or a slide's `color`; not the
 * text-style set's or a quote's text colour (an editor's text colour, checked where it is chosen), nor icon colours.
 */
function backgroundPaths(fields: Field[], at: FieldPath = []): FieldPath[] {
  const names = new Set(fields.flatMap((field) => ('name' in field && field.name ? [field.name] : [])))
  const textColour = names.has('textAlign') || names.has('signature')
  return fields.flatMap((field): FieldPath[] => {
    if ('name' in field && field.type === 'select' && field.options.length === colours.length) {
      return backgroundNames.has(field.name) || (field.name === 'color' && !textColour)
        ? [[...at, field.name]]
        : []
    }
    if (field.type === 'group' && 'name' in field) return backgroundPaths(field.fields, [...at, field.name])
    if (field.type === 'array') return backgroundPaths(field.fields, [...at, field.name, '[]'])
    if (field.type === 'row' || field.type === 'collapsible' || field.type === 'group')
      return backgroundPaths(field.fields, at)
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        backgroundPaths(tab.fields, 'name' in tab && tab.name ? [...at, tab.name] : at),
      )
    return []
  })
}

type Data = Record<string, unknown>

/** The example with `value` at `path` (a copy; groups are created, every array item gets it). */
function withValue(data: Data, [name, ...rest]: FieldPath, value: string): Data {
  if (name === undefined) return data
  if (rest.length === 0) return { ...data, [name]: value }
  if (rest[0] === '[]') {
    const items = Array.isArray(data[name]) ? (data[name] as Data[]) : []
    return { ...data, [name]: items.map((item) => withValue(item, rest.slice(1), value)) }
  }
  return { ...data, [name]: withValue((data[name] as Data | undefined) ?? {}, rest, value) }
}

/** Whether an example sets the field itself (an example made to show it, e.g. the hero's illustration layout). */
function sets(data: unknown, [name, ...rest]: FieldPath): boolean {
  if (name === undefined) return data !== undefined && data !== null
  if (!data || typeof data !== 'object') return false
  if (name === '[]') return Array.isArray(data) && data.some((item) => sets(item, rest))
  return sets((data as Data)[name], rest)
}

/** Seed pictures as loaded media (the renderers need their size; the browser never sees their pixels). */
const media = new Proxy({} as Record<string, unknown>, {
  get: (_, name) => ({
    id: 1,
    url: `/api/media/file/${String(name)}.webp`,
    width: 1600,
    height: 1200,
    mimeType: 'image/webp',
    alt: `Picture ${String(name)}`,
  }),
}) as unknown as SeedMedia

/**
 * The colours each background field is tried in: white, transparent, and the three on either side of where the
 * readable text colour flips (src/design/contrast.ts), the hardest backgrounds for light and for dark text: a block
 * whose text does not follow its background fails on them (as almostBlack text did at 3.3–4.1:1). All 61 palette
 * colours in every field took minutes of axe on this machine.
 */
const hardestColours: Colour[] = (() => {
  const solid = colours.filter((colour) => /^#[0-9a-f]{6}$/i.test(palette[colour]))
  const darkestFirst = solid.sort(
    (a, b) => contrastRatio(palette[a], '#000000') - contrastRatio(palette[b], '#000000'),
  )
  const underLightText = darkestFirst.filter((colour) => textColourOn(colour) === 'white')
  const underDarkText = darkestFirst.filter((colour) => textColourOn(colour) === 'almostBlack')
  return ['white', 'transparent', ...underLightText.slice(-3), ...underDarkText.slice(0, 3)]
})()

interface Variant {
  label: string
  model: ContentModel
  block: LayoutBlock
  /** A background colour variant, as opposed to an example as its author made it. */
  colour?: string
}

/** Each block's examples, and each of its background fields in every palette colour on one example that shows it. */
async function variants(formId: number): Promise<Variant[]> {
  const found: Variant[] = []
  for (const definition of blockRegistry) {
    const model: ContentModel = definition.models.includes('page') ? 'page' : 'blog-article'
    // The CMS form block's example is the seeded demo form's (src/cms/seed/blockGallery).
    const examples = (definition.slug === 'FormBlock'
      ? [demoFormBlock(formId)]
      : ((await blockRenderer(definition.slug)?.examples?.())?.default(media) ?? [])) as unknown as Data[]
    examples.forEach((example, index) =>
      found.push({
        label: `${definition.slug} #${index + 1}`,
        model,
        block: example as unknown as LayoutBlock,
      }),
    )
    for (const at of backgroundPaths(definition.config.fields)) {
      const example = examples.find((candidate) => sets(candidate, at)) ?? examples[0]
      if (!example) continue
      const index = examples.indexOf(example) + 1
      for (const colour of hardestColours) {
        found.push({
          label: `${definition.slug} #${index} ${at.join('.')}=${colour}`,
          model,
          block: withValue(example, at, colour) as unknown as LayoutBlock,
          colour,
        })
      }
    }
  }
  return found
}

interface Rendered {
  label: string
  markup: string
  colour?: string
}

/** Each variant's markup, and the CSS they use; a colour variant that renders like its example is left out. */
async function render(all: Variant[]): Promise<{ rendered: Rendered[]; css: string }> {
  const context = (model: ContentModel): BlockContext => ({
    locale: 'en-gb',
    model,
    createAppUrl: 'https://create.example/start',
  })
  const css = new Set<string>()
  const seen = new Set<string>()
  const rendered: Rendered[] = []
  for (const variant of all) {
    const result = await renderServerWithStyles(
      RenderBlocks({
        blocks: [{ ...variant.block, id: 'v' }],
        context: context(variant.model),
        leads: false,
      }),
    )
    css.add(result.css)
    if (seen.has(result.markup)) continue
    seen.add(result.markup)
    rendered.push({ label: variant.label, markup: result.markup, colour: variant.colour })
  }
  return { rendered, css: [...css].join('') }
}

const globals = readFileSync(path.join(import.meta.dirname, '../../src/app/(site)/globals.css'), 'utf8')

/** Each picture becomes a box of one colour, the worst case behind light (white) or dark (black) text. */
function worstCasePictures(fill: string) {
  for (const element of document.querySelectorAll<HTMLElement>('picture, img, video')) {
    if (element.tagName === 'IMG' && element.parentElement?.tagName === 'PICTURE') continue
    const box = element.getBoundingClientRect()
    const stand = document.createElement('div')
    stand.className = element.className
    stand.setAttribute('style', element.getAttribute('style') ?? '')
    Object.assign(stand.style, {
      display: 'block',
      width: `${box.width}px`,
      height: `${box.height}px`,
      backgroundColor: fill,
      backgroundImage: 'none',
    })
    element.replaceWith(stand)
  }
}

/** axe's contrast failures in some variants (one page), as "variant: element ratio" lines. */
async function contrastFailures(rendered: Rendered[], css: string, picture: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  // The pictures' own URLs do not resolve here: nothing is fetched.
  await page.route('**/*', (route) => route.abort())
  const sections = rendered.map((variant, index) => `<div data-variant="${index}">${variant.markup}</div>`)
  await page.setContent(
    `<!doctype html><html lang="en"><head><style>${tokenCustomProperties()}${globals}${css}</style></head>` +
      `<body><main>${sections.join('')}</main></body></html>`,
    { waitUntil: 'domcontentloaded' },
  )
  await page.evaluate(worstCasePictures, picture)
  const { violations, incomplete } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
  const failures: string[] = []
  // An incomplete answer is a failure too (a measured low ratio, a background axe could not see), but for glyphs axe
  // does not read as text: the decorative arrow and stars (aria-hidden), whose meaning is in text beside them.
  const unsure = incomplete
    .flatMap((result) => result.nodes)
    .filter((node) => (node.any[0]?.data as { messageKey?: string } | undefined)?.messageKey !== 'nonBmp')
  for (const node of [...violations.flatMap((result) => result.nodes), ...unsure]) {
    const selector = node.target.join(' ')
    const index = await page.evaluate(
      (target) => document.querySelector(target)?.closest<HTMLElement>('[data-variant]')?.dataset.variant,
      selector,
    )
    const data = (node.any[0]?.data ?? {}) as { contrastRatio?: number; messageKey?: string }
    const variant = rendered[Number(index)]
    const element = selector.replace(/^div\[data-variant="\d+"\]\s*>?\s*/, '')
    failures.push(
      `${variant?.label} (pictures ${picture}): ${element} ${data.contrastRatio ?? ''} ${data.messageKey ?? ''}`,
    )
  }
  await context.close()
  return failures
}

let browser: Browser
let formId: number

beforeAll(async () => {
  const payload = await testPayload()
  // The commerce blocks, the reviews and the CMS form read what a seeded site has.
  await seedCommerce(payload)
  await seedReviews(payload)
  formId = (await seedForms(payload)).workshopSignUp
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
})
afterAll(async () => browser?.close())

/** Splits a list into runs of at most `size`. */
const chunks = <T,>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, at) => list.slice(at * size, (at + 1) * size))

describe('text contrast in every background option (WCAG 2.2 1.4.3, axe)', () => {
  it('holds for every block, every background colour, and over any picture', async () => {
    let started = Date.now()
    const { rendered, css } = await render(await variants(formId))
    console.log(`${rendered.length} distinct variants rendered in ${Date.now() - started} ms`)
    started = Date.now()
    const examples = rendered.filter((variant) => !variant.colour)
    const coloured = rendered.filter((variant) => variant.colour)
    const failures: string[] = []
    // The examples over white and over black pictures; the colour variants differ in colour only.
    for (const picture of ['#FFFFFF', '#000000'])
      failures.push(...(await contrastFailures(examples, css, picture)))
    for (const run of chunks(coloured, 400)) failures.push(...(await contrastFailures(run, css, '#FFFFFF')))
    console.log(`axe in ${Date.now() - started} ms`)
    expect(failures).toEqual([])
  }, 300_000)
})
