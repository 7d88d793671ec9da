// §4 "CMS form block": POST /forms/cms with the form's id, the answers, the captcha payload and the page's locale.
// The answers are checked against the form's own fields (the rules the browser ran), then stored as a submission.
import { formFields } from '@/blocks/FormBlock/form/fromForm'
import { validateValues } from '@/blocks/FormBlock/form/spec'
import { storeFormSubmission } from '@/blocks/FormBlock/store'
import { payloadClient } from '@/cms/content'
import { defaultLocale } from '@/i18n/locales'
import { verifyCaptcha } from '@/services/captcha/server'

import { answer, readSubmitRequest } from '../shared'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const submitted = await readSubmitRequest(request)
  if (submitted instanceof Response) return submitted
  const { body, values, captcha, locale, address } = submitted
  const formId = Number(body.form)
  if (!Number.isSafeInteger(formId) || formId <= 0) return answer(404, { error: 'unknown-form' })
  const payload = await payloadClient()
  const form = await payload
    .findByID({
      collection: 'forms',
      id: formId,
      locale: locale ?? defaultLocale,
      depth: 0,
      disableErrors: true,
    })
    .catch(() => null)
  if (!form) return answer(404, { error: 'unknown-form' })
  const checked = validateValues(formFields(form), values)
  if (!checked.ok) return answer(400, { error: 'invalid', fields: checked.errors })
  // §1 bot protection: a fresh, unused solution (or the hosted provider's token).
  if (!(await verifyCaptcha(captcha, address))) return answer(400, { error: 'captcha' })
  try {
    await storeFormSubmission(payload, form.id, checked.values)
  } catch (error) {
    console.error('Form submission failed', error)
    return answer(500, { error: 'failed' })
  }
  return answer(200, { status: 'sent' })
}
