// §3 CreateCards (hidden, §2): a photobooks and a prints card, each showing its cover image and, while hovered or
// focused, its hover image in the same box (CSS only, so no script and no layout shift); each names its product's
// "from" price (issue #33).
import { translator } from '@/i18n/messages'

import { cardColours } from '../CreateButtons/ink'
import { buttonHref } from '../shared/buttonLink'
import { cardPrices } from '../shared/cardPrices'
import { BlockImage } from '../shared/BlockImage'
import { imageSource } from '../shared/media'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import { createCardsDefaults } from './config'
import styles, { stylesheet } from './CreateCards.inline.pcss'

const sizes = '(min-width: 1425px) 700px, (min-width: 768px) 50vw, 100vw'

export default async function CreateCards({ block, context }: BlockProps<'CreateCards'>) {
  const [t, prices] = await Promise.all([translator(context.locale, 'products'), cardPrices(context.locale)])
  const cards = (['photobooks', 'prints'] as const).flatMap((key) => {
    const product = key === 'photobooks' ? 'book' : 'print'
    const card = block[key]
    const cover = imageSource(card?.coverImage)
    // §5: the cover is required; a card without one has nothing to show.
    if (!cover) return []
    return [
      {
        key,
        cover,
        hover: imageSource(card?.hoverImage),
        href: buttonHref({ link: card?.link }, context.locale, context.createAppUrl),
        title: card?.title?.trim() || t(product),
        price: prices[product],
        style: cardColours(card?.color, createCardsDefaults[key].color),
      },
    ]
  })
  if (!cards.length) return null
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <ul className={styles.cards} style={spacingStyle(block)}>
        {cards.map((card) => {
          const content = (
            <>
              <span className={styles.frame}>
                <BlockImage className={styles.image} image={card.cover} sizes={sizes} />
                {card.hover && (
                  // The hover image repeats the card visually; the cover names it, so its alt is empty (decorative).
                  <BlockImage
                    className={`${styles.image} ${styles.hover}`}
                    image={card.hover}
                    alt=""
                    sizes={sizes}
                    data-hover-image=""
                  />
                )}
              </span>
              <span className={styles.title}>
                {card.title}
                {card.price ? <span className={styles.price}>{card.price}</span> : null}
              </span>
            </>
          )
          return (
            <li key={card.key} className={styles.item}>
              {card.href ? (
                <a className={styles.card} href={card.href} style={card.style} data-card={card.key}>
                  {content}
                </a>
              ) : (
                <div className={styles.card} style={card.style} data-card={card.key}>
                  {content}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
