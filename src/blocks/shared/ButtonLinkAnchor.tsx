// §3 button link rule as markup, once (issue #25): the href, the create-flow marker and the §9 default text.
import type { CSSProperties, ReactNode } from 'react'

import { defaultButtonText } from '@/config/products'
import { cx, str } from '@/lib/strings'

import type { BlockContext } from '../types'
import { type ButtonLink, buttonHref } from './buttonLink'
import { InlineStyle } from './styles/InlineStyle'
import buttonStyles, { stylesheet } from './styles/button.inline.pcss'

export { buttonStyles }

export interface ButtonLinkAnchorProps {
  button: ButtonLink
  context: Pick<BlockContext, 'locale' | 'createAppUrl'>
  /** The editor's button text; blank falls back to `defaultText`. */
  text?: string | null
  defaultText?: string
  /** The block's own classes, after the shared button class (sizes and variants are in `buttonStyles`). */
  className?: string | false
  style?: CSSProperties
  target?: string
  rel?: string
  /** After the text (e.g. a screen-reader note). */
  children?: ReactNode
}

/** The button as a link with the §3 Button look, or null when it leads nowhere (call it to test for that). */
export function ButtonLinkAnchor({
  button,
  context,
  text,
  defaultText = defaultButtonText,
  className,
  style,
  target,
  rel,
  children,
}: ButtonLinkAnchorProps) {
  const href = buttonHref(button, context.locale, context.createAppUrl)
  if (!href) return null
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <a
        className={cx(buttonStyles.button, className)}
        href={href}
        style={style}
        target={target}
        rel={rel}
        // §2 deep link: marks a button that starts the create flow, with its product.
        data-create-link={button.createLink ? (button.productType ?? undefined) : undefined}
      >
        {str(text) || defaultText}
        {children}
      </a>
    </>
  )
}
