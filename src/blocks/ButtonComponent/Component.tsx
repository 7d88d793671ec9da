import { cx } from '@/lib/strings'

import { ButtonLinkAnchor, buttonStyles } from '../shared/ButtonLinkAnchor'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './ButtonComponent.inline.pcss'

/** §3 Button: a link styled as a button; the §3 link rule decides where it goes. */
export default function ButtonComponent({ block, context }: BlockProps<'ButtonComponent'>) {
  const anchor = ButtonLinkAnchor({
    button: block,
    context,
    text: block.buttonText,
    className: cx(
      buttonStyles[`variant-${block.variant ?? 'primary'}`],
      buttonStyles[`size-${block.size ?? 'l'}`],
      block.invertedColor && buttonStyles.inverted,
    ),
  })
  if (!anchor) return null
  const position = block.buttonPosition ?? 'left'
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <div
        className={`${styles.wrapper} ${styles[`position-${position}`] ?? ''}`}
        style={spacingStyle(block)}
      >
        {anchor}
      </div>
    </>
  )
}
