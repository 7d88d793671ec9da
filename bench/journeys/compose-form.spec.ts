// Issue #32's "before" figure: journey (a) as it had to be done before click-to-edit, every block added with the
// form's own "Add Layout" at its end (tests/e2e/support/composeJourney.ts). Run by the bench only (bench/editors.ts).
import { test } from '@playwright/test'

import { composeJourney } from '../../tests/e2e/support/composeJourney'

test('journey (a) before click-to-edit: the same landing page composed in the form alone', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  await composeJourney(page, request, 'form')
})
