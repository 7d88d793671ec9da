// Demo content in every locale (§2 routes, 3 stories, navigation, top banner, footer) and the demo editor.
// Idempotent: each entry is found by its en-gb path and created only when missing.
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { defaultLocale, routingLocales, storiesLocales } from '@/i18n/locales'
import type { SeedMedia } from '@/blocks/types'
import type { Media } from '@/payload-types'

import {
  chromeCopy,
  type PageCopy,
  pageCopy,
  type RouteKey,
  storyCopy,
  type StoryKey,
  storyPublishedAt,
} from './copy'
import { seedBlockGallery } from './blockGallery'
import { seedCommerce } from './commerce'
import { renderSeedImage, seedImages } from './images'
import { seedReviews } from './reviews'
import { richText } from './richText'

const context = { disableRevalidate: true }

type PageData = RequiredDataFromCollectionSlug<'pages'>
type Layout = NonNullable<PageData['layout']>

/** Where each page's button leads (§2 routes, §3 button link rule). */
const routeButtons: Record<RouteKey, { link?: string; productType?: 'book' | 'print' }> = {
  home: { link: '/photobooks' },
  photobooks: { productType: 'book' },
  photoprints: { productType: 'print' },
  prints: { productType: 'print' },
  workWithUs: { link: '/stories' },
  create: { productType: 'book' },
  startCreatingPhotobooks: { productType: 'book' },
  notFound: { link: '/' },
}

function pageLayout(route: RouteKey, copy: PageCopy): Layout {
  const button = routeButtons[route]
  return [
    { blockType: 'Heading', text: copy.heading, as: 'h1', marginBottom: 's' },
    {
      blockType: 'AwesomeParagraphs',
      isPreamble: true,
      paragraphContent: richText([copy.intro]),
      marginBottom: 'l',
    },
    { blockType: 'AwesomeParagraphs', paragraphContent: richText(copy.paragraphs), marginBottom: 'l' },
    {
      blockType: 'ButtonComponent',
      buttonText: copy.buttonText,
      createLink: Boolean(button.productType),
      link: button.link,
      productType: button.productType,
      buttonPosition: 'left',
    },
  ]
}

async function ensureMedia(payload: Payload): Promise<Record<string, Media>> {
  const media: Record<string, Media> = {}
  for (const image of seedImages) {
    const filename = `${image.name}.webp`
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
    })
    if (existing.docs[0]) {
      media[image.name] = existing.docs[0]
      continue
    }
    const data = await renderSeedImage(image)
    media[image.name] = await payload.create({
      collection: 'media',
      data: { alt: image.alt },
      file: { data, mimetype: 'image/webp', name: filename, size: data.length },
      context,
    })
  }
  return media
}

async function findByDefaultPath(payload: Payload, collection: 'pages' | 'stories', path: string) {
  const found = await payload.find({
    collection,
    where: { path: { equals: path } },
    locale: defaultLocale,
    fallbackLocale: false,
    draft: true,
    limit: 1,
    depth: 0,
  })
  return found.docs[0]
}

async function seedPages(payload: Payload, media: Record<string, Media>): Promise<number> {
  let created = 0
  for (const route of Object.keys(pageCopy) as RouteKey[]) {
    const copies = pageCopy[route]
    const english = copies[defaultLocale]
    const path = `/${english.path}`
    if (await findByDefaultPath(payload, 'pages', path)) continue
    const localized = (copy: PageCopy) => ({
      title: copy.title,
      path: `/${copy.path}`,
      layout: pageLayout(route, copy),
      meta: { description: copy.metaDescription, image: media['photobook-open']?.id },
    })
    const page = await payload.create({
      collection: 'pages',
      locale: defaultLocale,
      data: { ...localized(english), _status: 'published' },
      context,
    })
    for (const locale of routingLocales.filter((code) => code !== defaultLocale)) {
      await payload.update({
        collection: 'pages',
        id: page.id,
        locale,
        data: { ...localized(copies[locale]), _status: 'published' },
        context,
      })
    }
    created += 1
  }
  return created
}

const storyImages: Record<StoryKey, string> = {
  travelBook: 'travel-story',
  babyFirstYear: 'baby-story',
  printWall: 'gallery-wall',
}

