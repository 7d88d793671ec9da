import 'server-only'

// §4 CMS form block: checked answers become one form-submissions document of the form (the plugin's shape).
import type { Payload } from 'payload'

import type { FormValues } from './form/spec'

export async function storeFormSubmission(payload: Payload, formId: number, values: FormValues) {
  return payload.create({
    collection: 'form-submissions',
    data: {
      form: formId,
      submissionData: Object.entries(values).map(([field, value]) => ({ field, value: String(value) })),
    },
    // Only the submit route creates submissions (the collection refuses API creates).
    overrideAccess: true,
  })
}
