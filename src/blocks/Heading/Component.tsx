import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import { textStyle } from '../shared/textStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './Heading.inline.pcss'

/** §3 Heading: the chosen tag, with an anchor target (anchorRef) or an in-page link (anchorLink) on stories. */
export default function Heading({ block }: BlockProps<'Heading'>) {
  const text = block.text?.trim()
  if (!text) return null
  const Tag = block.as ?? 'h2'
  const blog = 'blogHeadingPosition' in block ? block : undefined
  const anchorId = blog?.anchorRef && blog.anchorRefName ? blog.anchorRefName : undefined
  const anchorHref = blog?.anchorLink && blog.anchorLinkName ? `#${blog.anchorLinkName}` : undefined
  const style = {
    ...spacingStyle(block),
    ...textStyle(block),
    ...(blog?.blogHeadingPosition ? { textAlign: blog.blogHeadingPosition } : {}),
  }
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <Tag id={anchorId} className={styles.heading} style={style}>
        {anchorHref ? <a href={anchorHref}>{text}</a> : text}
      </Tag>
    </>
  )
}
