// The form's UI strings in the page's language (locales/*/common.json "FormBlock"), for the client view.
import { translator } from '@/i18n/messages'

import type { FormTexts } from './FormView'

/** `errorText`: the editor's own error text; otherwise §8's default (translated). */
export async function formTexts(locale: string, errorText?: string | null): Promise<FormTexts> {
  const t = await translator(locale, 'FormBlock')
  return {
    submit: t('submit'),
    sending: t('sending'),
    optional: t('optional'),
    error: errorText?.trim() || t('error'),
    tooMany: t('tooMany'),
    captchaPending: t('captchaPending'),
    captchaFailed: t('captchaFailed'),
    selectPlaceholder: t('selectPlaceholder'),
    // Read whole: one plain sentence per error code.
    errors: t.raw('errors' as never) as FormTexts['errors'],
  }
}
