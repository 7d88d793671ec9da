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
  /** `text` names the market's Christmas last order day as `{date}` (src/cms/seed/christmas.ts). */
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

export interface UspCopy {
  title: string
  body: string
}

/** Copy for the campaign content blocks (§3) on the home, photobooks and prints pages. */
export interface CampaignCopy {
  /** CreateButtons block: the two big cards on the home page. */
  createButtons: { photobooks: string; prints: string }
  /** SellingPointsSection (USP) block on the home page: a title and four selling points, in this order:
   *  1 quality printing/binding, 2 free/fast delivery-ish promise WITHOUT concrete numbers or prices,
   *  3 made with love/personal, 4 easy to create on phone or computer. */
  usps: { title: string; points: [UspCopy, UspCopy, UspCopy, UspCopy] }
  /** PricesSection block: title and subtitle for the book prices (photobooks page) and the print prices
   *  (photoprints and prints pages). No figures in the text: the prices come from the data API. */
  prices: { book: { title: string; subtitle: string }; print: { title: string; subtitle: string } }
  /** Countdown block on the home page to the seasonal order deadline (the Christmas last-order date):
   *  targetText is shown while counting down to the deadline, eventEndText after it while counting to the end of
   *  the Christmas delivery campaign. Short (≤ 60 characters). */
  countdown: { targetText: string; eventEndText: string }
  /** ReviewsSection: a short heading above the customer reviews, if the block supports a heading (the lead decides). */
  reviewsHeading: string
  /** Pre-footer block on the home page: headline, text and button label leading to the create flow. */
  preFooter: { headline: string; text: string; buttonText: string }
}

export interface LocaleCopy {
  pages: Record<RouteKey, PageCopy>
  /** Only the 10 stories locales (§2) have stories. */
  stories?: Record<StoryKey, StoryCopy>
  chrome: ChromeCopy
  campaign: CampaignCopy
}
