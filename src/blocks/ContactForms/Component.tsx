// §3 Contact forms (ContactForms): a server-rendered section (background, optional title, extra bottom margin)
// around the small client form of its formType; a missing or unknown formType renders nothing.
import { colourVar, isColour, type Spacing, spacingScale } from '@/design/tokens'
import { translator } from '@/i18n/messages'

import { FormCard } from '../FormBlock/form/FormCard'
import { FormView } from '../FormBlock/form/FormView'
import { contactFormPath } from '../FormBlock/form/paths'
import { formTexts } from '../FormBlock/form/texts'
import { spacingStyle } from '../shared/spacing'
import type { BlockData, BlockProps } from '../types'
import { type ContactFieldName, type ContactFormType, contactFields, isContactFormType } from './fields'

/** The section's margins; extraMarginBottom adds extraMarginBottomSize (default xl) below the usual marginBottom. */
export function contactFormsStyle(block: BlockData<'ContactForms'>): React.CSSProperties {
  const style = spacingStyle(block)
  if (!block.extraMarginBottom) return style
  const size: Spacing = spacingScale.includes(block.extraMarginBottomSize as Spacing)
    ? (block.extraMarginBottomSize as Spacing)
    : 'xl'
  const base = style.marginBottom
  const extra = `var(--space-${size})`
  return { ...style, marginBottom: base && base !== 'auto' ? `calc(${String(base)} + ${extra})` : extra }
}

export default async function ContactForms({ block, context }: BlockProps<'ContactForms'>) {
  const formType = block.formType
  if (!isContactFormType(formType)) return null
  const t = await translator(context.locale, 'ContactForms')
  // Per-type and per-field texts, read whole (plain sentences, no placeholders).
  const label = (t.raw('label' as never) as Record<ContactFormType, string>)[formType]
  const intro = (t.raw('intro' as never) as Record<ContactFormType, string>)[formType]
  const success = (t.raw('success' as never) as Record<ContactFormType, string>)[formType]
  const labels = t.raw('fields' as never) as Record<ContactFieldName, string>
  const fields = contactFields(formType, (name) => labels[name]).map((field) =>
    field.name === 'orderNumber' ? { ...field, hint: t('orderNumberHint') } : field,
  )
  const background = isColour(block.backgroundColor) ? block.backgroundColor : 'misty'
  const title = block.useTitle ? block.title?.trim() : undefined
  return (
    <FormCard
      style={{ ...contactFormsStyle(block), background: colourVar(background) }}
      title={title}
      intro={intro}
    >
      <FormView
        action={contactFormPath}
        target={{ formType, locale: context.locale }}
        fields={fields}
        texts={await formTexts(context.locale)}
        submitLabel={t('submit')}
        label={title || label}
        confirmation={<p>{success}</p>}
      />
    </FormCard>
  )
}
