// §4 "CMS form block": POST /forms/cms with the form's id, the answers, the captcha payload and the page's locale.
// The answers are checked against the form's own fields (the rules the browser ran), then stored as a submission.
import { formFields } from '@/blocks/FormBlock/form/fromForm'
import { validateValues } from '@/blocks/FormBlock/form/spec'
import { storeFormSubmission } from '@/blocks/FormBlock/store'
import { payloadClient } from '@/cms/content'
import { defaultLocale } from '@/i18n/locales'

import { answer, formLocale, formSteps, formValues, submitRoute } from '../submit'

export const dynamic = 'force-dynamic'

export const POST = submitRoute({
  ...formSteps,
  async validate(body) {
    const formId = Number(body.form)
    if (!Number.isSafeInteger(formId) || formId <= 0) return answer(404, { error: 'unknown-form' })
    const payload = await payloadClient()
    const form = await payload
      .findByID({
        collection: 'forms',
        id: formId,
        locale: formLocale(body) ?? defaultLocale,
        depth: 0,
        disableErrors: true,
      })
      .catch(() => null)
    if (!form) return answer(404, { error: 'unknown-form' })
    const checked = validateValues(formFields(form), formValues(body))
    if (!checked.ok) return answer(400, { error: 'invalid', fields: checked.errors })
    return { submission: { payload, formId: form.id, values: checked.values }, captcha: body.captcha }
  },
  store: ({ payload, formId, values }) => storeFormSubmission(payload, formId, values),
  failure: 'Form submission failed',
})
