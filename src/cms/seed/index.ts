// Demo content in every locale (§2 routes, 3 stories, navigation, top banner, footer) and the demo editor.
// Idempotent: each entry is found by its en-gb path and created only when missing.
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { editorRoles } from '@/cms/access'
import { storiesPath } from '@/i18n/canonical'
import { defaultLocale, languageOf, type Locale, routingLocales, storiesLocales } from '@/i18n/locales'
import type { SeedMedia } from '@/blocks/types'
import type { Media } from '@/payload-types'

import {
  campaignCopy,
  chromeCopy,
  type PageCopy,
  pageCopy,
  type RouteKey,
  storyCopy,
  type StoryKey,
  storyPublishedAt,
} from './copy'
import { findByDefaultPath, seedBlockGallery } from './blockGallery'
import { christmasBannerText, christmasCampaign } from './christmas'
import { seedCommerce } from './commerce'
import { imageAlts } from './copy/imageAlts'
import { renderSeedImage, type SeedImageName, seedImages } from './images'
import { seedReviews } from './reviews'
import { richText } from './richText'

const context = { disableRevalidate: true }

type PageData = RequiredDataFromCollectionSlug<'pages'>
type Layout = NonNullable<PageData['layout']>
type StoryLayout = NonNullable<RequiredDataFromCollectionSlug<'stories'>['layout']>

/** Where each page's hero button leads (§2 routes, §3 button link rule). */
const routeButtons: Record<RouteKey, { link?: string; productType?: 'book' | 'print' }> = {
  home: { link: '/photobooks' },
  photobooks: { productType: 'book' },
  photoprints: { productType: 'print' },
  prints: { productType: 'print' },
  workWithUs: { link: storiesPath },
  create: { productType: 'book' },
  startCreatingPhotobooks: { productType: 'book' },
  notFound: { link: '/' },
}

/** The product pages get the product hero (§3 HeroGeneric layout 'product') and their prices (#8). */
const productRoutes: Partial<Record<RouteKey, 'book' | 'print'>> = {
  photobooks: 'book',
  photoprints: 'print',
  prints: 'print',
}

const heroImages: Record<RouteKey, SeedImageName> = {
  home: 'photobook-open',
  photobooks: 'photobook-open',
  photoprints: 'prints-stack',
  prints: 'gallery-wall',
  workWithUs: 'travel-story',
  create: 'baby-story',
  startCreatingPhotobooks: 'photobook-open',
  notFound: 'gallery-wall',
}

