// §4 "CMS form block": an editor's form on a page. Server-rendered around a small client form (FormView): the
// form's fields and messages, its submit label, and on success its confirmation message or redirect. A missing or
// broken form renders nothing.
import { RichText } from '@payloadcms/richtext-lexical/react'

import { payloadClient } from '@/cms/content'
import { colourVar, isColour } from '@/design/tokens'
import { type Locale, localizedHref } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import type { Form } from '@/payload-types'

import { spacingStyle } from '../shared/spacing'
import type { BlockData, BlockProps } from '../types'
import { FormCard } from './form/FormCard'
import { formFields, formRedirect } from './form/fromForm'
import { FormView, type ViewField } from './form/FormView'
import { cmsFormPath } from './form/paths'
import { formTexts } from './form/texts'

/** The populated form; an id alone (shallow data) is looked up, as the page's reader would see it. */
async function loadForm(value: BlockData<'FormBlock'>['form'], locale: Locale): Promise<Form | null> {
  if (value && typeof value === 'object') return value
  if (typeof value !== 'number') return null
  try {
    const payload = await payloadClient()
    return await payload.findByID({ collection: 'forms', id: value, locale, depth: 0, overrideAccess: false })
  } catch {
    return null
  }
}

export default async function FormBlock({ block, context }: BlockProps<'FormBlock'>) {
  const form = await loadForm(block.form, context.locale)
  if (!form) return null
  const specs = formFields(form)
  if (!specs.some((field) => field.kind !== 'message')) return null
  const messages = new Map(
    (form.fields ?? []).flatMap((field) => (field.blockType === 'message' ? [[field.id, field]] : [])),
  )
  const fields: ViewField[] = specs.map((spec) => {
    if (spec.kind !== 'message') return spec
    const message = messages.get(spec.name)?.message
    return { ...spec, content: message ? <RichText data={message} /> : null }
  })
  const t = await translator(context.locale, 'FormBlock')
  const redirect = formRedirect(form)
  const background = isColour(block.backgroundColor) ? colourVar(block.backgroundColor) : undefined
  return (
    <FormCard
      style={{ ...spacingStyle(block), background }}
      intro={block.enableIntro ? block.introContent?.trim() : undefined}
    >
      <FormView
        action={cmsFormPath}
        target={{ form: form.id, locale: context.locale }}
        fields={fields}
        texts={await formTexts(context.locale, block.errorText)}
        submitLabel={form.submitButtonLabel?.trim() || undefined}
        label={form.title}
        redirect={redirect?.startsWith('/') ? localizedHref(context.locale, redirect) : redirect}
        confirmation={
          form.confirmationType !== 'redirect' && form.confirmationMessage ? (
            <RichText data={form.confirmationMessage} />
          ) : (
            <p>{t('success')}</p>
          )
        }
      />
    </FormCard>
  )
}
