// §3 Blog hero (StoriesAboveTheFold): the story's h1, its intro and picture (the page's LCP element), and the guest
// author when there is one. The story page puts the publication date right under this block.
import { translator } from '@/i18n/messages'
import { isValidEmail } from '@/lib/email'
import { cx, str } from '@/lib/strings'

import { BlockImage } from '../shared/BlockImage'
import { imageSource, largestImage } from '../shared/media'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockData, BlockProps } from '../types'
import styles, { stylesheet } from './StoriesAboveTheFold.inline.pcss'

type Data = BlockData<'StoriesAboveTheFold'>

/** §3 guestAuthor: shown only when set, and only with its required name (§5). */
async function GuestAuthor({ block, locale }: { block: Data; locale: string }) {
  const settings = block.guestAuthor ? block.guestAuthorSettings : undefined
  const name = str(settings?.name)
  if (!name) return null
  const t = await translator(locale, 'StoriesAboveTheFold')
  const address = str(settings?.email)
  // The photo is the author's portrait: the editor's alt text, else the author's name (not §5's 'Photo books').
  const photo = imageSource(settings?.photo, str(settings?.altText) || name)
  return (
    <div className={styles.author}>
      {photo ? <BlockImage className={styles.photo} image={photo} sizes="3.5rem" /> : null}
      <p className={styles.byline}>
        <span className={styles.guest}>{t('guestAuthor')}</span> <span className={styles.name}>{name}</span>
        {isValidEmail(address) ? (
          <>
            {' '}
            <a className={styles.email} href={`mailto:${address}`}>
              {address}
            </a>
          </>
        ) : null}
      </p>
    </div>
  )
}

export default async function StoriesAboveTheFold({
  block,
  context,
  lead = false,
}: BlockProps<'StoriesAboveTheFold'>) {
  if (!block || typeof block !== 'object') return null
  const title = str(block.title)
  if (!title) return null
  const intro = str(block.intro)
  // §5: the alt text defaults to 'Photo books' (imageSource's last fallback after the media's own).
  const image = imageSource(block.image, str(block.altText))
  const fullBleed = Boolean(block.fullBleedLayout)
  const author = await GuestAuthor({ block, locale: context.locale })
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <header className={cx(styles.hero, fullBleed && styles.fullBleed)} style={spacingStyle(block)}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {author}
        </div>
        {image ? (
          <BlockImage
            className={styles.image}
            image={image}
            sizes={fullBleed ? '100vw' : '(min-width: 1420px) 1424px, 100vw'}
            // The story's LCP element when it is the story's first hero.
            {...largestImage(lead)}
          />
        ) : null}
      </header>
    </>
  )
}