function pageLayout(route: RouteKey, locale: Locale, copy: PageCopy, media: SeedMedia): Layout {
  const button = routeButtons[route]
  const product = productRoutes[route]
  const campaign = campaignCopy[locale]
  const alts = imageAlts[languageOf(locale)]
  const heroImage = heroImages[route]
  const paragraphs: Layout[number] = {
    blockType: 'AwesomeParagraphs',
    paragraphContent: richText(copy.paragraphs),
    marginBottom: 'l',
  }
  // §3 HeroGeneric: the page's h1; product pages start the create flow from the hero itself.
  const hero: Layout[number] = {
    blockType: 'HeroGeneric',
    layout: product ? 'product' : 'default',
    productType: product,
    heading: copy.heading,
    intro: copy.intro,
    image: media[heroImage],
    altText: alts[heroImage],
    startCreateButtonText: product ? copy.buttonText : undefined,
    useButton: !product,
    button: product
      ? undefined
      : {
          label: copy.buttonText,
          createLink: Boolean(button.productType),
          link: button.link,
          productType: button.productType ?? 'book',
        },
    marginBottom: 'l',
  }
  if (product) {
    const prices = campaign.prices[product]
    return [
      hero,
      paragraphs,
      { blockType: 'PricesSection', productType: product, title: prices.title, subtitle: prices.subtitle },
    ]
  }
  // §3 ContactForms: people who want to work with us write from the page that invites them.
  if (route === 'workWithUs')
    return [
      hero,
      paragraphs,
      { blockType: 'ContactForms', formType: 'collaborate', backgroundColor: 'misty' },
    ]
  if (route !== 'home') return [hero, paragraphs]
  const christmas = christmasCampaign(locale)
  const [usp1, usp2, usp3, usp4] = campaign.usps.points
  return [
    hero,
    {
      blockType: 'CreateButtons',
      photobooks: {
        title: campaign.createButtons.photobooks,
        link: '/photobooks',
        image: media['photobook-open'],
      },
      prints: { title: campaign.createButtons.prints, link: '/photoprints' },
    },
    { blockType: 'SellingPointsSection', title: campaign.usps.title, usp1, usp2, usp3, usp4 },
    paragraphs,
    {
      blockType: 'Countdown',
      targetDate: christmas.lastOrder.toISOString(),
      targetText: campaign.countdown.targetText,
      addEndDate: true,
      eventEndDate: christmas.end.toISOString(),
      eventEndText: campaign.countdown.eventEndText,
    },
    { blockType: 'ReviewsSection', heading: campaign.reviewsHeading },
    {
      blockType: 'PreFooter',
      headline: campaign.preFooter.headline,
      text: campaign.preFooter.text,
      button: { text: campaign.preFooter.buttonText, createLink: true, productType: 'book' },
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

async function seedPages(payload: Payload, media: Record<string, Media>): Promise<number> {
  let created = 0
  for (const route of Object.keys(pageCopy) as RouteKey[]) {
    const copies = pageCopy[route]
    const english = copies[defaultLocale]
    const path = `/${english.path}`
    if (await findByDefaultPath(payload, 'pages', path)) continue
    const ids = mediaIds(media)
    const localized = (locale: Locale) => ({
      title: copies[locale].title,
      path: `/${copies[locale].path}`,
      layout: pageLayout(route, locale, copies[locale], ids),
      meta: { description: copies[locale].metaDescription, image: media['photobook-open']?.id },
    })
    const page = await payload.create({
      collection: 'pages',
      locale: defaultLocale,
      data: { ...localized(defaultLocale), _status: 'published' },
      context,
    })
    for (const locale of routingLocales.filter((code) => code !== defaultLocale)) {
      await payload.update({
        collection: 'pages',
        id: page.id,
        locale,
        data: { ...localized(locale), _status: 'published' },
        context,
      })
    }
    created += 1
  }
  return created
}

const storyImages: Record<StoryKey, SeedImageName> = {
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
    if (image === undefined) throw new Error(`The seed image ${storyImages[key]} is missing`)
    const localized = (locale: (typeof storiesLocales)[number]) => {
      const copy = copies[locale]
      return {
        title: copy.title,
        path: copy.path,
        excerpt: copy.intro,
        layout: [
          // §3 StoriesAboveTheFold: the story's h1, intro and photo.
          {
            blockType: 'StoriesAboveTheFold',
            title: copy.title,
            intro: copy.intro,
            image,
            altText: imageAlts[languageOf(locale)][storyImages[key]],
          },
          { blockType: 'AwesomeParagraphs', paragraphContent: richText(copy.paragraphs), marginBottom: 'l' },
        ] satisfies StoryLayout,
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
          { label: chrome.nav.stories, link: storiesPath },
          { label: chrome.nav.startCreating, link: startCreating },
        ],
      },
    })
    await payload.updateGlobal({
      slug: 'top-banners',
      locale,
      context,
      data: {
        topBanners: [
          {
            text: christmasBannerText(chrome.topBanner.text, locale),
            link: '/create',
            linkLabel: chrome.topBanner.linkLabel,
          },
        ],
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
              { label: chrome.footer.stories, link: storiesPath },
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

type Role = (typeof editorRoles)[number]

/** Issue #32: the demo editor is an editor only (the admin's internals hidden); its admin is a login of its own. */
async function ensureDemoLogin(
  payload: Payload,
  login: DemoEditor,
  roles: Role[],
  name: string,
): Promise<void> {
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: login.email } },
    limit: 1,
    overrideAccess: true,
  })
  const user = existing.docs[0]
  if (!user) {
    await payload.create({ collection: 'users', data: { ...login, name, roles }, context })
    return
  }
  // A demo database seeded before issue #32 gave its editor both roles.
  if ([...(user.roles ?? [])].sort().join() !== [...roles].sort().join())
    await payload.update({ collection: 'users', id: user.id, data: { roles }, overrideAccess: true, context })
}

/** The demo's logins: its editor, and its admin when one is given. */
export async function ensureDemoLogins(
  payload: Payload,
  editor: DemoEditor,
  admin?: DemoEditor,
): Promise<void> {
  await ensureDemoLogin(payload, editor, ['editor'], 'Demo Editor')
  if (admin) await ensureDemoLogin(payload, admin, ['admin', 'editor'], 'Demo Admin')
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
  admin?: DemoEditor,
): Promise<{ pages: number; stories: number }> {
  await ensureDemoLogins(payload, editor, admin)
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
