// §3 Pre-footer: the closing call to action above the footer: an illustration (default high-five), a headline, a
// text and a button, on backgroundColor (default seaweed).
import { Illustration } from '@/design/illustrations/Illustration'
import { isIllustrationName } from '@/design/illustrations/names'
import { type Colour, isColour } from '@/design/tokens'
import { cx } from '@/lib/strings'

import { readableOn, textColourOn } from '@/design/contrast'
import { ButtonLinkAnchor, buttonStyles } from '../shared/ButtonLinkAnchor'
import { spacingStyle } from '../shared/spacing'
import { textStyle } from '../shared/textStyle'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './PreFooter.inline.pcss'

/** §3 defaults, also used when stored data holds no valid value. */
export const defaultBackground: Colour = 'seaweed'
export const defaultIllustration = 'high-five'
/** The drawing's box is fixed on the server, so nothing shifts when it arrives (§3 Illustrations). */
export const illustrationSize = 160

export default function PreFooter({ block, context }: BlockProps<'PreFooter'>) {
  const headline = block.headline?.trim()
  const text = block.text?.trim()
  const button = ButtonLinkAnchor({
    button: block.button ?? {},
    context,
    text: block.button?.text,
    className: cx(buttonStyles['variant-primary'], styles.button),
  })
  // The illustration alone says nothing: without words or a button there is no pre-footer.
  if (!headline && !text && !button) return null
  const background = isColour(block.backgroundColor) ? block.backgroundColor : defaultBackground
  const foreground = textColourOn(background)
  const illustration = isIllustrationName(block.illustration) ? block.illustration : defaultIllustration
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section className={styles.section} style={spacingStyle(block)}>
        <div className={styles.inner} style={readableOn(background)}>
          <Illustration
            name={illustration}
            width={illustrationSize}
            color={foreground}
            className={styles.illustration}
          />
          <div className={styles.content}>
            {headline && <h2 className={styles.headline}>{headline}</h2>}
            {text && (
              <p className={styles.text} style={textStyle(block)}>
                {text}
              </p>
            )}
            {button}
          </div>
        </div>
      </section>
    </>
  )
}
