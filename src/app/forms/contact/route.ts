// §3 Contact forms: POST /forms/contact with the form type, the answers, the captcha payload and the page's locale.
// Checked by the same rules as the browser (contactFields + validateValues), then stored for editors.
import { contactFields, isContactFormType } from '@/blocks/ContactForms/fields'
import { storeContactMessage } from '@/blocks/ContactForms/store'
import { validateValues } from '@/blocks/FormBlock/form/spec'
import { payloadClient } from '@/cms/content'
import { defaultLocale } from '@/i18n/locales'

import { answer, formLocale, formSteps, formValues, submitRoute } from '../submit'

export const dynamic = 'force-dynamic'

export const POST = submitRoute({
  ...formSteps,
  async validate(body) {
    if (!isContactFormType(body.formType)) return answer(404, { error: 'unknown-form' })
    const formType = body.formType
    const checked = validateValues(contactFields(formType), formValues(body))
    if (!checked.ok) return answer(400, { error: 'invalid', fields: checked.errors })
    const locale = formLocale(body) ?? defaultLocale
    return { submission: { formType, values: checked.values, locale }, captcha: body.captcha }
  },
  store: async (message) => storeContactMessage(await payloadClient(), message),
  failure: 'Contact form submission failed',
})
