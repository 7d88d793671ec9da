// The demo logins of the browser tests' server (playwright.config.ts DEMO_EDITOR_PASSWORD, DEMO_ADMIN_PASSWORD),
// signed in as editors do. Issue #32: the demo editor is an editor only; the admin is a login of its own.
import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const editor = { email: 'editor@lumibook.example', password: 'e2e-editor-password' }
export const admin = { email: 'admin@lumibook.example', password: 'e2e-admin-password' }

/** Signs in through the admin's login form (the demo editor unless told). */
export async function logIn(page: Page, login: typeof editor = editor) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(login.email)
  await page.locator('#field-password').fill(login.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

/** The REST API's headers of a signed-in editor. */
export async function editorHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: editor })
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/**
 * Clicks again when nothing happened, as an editor does: Payload's admin drops a click made while it is busy (an
 * autosave in flight, a view still hydrating), without a word (CI of 2026-11-29).
 */
export async function clickUntil(click: () => Promise<void>, happened: () => Promise<unknown>) {
  await expect(async () => {
    await click()
    await happened()
  }).toPass({ timeout: 60_000 })
}

/** "Publish changes", until Payload says it published. */
export const publishChanges = (page: Page) =>
  clickUntil(
    () => page.getByRole('button', { name: /publish changes/i }).click(),
    () =>
      expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({
        timeout: 10_000,
      }),
  )
