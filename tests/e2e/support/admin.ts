// The demo editor of the browser tests' server (playwright.config.ts DEMO_EDITOR_PASSWORD), signed in as editors do.
import type { APIRequestContext, Page } from '@playwright/test'

export const editor = { email: 'editor@lumibook.example', password: 'e2e-editor-password' }

/** Signs in through the admin's login form. */
export async function logIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

/** The REST API's headers of a signed-in editor. */
export async function editorHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: editor })
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}
