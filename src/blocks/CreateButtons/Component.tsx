// §3 CreateButtons (§2 "Photobooks and Prints cards"): two large linked cards, side by side from tablet up and
// stacked on phones; links stay in the visitor's locale (§2 URL shape) through the §3 button link helper. Each card
// names its product's "from" price (issue #33), none while the data API has none (§3 defaults).
import type { CSSProperties, ReactNode } from 'react'

import { translator } from '@/i18n/messages'

import { buttonHref } from '../shared/buttonLink'
import { cardPrices } from '../shared/cardPrices'
import { BlockImage } from '../shared/BlockImage'
import { imageSource } from '../shared/media'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import { createButtonsDefaults } from './config'
import styles, { stylesheet } from './CreateButtons.inline.pcss'
import { cardColours } from './ink'

export default async function CreateButtons({ block, context }: BlockProps<'CreateButtons'>) {
  const [t, prices] = await Promise.all([translator(context.locale, 'products'), cardPrices(context.locale)])
  const photobooks = block.photobooks
  const prints = block.prints
  const image = imageSource(photobooks?.image)
  const cards = [
    {
      key: 'photobooks',
      href: buttonHref({ link: photobooks?.link }, context.locale, context.createAppUrl),
      title: photobooks?.title?.trim() || t('book'),
      price: prices.book,
      style: cardColours(photobooks?.color, createButtonsDefaults.photobooks.color),
      // §5 requires the image; without one the card keeps its size, in its colour only.
      visual: image && (
        <BlockImage
          className={styles.image}
          image={image}
          sizes="(min-width: 1425px) 700px, (min-width: 768px) 50vw, 100vw"
        />
      ),
    },
    {
      key: 'prints',
      href: buttonHref({ link: prints?.link }, context.locale, context.createAppUrl),
      title: prints?.title?.trim() || t('print'),
      price: prices.print,
      style: cardColours(prints?.color, createButtonsDefaults.prints.color),
      // §3 gives the prints card no image: a drawn stack of prints fills the same space.
      visual: (
        <span className={styles.stack} aria-hidden="true">
          <span className={styles.print} />
          <span className={styles.print} />
          <span className={styles.print} />
        </span>
      ),
    },
  ].filter((card): card is typeof card & { href: string } => Boolean(card.href))
  if (!cards.length) return null
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <ul className={styles.cards} style={spacingStyle(block)}>
        {cards.map((card) => (
          <li key={card.key} className={styles.item}>
            <Card href={card.href} title={card.title} price={card.price} style={card.style} kind={card.key}>
              {card.visual}
            </Card>
          </li>
        ))}
      </ul>
    </>
  )
}

function Card({
  href,
  title,
  price,
  style,
  kind,
  children,
}: {
  href: string
  title: string
  price?: string
  style: CSSProperties
  kind: string
  children: ReactNode
}) {
  return (
    <a className={styles.card} href={href} style={style} data-card={kind}>
      <span className={styles.visual}>{children}</span>
      <span className={styles.title}>
        <span className={styles.name}>
          {title}
          {price ? <span className={styles.price}>{price}</span> : null}
        </span>
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      </span>
    </a>
  )
}