async function seedStories(payload: Payload, media: Record<string, Media>): Promise<number> {
  let created = 0
  for (const key of Object.keys(storyCopy) as StoryKey[]) {
    const copies = storyCopy[key]
    if (await findByDefaultPath(payload, 'stories', copies['en-gb'].path)) continue
    const image = media[storyImages[key]]?.id
    const localized = (locale: (typeof storiesLocales)[number]) => {
      const copy = copies[locale]
      return {
        title: copy.title,
        path: copy.path,
        excerpt: copy.intro,
        layout: [
          {
            blockType: 'AwesomeParagraphs',
            isPreamble: true,
            paragraphContent: richText([copy.intro]),
            marginBottom: 'l',
          },
          { blockType: 'AwesomeParagraphs', paragraphContent: richText(copy.paragraphs), marginBottom: 'l' },
        ] satisfies Layout,
        meta: { description: copy.intro, image },
      }
    }
    const story = await payload.create({
      collection: 'stories',
      locale: defaultLocale,
      data: { ...localized('en-gb'), publishedAt: storyPublishedAt[key], image, _status: 'published' },
      context,
    })
    for (const locale of storiesLocales.filter((code) => code !== defaultLocale)) {
      await payload.update({
        collection: 'stories',
        id: story.id,
        locale,
        data: { ...localized(locale), _status: 'published' },
        context,
      })
    }
    created += 1
  }
  return created
}

async function seedGlobals(payload: Payload): Promise<void> {
  const navigation = await payload.findGlobal({
    slug: 'navigation',
    locale: defaultLocale,
    fallbackLocale: false,
  })
  if (navigation.navHeaders?.length) return
  for (const locale of routingLocales) {
    const chrome = chromeCopy[locale]
    const startCreating = `/${pageCopy.startCreatingPhotobooks[locale].path}`
    await payload.updateGlobal({
      slug: 'navigation',
      locale,
      context,
      data: {
        navHeaders: [
          { label: chrome.nav.photobooks, link: '/photobooks' },
          { label: chrome.nav.photoprints, link: '/photoprints' },
          { label: chrome.nav.stories, link: '/stories' },
          { label: chrome.nav.startCreating, link: startCreating },
        ],
      },
    })
    await payload.updateGlobal({
      slug: 'top-banners',
      locale,
      context,
      data: {
        topBanners: [{ text: chrome.topBanner.text, link: '/create', linkLabel: chrome.topBanner.linkLabel }],
      },
    })
    await payload.updateGlobal({
      slug: 'footer',
      locale,
      context,
      data: {
        columns: [
          {
            heading: chrome.footer.productsHeading,
            links: [
              { label: chrome.nav.photobooks, link: '/photobooks' },
              { label: chrome.nav.photoprints, link: '/photoprints' },
              { label: pageCopy.prints[locale].title, link: '/prints' },
            ],
          },
          {
            heading: chrome.footer.companyHeading,
            links: [
              { label: chrome.footer.workWithUs, link: '/about-us/work-with-us' },
              { label: chrome.footer.stories, link: '/stories' },
            ],
          },
          {
            heading: chrome.footer.helpHeading,
            links: [
              { label: chrome.footer.create, link: '/create' },
              { label: chrome.nav.startCreating, link: startCreating },
            ],
          },
        ],
        tagline: chrome.footer.tagline,
        copyright: chrome.footer.copyright,
      },
    })
  }
}

export interface DemoEditor {
  email: string
  password: string
}

async function ensureDemoEditor(payload: Payload, editor: DemoEditor): Promise<void> {
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: editor.email } },
    limit: 1,
  })
  if (existing.docs[0]) return
  await payload.create({
    collection: 'users',
    data: { email: editor.email, password: editor.password, name: 'Demo Editor', roles: ['admin', 'editor'] },
    context,
  })
}

const mediaIds = (media: Record<string, Media>) =>
  Object.fromEntries(Object.entries(media).map(([name, doc]) => [name, doc.id])) as SeedMedia

/** On every start of a seeded site: the block gallery follows the blocks this build has (true when it changed). */
export async function refreshBlockGallery(payload: Payload): Promise<boolean> {
  return seedBlockGallery(payload, mediaIds(await ensureMedia(payload)))
}

export async function seed(
  payload: Payload,
  editor: DemoEditor,
): Promise<{ pages: number; stories: number }> {
  await ensureDemoEditor(payload, editor)
  const media = await ensureMedia(payload)
  const pages = await seedPages(payload, media)
  const stories = await seedStories(payload, media)
  await seedGlobals(payload)
  await seedReviews(payload)
  await seedBlockGallery(payload, mediaIds(media))
  // §7 data API reference data and the website service account.
  await seedCommerce(payload)
  return { pages, stories }
}
