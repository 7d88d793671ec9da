// §3 Facts (FunFacts): three fun facts side by side (stacked on phones), each an illustration above its text, on
// backgroundColor (default hjortron4); fullbleedLayout runs the colour to the viewport's edges.
import { Illustration } from '@/design/illustrations/Illustration'
import { isIllustrationName } from '@/design/illustrations/names'
import { type Colour, isColour } from '@/design/tokens'
import { cx } from '@/lib/strings'

import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import { funFactNames } from './config'
import styles, { stylesheet } from './FunFacts.inline.pcss'
import { readableOn, textColourOn } from '@/design/contrast'

/** §3 default backgroundColor, also used when stored data holds no valid colour. */
export const defaultBackground: Colour = 'hjortron4'
/** The drawing's box is fixed on the server, so nothing shifts when it arrives (§3 Illustrations). */
export const illustrationSize = 120

export default function FunFacts({ block }: BlockProps<'FunFacts'>) {
  // A fact without text says nothing; its illustration alone is decoration, so it is left out.
  const facts = funFactNames
    .map((name) => block[name])
    .map((fact) => ({ text: fact?.text?.trim(), illustration: fact?.illustration }))
    .filter((fact): fact is { text: string; illustration: typeof fact.illustration } => Boolean(fact.text))
  if (!facts.length) return null
  const background = isColour(block.backgroundColor) ? block.backgroundColor : defaultBackground
  const text = textColourOn(background)
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section
        className={cx(styles.section, block.fullbleedLayout && styles.fullbleed)}
        style={spacingStyle(block)}
      >
        <div className={styles.band} style={readableOn(background)}>
          <ul className={styles.facts}>
            {facts.map((fact, index) => (
              <li key={index} className={styles.fact}>
                {isIllustrationName(fact.illustration) && (
                  <Illustration
                    name={fact.illustration}
                    width={illustrationSize}
                    color={text}
                    className={styles.illustration}
                  />
                )}
                <p className={styles.text}>{fact.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
