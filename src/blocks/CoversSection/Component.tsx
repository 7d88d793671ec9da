// §3 Covers (CoversSection): a showcase of the §9 book formats' cover styles, drawn with CSS (no images to load,
// no layout shift), and a button that starts the create flow for a book (§2 deep link).
import { bookFormats } from '@/config/products'
import { translator } from '@/i18n/messages'
import { cx } from '@/lib/strings'

import { ButtonLinkAnchor, buttonStyles } from '../shared/ButtonLinkAnchor'
import { spacingStyle } from '../shared/spacing'
import { sectionHeading } from '../shared/sectionHeading'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './CoversSection.inline.pcss'

/** 'hardcover 27x27 cm' → binding and size ('27 × 27 cm'); the size sets each drawn cover's scale. */
export function coverStyle(format: string) {
  const match = /^(hardcover|softcover) (\d+)x(\d+) cm$/.exec(format)
  if (!match) return undefined
  const [, binding, width, height] = match
  return {
    binding: binding as 'hardcover' | 'softcover',
    size: `${width} × ${height} cm`,
    width: Number(width),
    height: Number(height),
  }
}

export default async function CoversSection({ block, context }: BlockProps<'CoversSection'>) {
  const t = await translator(context.locale, 'CoversSection')
  const covers = bookFormats.map(coverStyle).filter((cover) => cover !== undefined)
  const { name, heading } = sectionHeading(
    `covers-${block.id ?? 'section'}`,
    block.title?.trim(),
    styles.title,
    t('covers'),
  )
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section className={styles.section} style={spacingStyle(block)} {...name}>
        {heading}
        <ul className={styles.covers}>
          {covers.map((cover, index) => (
            <li key={`${cover.binding}-${cover.size}`} className={styles.item}>
              <div
                className={`${styles.cover} ${styles[cover.binding]}`}
                data-variant={index % 3}
                // Drawn to scale: 12rem for the largest (27 cm) format.
                style={{
                  height: `${(cover.height / 27) * 12}rem`,
                  aspectRatio: `${cover.width} / ${cover.height}`,
                }}
                aria-hidden="true"
              >
                <span className={styles.photo} />
              </div>
              <p className={styles.name}>
                {cover.binding === 'hardcover'
                  ? t('hardcover', { size: cover.size })
                  : t('softcover', { size: cover.size })}
              </p>
            </li>
          ))}
        </ul>
        <ButtonLinkAnchor
          button={{ createLink: true, productType: 'book' }}
          context={context}
          text={block.buttonText}
          className={cx(buttonStyles['variant-primary'], styles.button)}
        />
      </section>
    </>
  )
}
