// Story cards: image, title, intro and date; shared by the stories list and a story's related stories.
import { getFormatter, getTranslations } from 'next-intl/server'

import type { StoryCard } from '@/cms/contentList'
import { BlockImage } from '@/blocks/shared/BlockImage'
import { imageSource } from '@/blocks/shared/media'
import { entryHref } from '@/cms/entryUrl'
import type { Locale } from '@/i18n/locales'

import styles from './Stories.module.css'

export async function StoryCards({
  locale,
  stories,
  headingLevel: Heading,
  priority = false,
}: {
  locale: Locale
  stories: StoryCard[]
  headingLevel: 'h2' | 'h3'
  /** The first cards are above the fold on the list: load their images first. */
  priority?: boolean
}) {
  if (!stories.length) return null
  const [format, t] = await Promise.all([
    getFormatter({ locale }),
    getTranslations({ locale, namespace: 'stories' }),
  ])
  return (
    <ul className={styles.cards}>
      {stories.map((story, index) => {
        const image = imageSource(story.image)
        return (
          <li key={story.id} className={styles.card}>
            {image ? (
              <BlockImage
                className={styles.cardImage}
                image={image}
                // The card's link names it; the picture adds nothing a screen reader needs.
                alt=""
                sizes="(min-width: 1200px) 25vw, (min-width: 768px) 45vw, 100vw"
                priority={priority && index < 2}
              />
            ) : null}
            <Heading>
              <a href={entryHref('stories', locale, story.path)}>{story.title}</a>
            </Heading>
            <p className={styles.date}>
              <time dateTime={new Date(story.publishedAt).toISOString()}>
                {t('publishedOn', {
                  date: format.dateTime(new Date(story.publishedAt), { dateStyle: 'long' }),
                })}
              </time>
            </p>
            {story.excerpt ? <p>{story.excerpt}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}
