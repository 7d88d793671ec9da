// §3 List (Paragraphwithlist): an ordered list from startIndex (§9 default 1) of titled rich paragraphs; a
// title takes its item's anchor (anchorRef → id) and links to another (anchorLink → #name).
import { RichText } from '@payloadcms/richtext-lexical/react'

import { hasRichText } from '../shared/richText'
import { isAnchorName } from '../shared/validation'
import { spacingStyle } from '../shared/spacing'
import { textStyle } from '../shared/textStyle'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './Paragraphwithlist.inline.pcss'

const anchor = (on: unknown, name: unknown) =>
  on && typeof name === 'string' && isAnchorName(name) ? name : undefined

export default function Paragraphwithlist({ block }: BlockProps<'Paragraphwithlist'>) {
  const items = (Array.isArray(block.list) ? block.list : []).filter(
    (item) => item && (item.title?.trim() || hasRichText(item.paragraph)),
  )
  if (!items.length) return null
  const start =
    typeof block.startIndex === 'number' && Number.isInteger(block.startIndex) && block.startIndex >= 1
      ? block.startIndex
      : 1
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <ol className={styles.list} start={start} style={{ ...spacingStyle(block), ...textStyle(block) }}>
        {items.map((item, index) => {
          const id = anchor(item.anchorRef, item.anchorRefName)
          const link = anchor(item.anchorLink, item.anchorLinkName)
          const title = item.title?.trim()
          return (
            <li key={item.id ?? index} id={id} className={styles.item}>
              {title ? (
                <h2 className={styles.title}>{link ? <a href={`#${link}`}>{title}</a> : title}</h2>
              ) : null}
              {hasRichText(item.paragraph) ? (
                <RichText data={item.paragraph} className={styles.paragraph} />
              ) : null}
            </li>
          )
        })}
      </ol>
    </>
  )
}
