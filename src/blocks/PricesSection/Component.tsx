// §3 Prices (PricesSection): one card per §9 book format or print paper with its image and its price from the data
// API's product info for the visitor's market and currency (§7), read on the server from the same cached commerce
// data the page wrapper gets (§2), then following the site-wide product info once the browser refreshes it
// (RefreshCommerceData, LivePrice). While the data API is down or has no price, a card shows no figure: never a wrong
// or placeholder number.
import { bookFormats, printPapers, printSize } from '@/config/products'
import { loadCommerceData } from '@/data-api/load'
import { RefreshCommerceData } from '@/data-api/RefreshCommerceData'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { priceOf } from '@/shared-data/prices'
import type { ProductInfo } from '@/shared-data/types'

import { BlockImage } from '../shared/BlockImage'
import { imageSource } from '../shared/media'
import { spacingStyle } from '../shared/spacing'
import { sectionHeading } from '../shared/sectionHeading'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import { pricesAnchor } from './anchor'
import { type BookFormat, coverImageField, paperImageField, type PrintPaper } from './config'
import { LivePrice, PricesUnavailable } from './LivePrice'
import styles, { stylesheet } from './PricesSection.inline.pcss'

type Block = BlockProps<'PricesSection'>['block']

export default async function PricesSection({ block, context }: BlockProps<'PricesSection'>) {
  let productInfo: ProductInfo[] = []
  try {
    productInfo = (await loadCommerceData(context.locale)).initialProductInfo
  } catch (error) {
    // The loader falls back by itself; this only guards the page against a configuration error.
    console.error('[PricesSection] commerce data unavailable', error)
  }
  return <PricesView block={block} locale={context.locale} productInfo={productInfo} />
}

/** 'hardcover 27x27 cm' → binding and its size written for people ('27 × 27 cm'). */
function formatParts(format: BookFormat) {
  const [binding = '', size = ''] = format.split(' ')
  return { binding, size: `${size.replace('x', ' × ')} cm` }
}

export async function PricesView({
  block,
  locale,
  productInfo,
}: {
  block: Block
  locale: Locale
  productInfo: readonly ProductInfo[]
}) {
  const productType = block?.productType
  if (productType !== 'book' && productType !== 'print') return null
  const t = await translator(locale, 'PricesSection')
  const images = block as unknown as Record<string, unknown>
  const custom = imageSource(block.customCoverImage)

  const cards =
    productType === 'book'
      ? bookFormats.map((format) => {
          const { binding, size } = formatParts(format)
          return {
            key: format,
            name: binding === 'softcover' ? t('softcover', { size }) : t('hardcover', { size }),
            image: custom ?? imageSource(images[coverImageField(format)]),
            price: priceOf(productInfo, 'book', format, locale),
          }
        })
      : printPapers.map((paper: PrintPaper) => {
          return {
            key: paper,
            name: paper === 'matte' ? t('matte') : t('semiGloss'),
            image: imageSource(images[paperImageField(paper)]),
            price: priceOf(productInfo, 'print', paper, locale),
          }
        })

  // The price lines are filled in where the price is known (LivePrice): the message keeps its {price} placeholder.
  // A print's price names the size it is for (issue #33).
  const template =
    productType === 'book'
      ? (t.raw('bookPrice') as string)
      : (t.raw('printPrice') as string).replace('{size}', printSize)
  const anchor = pricesAnchor(block)
  const { name, heading } = sectionHeading(`${anchor}-heading`, block.title?.trim(), styles.title, t('label'))
  const subtitle = block.subtitle?.trim()
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      {/* The cards' prices follow the data API's current product info once the browser has it (§3). */}
      <RefreshCommerceData locale={locale} />
      <section
        id={anchor}
        className={styles.section}
        style={spacingStyle(block)}
        {...name}
        data-product-type={productType}
      >
        {heading}
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.key} className={styles.card} data-product={card.key}>
              {card.image && (
                <BlockImage
                  className={styles.image}
                  image={card.image}
                  sizes="(min-width: 768px) 20rem, 100vw"
                />
              )}
              <h3 className={styles.name}>{card.name}</h3>
              <LivePrice
                productType={productType}
                variant={card.key}
                locale={locale}
                serverPrice={card.price}
                template={template}
                className={styles.price}
              />
            </li>
          ))}
        </ul>
        <PricesUnavailable
          productType={productType}
          variants={cards.map((card) => card.key)}
          locale={locale}
          serverUnavailable={cards.every((card) => !card.price)}
          text={t('unavailable')}
          className={styles.note}
        />
      </section>
    </>
  )
}
