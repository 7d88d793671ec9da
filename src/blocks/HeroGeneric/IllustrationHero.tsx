// §3 HeroGeneric, illustration layout: the columns on the chosen background colour, with a drawing (default
// heart-love) beside or instead of the picture; optionally as wide as the page (useFullbleedLayout).
import { textColourOn } from '@/design/contrast'
import { isIllustrationName } from '@/design/illustrations/names'
import { colourVar, isColour } from '@/design/tokens'
import { cx } from '@/lib/strings'

import { ColumnsHero } from './ColumnsHero'
import styles from './HeroGeneric.inline.pcss'
import type { HeroLayoutProps } from './parts'

export function IllustrationHero(props: HeroLayoutProps) {
  const { block } = props
  const background = isColour(block.backgroundColor) ? block.backgroundColor : undefined
  const illustration = block.illustration ?? 'heart-love'
  return ColumnsHero({
    ...props,
    className: cx(styles.illustration, block.useFullbleedLayout && styles.wide),
    style: background
      ? { backgroundColor: colourVar(background), color: colourVar(textColourOn(background)) }
      : undefined,
    illustration: isIllustrationName(illustration) ? illustration : undefined,
  })
}
