// §2: the CMS entry route's work, shared by the page route and the variation route (src/variants): finds the
// entry by (locale, translated path), renders its blocks (or a variation's), emits canonical and hreflang alternates.
import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { cache } from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { entryAlternates, type EntryLookup, findEntry } from '@/cms/content'
import { listStories, relatedStories } from '@/cms/contentList'
import { type EntryCollection, entryHref, storiesPagePath } from '@/cms/entryUrl'
import { siteConfig } from '@/config/site'
import { canonicalUrl } from '@/i18n/canonical'
import { bcp47, defaultLocale, isLocale, type Locale, storiesLocales } from '@/i18n/locales'
import { tryDecode } from '@/lib/uri'
import { originalVariation } from '@/variants/variants'
import { originalContent, servedVariation, variantCollectionOf } from '@/cms/variation'
import { DraftPreview } from '@/renderers/preview/DraftPreview'
import { CreateAction } from '@/site/create-action/CreateAction'
import { pageProduct, storyProduct } from '@/site/create-action/product'
import { ProductPageAppPrompt } from '@/site/get-the-app/ProductPageAppPrompt'
import styles from '@/renderers/stories/Stories.module.css'
import { feedLink } from '@/renderers/stories/feedLink'
import { StoriesIndex } from '@/renderers/stories/StoriesIndex'
import { StoryCards } from '@/renderers/stories/StoryCards'
import { VariationMarker } from '@/site/variants/VariationMarker'

export type EntryParams = Promise<{ locale: string; path?: string[] }>

type Route =
  | { kind: 'entry'; collection: EntryCollection; path: string }
  | { kind: 'stories-index'; page: number }
  | { kind: 'none' }

function routeOf(segments: string[]): Route {
  if (segments[0] === 'stories') {
    if (segments.length === 1) return { kind: 'stories-index', page: 1 }
    if (segments.length === 2 && segments[1])
      return { kind: 'entry', collection: 'stories', path: segments[1] }
    // /stories/page/2 …; page 1 is /stories itself.
    if (segments.length === 3 && segments[1] === 'page' && /^[1-9]\d*$/.test(segments[2] ?? ''))
      return Number(segments[2]) > 1 ? { kind: 'stories-index', page: Number(segments[2]) } : { kind: 'none' }
    return { kind: 'none' }
  }
  return { kind: 'entry', collection: 'pages', path: `/${segments.join('/')}` }
}

/** One lookup per request, shared by the metadata and the page. */
const lookupEntry = cache((collection: EntryCollection, locale: Locale, path: string, draft: boolean) =>
  findEntry(collection, locale, path, { draft }),
)
const lookupStories = cache((locale: Locale, page: number) => listStories({ locale, page }))

async function resolve(params: EntryParams) {
  const { locale, path = [] } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const segments = path.map((segment) => tryDecode(segment)).filter((segment) => segment !== undefined)
  // Malformed percent-encoding names no entry: the not-found page, not a 500 (issue #21).
  if (segments.length !== path.length) notFound()
  const route = routeOf(segments)
  const { isEnabled: draft } = await draftMode()
  const lookup: EntryLookup<EntryCollection> | undefined =
    route.kind === 'entry' ? await lookupEntry(route.collection, locale, route.path, draft) : undefined
  return { locale, route, lookup, draft }
}

export async function entryMetadata({ params }: { params: EntryParams }): Promise<Metadata> {
  const { locale, route, lookup } = await resolve(params)
  const { siteUrl, brandName } = siteConfig()
  if (route.kind === 'stories-index') {
    const t = await getTranslations({ locale, namespace: 'stories' })
    const path = storiesPagePath(route.page)
    const title =
      route.page > 1 ? t('pageTitle', { title: t('indexTitle'), number: route.page }) : t('indexTitle')
    return {
      title: `${title} · ${brandName}`,
      description: t('indexDescription'),
      alternates: {
        canonical: canonicalUrl(path, locale, defaultLocale, siteUrl),
        languages: Object.fromEntries([
          ...storiesLocales.map((code) => [bcp47(code), canonicalUrl(path, code, defaultLocale, siteUrl)]),
          ['x-default', canonicalUrl(path, defaultLocale, defaultLocale, siteUrl)],
        ]),
        types: feedLink(locale, siteUrl),
      },
    }
  }
  if (route.kind !== 'entry' || lookup?.kind !== 'found') return {}
  const { entry, paths } = lookup
  const { canonicalFor, alternates } = entryAlternates(route.collection, paths, siteUrl)
  const title = entry.meta?.title || entry.title
  return {
    title: route.collection === 'pages' && entry.path === '/' ? title : `${title} · ${brandName}`,
    description: entry.meta?.description ?? undefined,
    robots: entry.meta?.noIndex ? { index: false, follow: true } : undefined,
    alternates: {
      canonical: canonicalFor(locale),
      languages: Object.fromEntries(alternates.map(({ hrefLang, href }) => [hrefLang, href])),
      types: route.collection === 'stories' ? feedLink(locale, siteUrl) : undefined,
    },
    openGraph: {
      title,
      description: entry.meta?.description ?? undefined,
      locale: bcp47(locale).replace('-', '_'),
    },
  }
}

