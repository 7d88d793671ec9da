// The /stories list (issue #9): published stories of the visitor's locale (en-gb copy where untranslated), newest
// first, 30 a page (§9) with real links to the other pages.
import { getTranslations } from 'next-intl/server'

import type { ContentPage, StoryCard } from '@/cms/contentList'
import { localizedHref, type Locale } from '@/i18n/locales'
import { storiesPagePath } from '@/cms/entryUrl'

import { StoryCards } from './StoryCards'
import styles from './Stories.module.css'

export async function StoriesIndex({
  locale,
  title,
  intro,
  stories,
}: {
  locale: Locale
  title: string
  intro?: string
  stories: ContentPage<StoryCard>
}) {
  const t = await getTranslations({ locale, namespace: 'stories' })
  const { page, totalPages } = stories
  const href = (number: number) => localizedHref(locale, storiesPagePath(number))
  return (
    <div className={styles.index}>
      <h1>{page > 1 ? t('pageTitle', { title, number: page }) : title}</h1>
      {intro && page === 1 ? <p className={styles.intro}>{intro}</p> : null}
      <StoryCards locale={locale} stories={stories.items} headingLevel="h2" priority />
      {totalPages > 1 ? (
        <nav className={styles.pagination} aria-label={t('pagination')}>
          {page > 1 ? (
            <a href={href(page - 1)} rel="prev">
              {t('previous')}
            </a>
          ) : null}
          <ol>
            {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <a
                  href={href(number)}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={t('page', { number })}
                >
                  {number}
                </a>
              </li>
            ))}
          </ol>
          {page < totalPages ? (
            <a href={href(page + 1)} rel="next">
              {t('next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
