// The one email rule (src/lib/email.ts) on the CMS's email fields, in place of Payload's own pattern (issue #25): an
// address the newsletter, a contact form or the identity provider accepted is never refused when it is saved.
import type { EmailFieldValidation } from 'payload'

import { isValidEmail } from '@/lib/email'

export const validateEmail: EmailFieldValidation = (value, { req: { t }, required }) =>
  (value ? isValidEmail(value) : !required) || t('validation:emailAddress')
