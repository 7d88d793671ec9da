// §3 Images grid (AwesomeImageComponent): one row of images, each as wide as its fractionInGrid; the media's own
// width/height keep the boxes in place (no layout shift) and sizes follow each image's share of the row.
import { breakpoints, containerWidth } from '@/design/tokens'
import { cx, isOneOf } from '@/lib/strings'

import { BlockImage } from '../shared/BlockImage'
import { imageSource } from '../shared/media'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './AwesomeImageComponent.inline.pcss'
import { gridFractions } from './config'

/** The `sizes` of an image taking `share` of the row: stacked below tablet, capped at the container when not full bleed. */
export function gridImageSizes(share: number, fullBleed: boolean): string {
  const vw = Math.ceil(share * 100)
  const containerPx = Math.ceil(parseFloat(containerWidth) * 16 * share)
  return [
    fullBleed ? '' : `(min-width: ${Math.ceil(parseFloat(containerWidth) * 16)}px) ${containerPx}px`,
    `(min-width: ${breakpoints.tablet}px) ${vw}vw`,
    '100vw',
  ]
    .filter(Boolean)
    .join(', ')
}

export default function AwesomeImageComponent({ block }: BlockProps<'AwesomeImageComponent'>) {
  const images = (Array.isArray(block.images) ? block.images : []).flatMap((item, index) => {
    // §3: an image without a loaded upload is left out.
    const image = imageSource(item?.src, item?.altText)
    if (!image) return []
    const fraction = isOneOf(gridFractions, item.fractionInGrid) ? item.fractionInGrid : '1fr'
    return [{ ...image, key: item.id ?? String(index), item, fraction }]
  })
  if (!images.length) return null
  const total = images.reduce((sum, { fraction }) => sum + parseInt(fraction, 10), 0)
  const radius =
    typeof block.globalBorderRadius === 'number' && block.globalBorderRadius >= 0
      ? block.globalBorderRadius
      : 8
  const fullBleed = Boolean(block.fullBleed)
  const className = cx(
    styles.grid,
    fullBleed && styles.fullBleed,
    block.showGutter !== false && styles.gutter,
  )
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <div
        className={className}
        style={{
          ...spacingStyle(block),
          ['--grid-columns' as string]: images.map(({ fraction }) => fraction).join(' '),
        }}
      >
        {images.map(({ key, item, fraction, ...image }) => {
          const maxHeight =
            typeof item.maxHeight === 'number' && item.maxHeight > 0 ? item.maxHeight : undefined
          const caption = item.caption?.trim()
          return (
            <figure key={key} className={styles.figure}>
              <BlockImage
                image={image}
                sizes={gridImageSizes(parseInt(fraction, 10) / total, fullBleed)}
                className={styles.image}
                style={{
                  borderRadius: `${radius}px`,
                  objectFit: item.objectFit === 'contain' ? 'contain' : 'cover',
                  maxHeight: maxHeight ? `${maxHeight}px` : undefined,
                }}
              />
              {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
            </figure>
          )
        })}
      </div>
    </>
  )
}
