// §3 HeroGeneric, default layout: the text beside the picture or slides (mirrored on request). The illustration and
// product layouts are this one with their own additions (IllustrationHero, ProductHero).
import type { CSSProperties, ReactNode } from 'react'

import { Illustration } from '@/design/illustrations/Illustration'
import type { IllustrationName } from '@/design/illustrations/names'
import { cx } from '@/lib/strings'

import { spacingStyle } from '../shared/spacing'
import styles from './HeroGeneric.inline.pcss'
import {
  Heading,
  heroBadge,
  heroButtons,
  heroPicture,
  type HeroLayoutProps,
  HeroSlides,
  Intro,
  Quote,
} from './parts'

/** next/image sizes: half the container beside the text. */
const sizes = '(min-width: 1420px) 712px, (min-width: 768px) 50vw, 100vw'

/** What a layout adds to the columns: its class, colours, drawing and a button before the hero's own. */
export interface ColumnsExtras {
  className?: string | false
  style?: CSSProperties
  illustration?: IllustrationName
  firstButton?: ReactNode
  afterButtons?: ReactNode
}

export function ColumnsHero({
  className,
  style,
  illustration,
  firstButton,
  afterButtons,
  ...props
}: HeroLayoutProps & ColumnsExtras) {
  const { block, context, lead, t } = props
  const heading = Heading({ block, rich: false })
  const intro = Intro({ block })
  const media = HeroSlides({ ...props, sizes }) ?? heroPicture(block, sizes, lead)
  if (!heading && !intro && !media) return null
  const quote = Quote({ block, overPicture: Boolean(media) })
  const badge = heroBadge({ block, t })
  return (
    <section
      className={cx(styles.hero, styles.columns, className, block.mirroredLayout && styles.mirrored)}
      style={{ ...spacingStyle(block), ...style }}
    >
      <div className={styles.text}>
        {heading}
        {intro}
        {heroButtons(block, context, lead, firstButton)}
        {afterButtons}
        {media ? null : quote}
        {media ? null : badge}
      </div>
      {media || illustration ? (
        <div className={styles.media}>
          {media}
          {illustration ? (
            <Illustration
              name={illustration}
              width={media ? 120 : 240}
              className={media ? styles.drawing : styles.soloIllustration}
            />
          ) : null}
          {media && quote ? <div className={styles.quoteOnMedia}>{quote}</div> : null}
          {media ? badge : null}
        </div>
      ) : null}
    </section>
  )
}

export function DefaultHero(props: HeroLayoutProps) {
  return ColumnsHero({ ...props, className: styles.default })
}
