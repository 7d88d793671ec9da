import { defineConfig, devices } from '@playwright/test'

// Browser tests run against the production build served by `npm start`'s own script, on a fresh database.
const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'tsx scripts/start.ts',
    url: `${baseURL}/photobooks`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      SITE_URL: baseURL,
      DATA_DIR: 'data/e2e',
      NEXT_DIST_DIR: '.next',
      DEMO_EDITOR_PASSWORD: 'e2e-editor-password',
      DEMO_ADMIN_PASSWORD: 'e2e-admin-password',
      PAYLOAD_SECRET: '',
      PAYLOAD_JOBS_AUTORUN: 'false',
      // The tests stand in for a load balancer: each test's visitor names its own address in X-Forwarded-For.
      TRUSTED_PROXY_HOPS: '1',
      // A tag manager container, a chat messenger and a review widget, faked at their script boundary in the tests
      // (never reached otherwise).
      TAG_MANAGER_ID: 'GTM-E2E',
      CHAT_APP_ID: 'chat-e2e',
      // §4: a signed-in end user's chat starts with a messenger identity token signed with this.
      CHAT_IDENTITY_SECRET: 'chat-e2e-identity-secret-of-32-characters',
      REVIEWS_WIDGET_BUSINESS_UNIT_ID: 'reviews-e2e',
      REVIEWS_WIDGET_TEMPLATE_ID: 'template-e2e',
    },
  },
})
