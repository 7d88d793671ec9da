// Issue #32 item 6, A/B from the page: the entry's variations in its sidebar — name, split, window and targeting,
// a preview of each arm and of the original — with a new variation (a copy of the entry's blocks) and promotion of a
// winner (src/cms/editors/promote.ts) one click away. Server component; the buttons are ./VariationActions.tsx.
import type { UIFieldServerProps } from 'payload'

import { type EntryCollection, variantCollectionOf } from '../entryUrl'
import { previewUrl, variantPreviewUrl } from '../preview'
import styles from './editors.module.css'
import { editorsT } from './translations'
import { NewVariation, PromoteVariation } from './VariationActions'

export async function EntryVariations({ id, collectionSlug, data, payload, req, i18n }: UIFieldServerProps) {
  // A new entry has no variations yet; they copy a saved entry.
  if (id == null || (collectionSlug !== 'pages' && collectionSlug !== 'stories')) return null
  const t = editorsT(i18n)
  // Dates in the admin's language (English ones as en-GB writes them, issue #32).
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const day = (value: string | null | undefined) => (value ? when.format(new Date(value)) : undefined)
  const collection = collectionSlug as EntryCollection
  const variants = variantCollectionOf[collection]
  const locale = req.locale ?? undefined
  const { docs } = await payload.find({
    collection: variants,
    where: { entry: { equals: id } },
    depth: 0,
    pagination: false,
    sort: ['kind', 'priority', 'id'],
    locale,
    overrideAccess: false,
    req,
  })
  const taken = docs
    .filter((variant) => variant.kind === 'abTest' && variant.enabled)
    .reduce((sum, variant) => sum + (variant.trafficShare ?? 0), 0)
  const original = previewUrl(collection, data, locale)
  return (
    <section className={styles.variations} aria-labelledby="variations-heading">
      <h3 id="variations-heading" className={styles.heading}>
        {t('editors:variations')}
      </h3>
      <ul className={styles.list}>
        <li className={styles.variation} data-variation="original">
          <span>
            <strong>{t('editors:original')}</strong> ·{' '}
            {docs.length ? t('editors:originalShare', { share: 100 - taken }) : t('editors:everyVisitor')}
          </span>
          {original ? (
            <a href={original} target="_blank" rel="noreferrer">
              {t('editors:previewOriginal')}
            </a>
          ) : null}
        </li>
        {docs.map((variant) => {
          const window = [day(variant.startDate), day(variant.endDate)]
          const rules = (variant.query ?? []).map((rule) =>
            [rule.attribute, rule.key, rule.operator, rule.value].filter(Boolean).join(' '),
          )
          const preview = variantPreviewUrl(variants, variant as unknown as Record<string, unknown>, locale)
          return (
            <li key={variant.id} className={styles.variation} data-variation={variant.id}>
              <a href={`/admin/collections/${variants}/${variant.id}`}>
                <strong>{variant.name}</strong>
              </a>
              <span>
                {t(variant.kind === 'abTest' ? 'editors:abTest' : 'editors:personalisation')} ·{' '}
                {!variant.enabled
                  ? t('editors:switchedOff')
                  : variant.kind === 'abTest'
                    ? `${variant.trafficShare ?? 0} %`
                    : t('editors:switchedOn')}
              </span>
              {window[0] || window[1] ? (
                <span>
                  {window[0] ?? t('editors:fromNow')} – {window[1] ?? t('editors:noEnd')}
                </span>
              ) : null}
              {rules.length ? (
                <span>{t('editors:when', { rules: rules.join(` ${t('editors:and')} `) })}</span>
              ) : null}
              {preview ? (
                <a href={preview} target="_blank" rel="noreferrer">
                  {t('editors:previewVariation', { name: variant.name })}
                </a>
              ) : null}
              <PromoteVariation
                collection={collection}
                entry={Number(id)}
                variation={variant.id}
                name={variant.name}
              />
            </li>
          )
        })}
      </ul>
      <NewVariation
        collection={collection}
        entry={Number(id)}
        title={typeof data?.title === 'string' ? data.title : ''}
        locale={locale}
      />
    </section>
  )
}
