// The block gallery (issue #6): every registered block in each of its variants, as an editor would fill it in, so
// editors can see what each block does and the test suite checks all of them (axe, HTML validity, console errors).
// Page blocks live on /block-gallery, blog-article-only blocks on /stories/block-gallery; both are kept out of
// search and lists (meta.noIndex) and out of the navigation. Re-seeded whenever the set of examples changes.
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { blockRegistry } from '@/blocks/registry'
import { blockRenderers } from '@/blocks/renderers'
import type { ContentModel } from '@/blocks/shared/models'
import type { SeedMedia } from '@/blocks/types'
import { defaultLocale } from '@/i18n/locales'

import { demoFormBlock, seedForms } from './forms'
import { richText } from './richText'

import { blockGalleryPagePath, blockGalleryStoryPath } from './blockGalleryPaths'

export { blockGalleryPagePath, blockGalleryStoryPath }

type Layout = NonNullable<RequiredDataFromCollectionSlug<'pages'>['layout']>

const context = { disableRevalidate: true }

/** Page blocks on the page; blocks no page may hold (§2 "blog-article only") in the story. */
function galleryModel(models: readonly ContentModel[]): ContentModel {
  return models.includes('page') ? 'page' : 'blog-article'
}

export async function blockGalleryLayout(model: ContentModel, media: SeedMedia): Promise<Layout> {
  const layout: Layout = []
  for (const definition of blockRegistry) {
    const { examples: exampleModule } = blockRenderers[definition.slug]
    if (!exampleModule || galleryModel(definition.models) !== model) continue
    const examples = (await exampleModule()).default(media)
    if (!examples.length) continue
    layout.push({
      blockType: 'Heading',
      text: definition.label,
      as: 'h2',
      marginTop: 'xl',
      marginBottom: 's',
    })
    layout.push(...(examples as Layout))
  }
  return layout
}

const blockTypes = (layout: readonly { blockType: string }[] | null | undefined) =>
  (layout ?? []).map((block) => block.blockType).join(',')

/** The page or story (its draft too) at `path` in the default locale. */
export async function findByDefaultPath(payload: Payload, collection: 'pages' | 'stories', path: string) {
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

async function upsert(
  payload: Payload,
  collection: 'pages' | 'stories',
  path: string,
  data: Record<string, unknown> & { layout: Layout },
): Promise<boolean> {
  const existing = await findByDefaultPath(payload, collection, path)
  if (existing && blockTypes(existing.layout) === blockTypes(data.layout)) return false
  const document = { ...data, path, _status: 'published' as const }
  if (existing) {
    await payload.update({
      collection,
      id: existing.id,
      locale: defaultLocale,
      data: document as never,
      context,
    })
  } else {
    await payload.create({ collection, locale: defaultLocale, data: document as never, context })
  }
  return true
}

/** Seeds (or refreshes) the gallery page and story; true when anything was written. */
export async function seedBlockGallery(payload: Payload, media: SeedMedia): Promise<boolean> {
  const meta = (description: string) => ({ description, noIndex: true, image: media['photobook-open'] })
  const pageLayout: Layout = [
    { blockType: 'Heading', text: 'Block gallery', as: 'h1', marginBottom: 's' },
    {
      blockType: 'AwesomeParagraphs',
      isPreamble: true,
      paragraphContent: richText([
        'Every content block of the shop in each of its variants, as editors compose them. Blocks that only ' +
          'stories may hold are shown in the block gallery story.',
      ]),
      marginBottom: 'l',
    },
    ...(await blockGalleryLayout('page', media)),
    // §4 CMS form block: it shows an editor-built form, so it needs the seeded demo form rather than an example.
    demoFormBlock((await seedForms(payload)).workshopSignUp),
  ]
  const storyLayout = await blockGalleryLayout('blog-article', media)
  const page = await upsert(payload, 'pages', blockGalleryPagePath, {
    title: 'Block gallery',
    layout: pageLayout,
    meta: meta('Every content block of the shop in each of its variants.'),
  })
  const story =
    storyLayout.length > 0 &&
    (await upsert(payload, 'stories', blockGalleryStoryPath, {
      title: 'Block gallery: story blocks',
      excerpt: 'The blocks only stories may hold, in each of their variants.',
      publishedAt: '2026-01-01T00:00:00.000Z',
      image: media['travel-story'],
      layout: storyLayout,
      meta: meta('The blocks only stories may hold, in each of their variants.'),
    }))
  return page || story
}
