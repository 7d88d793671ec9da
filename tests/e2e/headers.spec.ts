// Security headers on public pages, the 404 page, the API and the admin.
import { expect, test } from '@playwright/test'

for (const url of ['/', '/photobooks', '/sv-se/stories', '/no-such-page', '/api/pages', '/admin/login']) {
  test(`security headers on ${url}`, async ({ request }) => {
    const headers = (await request.get(url)).headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)
    expect(headers['x-powered-by']).toBeUndefined()
  })
}
