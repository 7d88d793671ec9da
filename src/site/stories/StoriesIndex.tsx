import { getFormatter, getTranslations } from 'next-intl/server'

import { payloadClient } from '@/cms/content'
import { entryHref } from '@/cms/entryUrl'
import { defaultLocale, type Locale } from '@/i18n/locales'

import styles from './Stories.module.css'

/** §9 "Default content list limit: 30". */
export const storiesPageSize = 30

/** The /stories list: published stories of the visitor's locale (en-gb copy where untranslated), newest first. */
export async function StoriesIndex({
  locale,
  title,
  intro,
}: {
  locale: Locale
  title: string
  intro?: string
}) {
  const [payload, format, t] = await Promise.all([
    payloadClient(),
    getFormatter({ locale }),
    getTranslations({ locale, namespace: 'stories' }),
  ])
  const { docs } = await payload.find({
    collection: 'stories',
    locale,
    fallbackLocale: defaultLocale,
    // Stories hidden from lists (meta.noIndex, e.g. the block gallery's story) stay reachable by URL only.
    where: { or: [{ 'meta.noIndex': { equals: false } }, { 'meta.noIndex': { exists: false } }] },
    sort: '-publishedAt',
    limit: storiesPageSize,
    depth: 1,
    overrideAccess: false,
    select: { title: true, path: true, excerpt: true, publishedAt: true },
  })
  return (
    <div className={styles.index}>
      <h1>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ul className={styles.cards}>
        {docs.map((story) => (
          <li key={story.id} className={styles.card}>
            <h2>
              <a href={entryHref('stories', locale, story.path)}>{story.title}</a>
            </h2>
            <p className={styles.date}>
              {t('publishedOn', {
                date: format.dateTime(new Date(story.publishedAt), { dateStyle: 'long' }),
              })}
            </p>
            {story.excerpt ? <p>{story.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
