// §3 Corner Component: an image framed at its top-left by the brand corner in `color` (default the brand yellow),
// beside a title, text and a button (addButton, default true) in the same colour, on backgroundColor.
import { Icon } from '@/design/icons/Icon'
import { type Colour, isColour } from '@/design/tokens'
import { cx } from '@/lib/strings'

import { readableOn } from '@/design/contrast'
import { BlockImage } from '../shared/BlockImage'
import { ButtonLinkAnchor } from '../shared/ButtonLinkAnchor'
import { imageSource } from '../shared/media'
import { spacingStyle } from '../shared/spacing'
import { textStyle } from '../shared/textStyle'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './Corner.inline.pcss'

/** §3 defaults, also used when stored data holds no valid colour. */
export const defaultBackground: Colour = 'brokenWhite'
export const defaultColour: Colour = 'brandYellow'

export default function Corner({ block, context }: BlockProps<'Corner'>) {
  const title = block.title?.trim()
  const text = block.text?.trim()
  const image = imageSource(block.image, block.imageAltText)
  if (!title && !text && !image) return null
  const background = isColour(block.backgroundColor) ? block.backgroundColor : defaultBackground
  const colour = isColour(block.color) ? block.color : defaultColour
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section className={styles.section} style={spacingStyle(block)}>
        <div className={cx(styles.inner, !image && styles.single)} style={readableOn(background)}>
          {image && (
            <div className={styles.media}>
              <BlockImage
                className={styles.image}
                image={image}
                sizes="(min-width: 1420px) 42rem, (min-width: 768px) 50vw, 100vw"
              />
              <Icon name="brand-corner" color={colour} className={styles.corner} width={96} />
            </div>
          )}
          <div className={styles.content}>
            {title && <h2 className={styles.title}>{title}</h2>}
            {text && (
              <p className={styles.text} style={textStyle(block.textStyle ?? {})}>
                {text}
              </p>
            )}
            {/* §4: the button exists only with addButton (default true); it needs somewhere to go. */}
            {block.addButton !== false && (
              <ButtonLinkAnchor
                button={block.button ?? {}}
                context={context}
                text={block.button?.text}
                className={styles.button}
                style={readableOn(colour)}
              />
            )}
          </div>
        </div>
      </section>
    </>
  )
}