/** The entry's page; `variation` is the variation route's segment (an id, or 'original' of an entry under test). */
export async function EntryPage({ params, variation }: { params: EntryParams; variation?: string }) {
  const { locale, route, lookup, draft } = await resolve(params)
  const { createAppUrl, siteUrl } = siteConfig()

  if (route.kind === 'stories-index') {
    const [t, stories] = await Promise.all([
      getTranslations({ locale, namespace: 'stories' }),
      lookupStories(locale, route.page),
    ])
    if (route.page > stories.totalPages) notFound()
    return <StoriesIndex locale={locale} title={t('indexTitle')} intro={t('indexIntro')} stories={stories} />
  }
  if (route.kind !== 'entry' || !lookup || lookup.kind === 'missing') notFound()
  if (lookup.kind === 'redirect') permanentRedirect(lookup.location)
  const { entry } = lookup
  // §2 /404 is the localized not-found page; asked for directly it still answers 404.
  if (route.collection === 'pages' && entry.path === '/404') notFound()
  const served = variation
    ? await servedVariation(route.collection, entry, variation, locale, { draft })
    : originalContent(entry)
  if (!served) notFound()
  const layout = served.layout

  const context = {
    locale,
    model: route.collection === 'pages' ? 'page' : 'blog-article',
    createAppUrl,
    // Issue #32: in a draft preview each block names its form path, for click-to-edit; a visitor's page never.
    ...(draft ? { editPath: 'layout' } : {}),
  } as const
  // The document the preview edits: the entry, or the variation it shows.
  const edited =
    served.variationId === originalVariation
      ? `${route.collection}/${entry.id}`
      : `${variantCollectionOf[route.collection]}/${served.variationId}`
  const preview = draft ? (
    <DraftPreview
      serverURL={siteUrl}
      href={entryHref(route.collection, locale, entry.path)}
      editHref={`/admin/collections/${edited}?${new URLSearchParams({ locale })}`}
      shown={served.lastUpdated}
    />
  ) : null
  if (route.collection === 'stories' && 'publishedAt' in entry) {
    // A story that opens with its blog hero (§3 StoriesAboveTheFold) has its title there: one h1 per page,
    // and the date goes under the hero.
    const [first, ...rest] = layout ?? []
    const hero = (first?.blockType as string) === 'StoriesAboveTheFold' ? first : undefined
    const product = storyProduct(layout)
    return (
      <article>
        {preview}
        <VariationMarker served={served}>
          {hero ? <RenderBlocks blocks={[hero]} context={context} /> : null}
          <header className={styles.story}>
            {hero ? null : <h1>{entry.title}</h1>}
            <StoryDate locale={locale} publishedAt={entry.publishedAt} />
          </header>
          <RenderBlocks blocks={hero ? rest : layout} context={context} leads={!hero} from={hero ? 1 : 0} />
        </VariationMarker>
        {/* Issue #33: every story ends with a create call to action, and on a phone keeps one in reach. */}
        <CreateAction productType={product} context={context} place="end" />
        <RelatedStories locale={locale} story={entry} />
        <CreateAction productType={product} context={context} place="bar" />
      </article>
    )
  }
  // Issue #33: a page about a product keeps a create action for it in reach.
  const product = pageProduct(layout)
  return (
    <>
      {preview}
      <VariationMarker served={served}>
        <RenderBlocks blocks={layout} context={context} />
      </VariationMarker>
      {'productPage' in entry && entry.productPage ? <ProductPageAppPrompt locale={locale} /> : null}
      {product ? <CreateAction productType={product} context={context} /> : null}
    </>
  )
}

async function StoryDate({ locale, publishedAt }: { locale: Locale; publishedAt: string }) {
  const [format, t] = await Promise.all([
    getFormatter({ locale }),
    getTranslations({ locale, namespace: 'stories' }),
  ])
  const date = new Date(publishedAt)
  return (
    <p className={styles.date}>
      <time dateTime={date.toISOString()}>
        {t('publishedOn', { date: format.dateTime(date, { dateStyle: 'long' }) })}
      </time>
    </p>
  )
}

/** Three more stories of the locale below a story: the next ones in the list (src/cms/contentList.ts). */
async function RelatedStories({
  locale,
  story,
}: {
  locale: Locale
  story: { id: number; publishedAt: string }
}) {
  const [t, items] = await Promise.all([
    getTranslations({ locale, namespace: 'stories' }),
    relatedStories({ locale, story }),
  ])
  if (!items.length) return null
  return (
    <aside className={styles.related} aria-labelledby="related-stories">
      <h2 id="related-stories">{t('related')}</h2>
      <StoryCards locale={locale} stories={items} headingLevel="h3" />
    </aside>
  )
}
