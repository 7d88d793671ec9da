import { defaultButtonText } from '@/config/products'
import { cx } from '@/lib/strings'

import { buttonHref } from '../shared/buttonLink'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './ButtonComponent.inline.pcss'

/** §3 Button: a link styled as a button; the §3 link rule decides where it goes. */
export default function ButtonComponent({ block, context }: BlockProps<'ButtonComponent'>) {
  const href = buttonHref(block, context.locale, context.createAppUrl)
  if (!href) return null
  const position = block.buttonPosition ?? 'left'
  const className = cx(
    styles.button,
    styles[`variant-${block.variant ?? 'primary'}`],
    styles[`size-${block.size ?? 'l'}`],
    block.invertedColor && styles.inverted,
  )
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <div
        className={`${styles.wrapper} ${styles[`position-${position}`] ?? ''}`}
        style={spacingStyle(block)}
      >
        <a
          className={className}
          href={href}
          data-create-link={block.createLink ? block.productType : undefined}
        >
          {block.buttonText?.trim() || defaultButtonText}
        </a>
      </div>
    </>
  )
}
