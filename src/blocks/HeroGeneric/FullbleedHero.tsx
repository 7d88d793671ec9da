// §3 HeroGeneric, fullbleed layout: the picture fills the section under an overlay, the text (and the optional
// video) on top; the rich-text heading is allowed here only.
import { cx, str } from '@/lib/strings'

import { spacingStyle } from '../shared/spacing'
import styles from './HeroGeneric.inline.pcss'
import { HeroVideo } from './HeroVideo'
import { Heading, heroBadge, heroButtons, heroPicture, type HeroLayoutProps, Intro, Quote } from './parts'
import { videoEmbedUrl } from './video'

/** §3 overlayOpacity 0–100 (§5), default 20 (§9), as a CSS opacity. */
export function overlayOpacity(value: unknown): number {
  const percent = typeof value === 'number' && Number.isFinite(value) ? value : 20
  return Math.min(100, Math.max(0, percent)) / 100
}

export function FullbleedHero({ block, context, lead, t }: HeroLayoutProps) {
  const heading = Heading({ block, rich: true })
  const intro = Intro({ block })
  const picture = heroPicture(block, '100vw', lead)
  if (!heading && !intro && !picture) return null
  const video = block.useVideo ? videoEmbedUrl(block.videoUrl) : undefined
  return (
    <section className={cx(styles.hero, styles.fullbleed)} style={spacingStyle(block)}>
      {picture ? <div className={styles.background}>{picture}</div> : null}
      <div className={styles.overlay} style={{ opacity: overlayOpacity(block.overlayOpacity) }} />
      <div className={styles.content}>
        {heading}
        {intro}
        {heroButtons(block, context, lead)}
        {video ? (
          <HeroVideo
            src={video}
            title={str(block.heading) || t('video')}
            playLabel={t('playVideo')}
            closeLabel={t('closeVideo')}
          />
        ) : null}
        {Quote({ block, overPicture: Boolean(picture) })}
      </div>
      {heroBadge({ block, t })}
    </section>
  )
}
