// The shape of the seeded marketing copy, one file per locale.

export type RouteKey =
  | 'home'
  | 'photobooks'
  | 'photoprints'
  | 'prints'
  | 'workWithUs'
  | 'create'
  | 'startCreatingPhotobooks'
  | 'notFound'

export interface PageCopy {
  /** URL path without leading or trailing slash; '' for home. */
  path: string
  title: string
  metaDescription: string
  heading: string
  intro: string
  paragraphs: string[]
  buttonText: string
}

export type StoryKey = 'travelBook' | 'babyFirstYear' | 'printWall'

export interface StoryCopy {
  /** The story's slug in this locale. */
  path: string
  title: string
  intro: string
  paragraphs: string[]
}

export interface ChromeCopy {
  nav: { photobooks: string; photoprints: string; stories: string; startCreating: string }
  topBanner: { text: string; linkLabel: string }
  footer: {
    productsHeading: string
    companyHeading: string
    helpHeading: string
    workWithUs: string
    create: string
    stories: string
    tagline: string
    copyright: string
  }
}

export interface LocaleCopy {
  pages: Record<RouteKey, PageCopy>
  /** Only the 10 stories locales (§2) have stories. */
  stories?: Record<StoryKey, StoryCopy>
  chrome: ChromeCopy
}
