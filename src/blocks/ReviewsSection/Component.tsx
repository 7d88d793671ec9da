// §3 Reviews (ReviewsSection): customer reviews rendered on the server, with their average, on a background
// (default lav4); the hosted review widget joins when configured (and consented).
import { siteConfig } from '@/config/site'
import { isColour } from '@/design/tokens'
import { readableOn } from '@/design/contrast'
import { translator } from '@/i18n/messages'
import { ReviewWidget } from '@/services/reviews-widget/ReviewWidget'
import type { ReviewWidgetSettings } from '@/services/reviews-widget/port'
import { reviewWidgetProvider } from '@/services/reviews-widget/providers'

import { spacingStyle } from '../shared/spacing'
import { sectionHeading } from '../shared/sectionHeading'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import { reviewsShown } from './config'
import { loadReviews, type ReviewSummary } from './reviews'
import styles, { stylesheet } from './ReviewsSection.inline.pcss'

export default async function ReviewsSection({ block, context }: BlockProps<'ReviewsSection'>) {
  const limit = Math.min(reviewsShown.max, Math.max(reviewsShown.min, block.limit ?? reviewsShown.default))
  const summary = await loadReviews(context.locale, { productType: block.productType, limit })
  const { providers, productDomain } = siteConfig()
  return (
    <ReviewsView
      block={block}
      locale={context.locale}
      summary={summary}
      widget={providers.reviewsWidget && { ...providers.reviewsWidget, productDomain }}
    />
  )
}

export async function ReviewsView({
  block,
  locale,
  summary,
  widget,
}: {
  block: BlockProps<'ReviewsSection'>['block']
  locale: string
  summary: ReviewSummary
  /** §1: the configured review widget, shown below the reviews once the visitor allows it. */
  widget?: ReviewWidgetSettings & { productDomain: string }
}) {
  // §1: the review widget shows even when the CMS has no reviews in this language.
  if (!summary.reviews.length && !widget) return null
  const t = await translator(locale, 'ReviewsSection')
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const background = isColour(block.backgroundColor) ? block.backgroundColor : 'lav4'
  const average = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    Math.round(summary.average * 10) / 10,
  )
  const { name, heading } = sectionHeading(
    `reviews-${block.id ?? 'section'}`,
    block.heading?.trim() || t('heading'),
    styles.heading,
  )
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section
        className={styles.section}
        // Issue #33: the text takes the colour that reads on the background (WCAG 1.4.3).
        style={{ ...spacingStyle(block), ...readableOn(background) }}
        {...name}
      >
        {heading}
        {summary.reviews.length ? (
          <>
            <p className={styles.summary}>
              <Stars rating={summary.average} />
              <span>{t('summary', { average, count: summary.count })}</span>
            </p>
            <ul className={styles.reviews}>
              {summary.reviews.map((review) => (
                <li key={review.id} className={styles.review}>
                  <figure>
                    <p className={styles.rating}>
                      <Stars rating={review.rating} />
                      <span className="visually-hidden">{t('stars', { rating: review.rating })}</span>
                    </p>
                    <blockquote className={styles.text}>
                      <p>{review.text}</p>
                    </blockquote>
                    <figcaption className={styles.author}>
                      {review.name}
                      {' · '}
                      <time dateTime={new Date(review.date).toISOString()}>
                        {dates.format(new Date(review.date))}
                      </time>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {widget ? (
          <ReviewWidget
            settings={widget}
            locale={locale}
            reviewUrl={reviewWidgetProvider.pageUrl(widget.productDomain)}
            linkText={t('widgetLink')}
          />
        ) : null}
      </section>
    </>
  )
}

/** Five stars filled to the rating (decorative: the text beside them says it). */
function Stars({ rating }: { rating: number }) {
  const width = `${(Math.max(0, Math.min(5, rating)) / 5) * 100}%`
  return (
    <span className={styles.stars} aria-hidden="true">
      <span className={styles.starsEmpty}>★★★★★</span>
      <span className={styles.starsFull} style={{ width }}>
        ★★★★★
      </span>
    </span>
  )
}
