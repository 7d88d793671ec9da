// §3 Contact forms: POST /forms/contact with the form type, the answers, the captcha payload and the page's locale.
// Checked by the same rules as the browser (contactFields + validateValues), then stored for editors.
import { contactFields, isContactFormType } from '@/blocks/ContactForms/fields'
import { storeContactMessage } from '@/blocks/ContactForms/store'
import { validateValues } from '@/blocks/FormBlock/form/spec'
import { payloadClient } from '@/cms/content'
import { defaultLocale } from '@/i18n/locales'
import { verifyCaptcha } from '@/services/captcha/server'

import { answer, readSubmitRequest } from '../shared'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const submitted = await readSubmitRequest(request)
  if (submitted instanceof Response) return submitted
  const { body, values, captcha, locale, address } = submitted
  if (!isContactFormType(body.formType)) return answer(404, { error: 'unknown-form' })
  const formType = body.formType
  const checked = validateValues(contactFields(formType), values)
  if (!checked.ok) return answer(400, { error: 'invalid', fields: checked.errors })
  // §1 bot protection: a fresh, unused solution (or the hosted provider's token).
  if (!(await verifyCaptcha(captcha, address))) return answer(400, { error: 'captcha' })
  try {
    await storeContactMessage(await payloadClient(), {
      formType,
      values: checked.values,
      locale: locale ?? defaultLocale,
    })
  } catch (error) {
    console.error('Contact form submission failed', error)
    return answer(500, { error: 'failed' })
  }
  return answer(200, { status: 'sent' })
}
