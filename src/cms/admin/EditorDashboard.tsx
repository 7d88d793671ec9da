// Issue #32: the dashboard's first screen for editors: recent edits (by anyone, by me) and scheduled publishes.
import type { ServerProps } from 'payload'

import { localeLabels } from '@/i18n/locales'

import { type RecentEdit, recentEdits, type ScheduledPublish, scheduledPublishes } from '../editors/dashboard'
import styles from './editors.module.css'
import { editorsT } from './translations'

const editHref = (collection: string, id: number | string) => `/admin/collections/${collection}/${id}`

export async function EditorDashboard({ payload, user, i18n }: ServerProps) {
  if (!user) return null
  const t = editorsT(i18n)
  const [anyone, mine, scheduled] = await Promise.all([
    recentEdits(payload),
    recentEdits(payload, user.id),
    scheduledPublishes(payload),
  ])
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const time = (at: string) => <time dateTime={at}>{when.format(new Date(at))}</time>
  const editList = (edits: RecentEdit[], byWhom: boolean) =>
    edits.length === 0 ? (
      <p className={styles.empty}>{t('editors:noEditsYet')}</p>
    ) : (
      <ul className={styles.list}>
        {edits.map((edit) => (
          <li key={`${edit.collection}:${edit.id}`} className={styles.row}>
            <a href={editHref(edit.collection, edit.id)}>{edit.title}</a>
            <span className={styles.meta}>
              {t(edit.collection === 'stories' ? 'editors:story' : 'editors:page')} ·{' '}
              {localeLabels[edit.locale] ?? edit.locale}
              {byWhom && edit.editor ? ` · ${edit.editor}` : ''} · {time(edit.at)}
            </span>
          </li>
        ))}
      </ul>
    )
  const scheduleList = (jobs: ScheduledPublish[]) =>
    jobs.length === 0 ? (
      <p className={styles.empty}>{t('editors:nothingScheduled')}</p>
    ) : (
      <ul className={styles.list}>
        {jobs.map((job, index) => (
          <li key={`${job.collection}:${job.id}:${index}`} className={styles.row}>
            <a href={job.id ? editHref(job.collection, job.id) : `/admin/globals/${job.collection}`}>
              {job.title}
            </a>
            <span className={styles.meta}>
              {t(job.action === 'publish' ? 'editors:publish' : 'editors:unpublish')}
              {job.locale ? ` (${job.locale})` : ''} · {time(job.at)}
            </span>
          </li>
        ))}
      </ul>
    )
  return (
    <div className={styles.dashboard}>
      <section aria-labelledby="recent-edits-heading" className={styles.panel}>
        <h2 id="recent-edits-heading" className={styles.heading}>
          {t('editors:recentEdits')}
        </h2>
        {editList(anyone, true)}
      </section>
      <section aria-labelledby="my-edits-heading" className={styles.panel}>
        <h2 id="my-edits-heading" className={styles.heading}>
          {t('editors:myRecentEdits')}
        </h2>
        {editList(mine, false)}
      </section>
      <section aria-labelledby="scheduled-heading" className={styles.panel}>
        <h2 id="scheduled-heading" className={styles.heading}>
          {t('editors:scheduled')}
        </h2>
        {scheduleList(scheduled)}
      </section>
    </div>
  )
}
