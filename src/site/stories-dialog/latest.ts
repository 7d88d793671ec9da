import 'server-only'

// What the stories dialog shows: the newest stories of the visitor's locale (en-gb copy where untranslated).
import { imageSource, type ImageSource } from '@/blocks/shared/media'
import { listStories } from '@/cms/contentList'
import { entryHref } from '@/cms/entryUrl'
import type { Locale } from '@/i18n/locales'

/** A few, so the dialog stays a glance rather than a second stories page. */
export const dialogStoryCount = 6

export interface DialogStory {
  title: string
  href: string
  excerpt: string | null
  publishedAt: string
  image: ImageSource | null
}

export async function latestStories(locale: Locale): Promise<{ stories: DialogStory[] }> {
  const { items } = await listStories({ locale, limit: dialogStoryCount })
  return {
    stories: items.map((story) => ({
      title: story.title,
      href: entryHref('stories', locale, story.path),
      excerpt: story.excerpt ?? null,
      publishedAt: story.publishedAt,
      image: imageSource(story.image) ?? null,
    })),
  }
}
