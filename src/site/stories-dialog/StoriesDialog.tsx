'use client'
// §2 "Global dialogs": stories. The newest stories of the visitor's locale, fetched when the dialog opens.
import Image from 'next/image'
import { useEffect, useState } from 'react'

import { useDialogs } from '@/dialogs/DialogState'
import { SiteDialog } from '@/dialogs/SiteDialog'
import type { DialogStory } from './latest'
import styles from './StoriesDialog.module.css'

export type StoriesDialogTexts = {
  title: string
  close: string
  loading: string
  failed: string
  all: string
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; stories: DialogStory[] }

export default function StoriesDialog({
  texts,
  locale,
  source,
  allHref,
}: {
  texts: StoriesDialogTexts
  locale: string
  /** /stories/latest/{locale}.json */
  source: string
  allHref: string
}) {
  const { close } = useDialogs()
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    let current = true
    fetch(source)
      .then((response) =>
        response.ok ? (response.json() as Promise<{ stories: DialogStory[] }>) : Promise.reject(),
      )
      .then(
        ({ stories }) => current && setState({ kind: 'loaded', stories }),
        () => current && setState({ kind: 'failed' }),
      )
    return () => {
      current = false
    }
  }, [source])
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' })
  return (
    <SiteDialog title={texts.title} closeLabel={texts.close} onClose={close}>
      <div aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? <p>{texts.loading}</p> : null}
        {state.kind === 'failed' ? <p>{texts.failed}</p> : null}
        {state.kind === 'loaded' ? (
          <ul className={styles.list}>
            {state.stories.map((story) => (
              <li key={story.href} className={styles.story}>
                {story.image ? (
                  <Image
                    className={styles.image}
                    src={story.image.src}
                    width={story.image.width}
                    height={story.image.height}
                    sizes="6rem"
                    alt=""
                  />
                ) : null}
                <div>
                  <a href={story.href} className={styles.link}>
                    {story.title}
                  </a>
                  <p className={styles.date}>
                    <time dateTime={story.publishedAt}>{date.format(new Date(story.publishedAt))}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p>
        <a href={allHref}>{texts.all}</a>
      </p>
    </SiteDialog>
  )
}
