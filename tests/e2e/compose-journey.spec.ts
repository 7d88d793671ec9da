// Issue #32 journey (a) with click-to-edit: each block after the first inserted from the Live Preview after the block
// selected there (tests/e2e/support/composeJourney.ts). Its effort is the bench's "after" figure.
import { test } from '@playwright/test'

import { composeJourney } from './support/composeJourney'

test('journey (a): compose a landing page with click-to-edit, translate its heading, publish, live in two locales', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  await composeJourney(page, request, 'click-to-edit')
})
