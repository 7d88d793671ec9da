// §3 USP section (SellingPointsSection): a title and up to four selling points, each an illustration on its colour
// (default seaweed) with a title and body. Points an editor left empty are left out.
import { Illustration } from '@/design/illustrations/Illustration'
import { isIllustrationName } from '@/design/illustrations/names'
import { colourVar, isColour } from '@/design/tokens'

import { textColourOn } from '@/design/contrast'
import { spacingStyle } from '../shared/spacing'
import { sectionHeading } from '../shared/sectionHeading'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import { uspColourDefault, uspDefaults, uspKeys } from './config'
import styles, { stylesheet } from './SellingPointsSection.inline.pcss'

export default function SellingPointsSection({ block }: BlockProps<'SellingPointsSection'>) {
  const points = uspKeys.flatMap((key) => {
    const usp = block[key]
    const title = usp?.title?.trim()
    const body = usp?.body?.trim()
    if (!title && !body) return []
    const colour = isColour(usp?.color) ? usp.color : uspColourDefault
    const illustration = isIllustrationName(usp?.illustration) ? usp.illustration : uspDefaults[key]
    return [{ key, title, body, colour, illustration }]
  })
  if (!points.length) return null
  const title = block.title?.trim()
  const { name, heading } = sectionHeading(`usps-${block.id ?? 'section'}`, title, styles.title)
  // Under the section's h2 the points are h3; without a title they are the section's top headings.
  const PointHeading = title ? 'h3' : 'h2'
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section className={styles.section} style={spacingStyle(block)} {...name}>
        {heading}
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point.key} className={styles.point}>
              <span className={styles.disc} style={{ background: colourVar(point.colour) }}>
                <Illustration name={point.illustration} width={96} color={textColourOn(point.colour)} />
              </span>
              {point.title && <PointHeading className={styles.pointTitle}>{point.title}</PointHeading>}
              {point.body && <p className={styles.body}>{point.body}</p>}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
