// §3 LogosComponent: an intro in the chosen type settings (§9 tokens) above a row of partner or press logos, each
// at most its maxHeight tall and a link when it has a valid one.
import { ServerImage as Image } from '@/design/ServerImage'
import type { CSSProperties } from 'react'

import {
  fontFamilies,
  type FontFamily,
  fontSizes,
  type FontSize,
  fontWeights,
  textAlignments,
} from '@/design/tokens'

import { imageSource } from '../shared/media'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import { isWebUrl } from '../shared/validation'
import type { BlockProps } from '../types'
import { logoMaxHeight } from './config'
import styles, { stylesheet } from './LogosComponent.inline.pcss'

export function introStyle(settings: {
  family?: string | null
  size?: string | null
  weight?: string | null
  align?: string | null
}): CSSProperties {
  const style: CSSProperties = {}
  if (fontFamilies.includes(settings.family as FontFamily))
    style.fontFamily = `var(--font-family-${settings.family})`
  if (fontSizes.includes(settings.size as FontSize)) style.fontSize = `var(--font-size-${settings.size})`
  if (settings.weight && settings.weight in fontWeights) style.fontWeight = `var(--weight-${settings.weight})`
  if (textAlignments.includes(settings.align as never))
    style.textAlign = settings.align as CSSProperties['textAlign']
  return style
}

/** The logo's height cap in px, kept inside the field's range. */
export function logoHeight(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return logoMaxHeight.default
  return Math.min(logoMaxHeight.max, Math.max(logoMaxHeight.min, value))
}

export default function LogosComponent({ block }: BlockProps<'LogosComponent'>) {
  const logos = (block.logos ?? []).flatMap((logo, index) => {
    const image = imageSource(logo?.src, logo?.altText)
    return image ? [{ key: logo.id ?? String(index), image, logo }] : []
  })
  if (!logos.length) return null
  const align = block.fontSettings?.align ?? 'center'
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section className={styles.section} style={spacingStyle(block)}>
        {block.intro?.trim() && (
          <p className={styles.intro} style={introStyle(block.fontSettings ?? {})}>
            {block.intro.trim()}
          </p>
        )}
        <ul className={`${styles.logos} ${styles[`align-${align}`] ?? ''}`}>
          {logos.map(({ key, image, logo }) => {
            const maxHeight = logoHeight(logo.maxHeight)
            // Drawn at its cap: the box is known on the server, so nothing moves as the image loads.
            const height = Math.min(maxHeight, image.height)
            const width = Math.round((image.width / image.height) * height)
            const picture = (
              <Image
                src={image.src}
                width={width}
                height={height}
                alt={image.alt}
                sizes={`${width}px`}
                className={styles.logo}
              />
            )
            const link = logo.link?.trim()
            return (
              <li key={key}>
                {link && isWebUrl(link) ? (
                  <a className={styles.link} href={link} rel="noopener">
                    {picture}
                  </a>
                ) : (
                  picture
                )}
              </li>
            )
          })}
        </ul>
      </section>
    </>
  )
}
