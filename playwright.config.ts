import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { scriptArgs, serverArgs } from './scripts/lib/build'

// Browser tests run against the production build, served as `npm start` serves it, on a fresh database.
const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://localhost:${port}`

/** The browser tests' server's settings (also those of a test's own server, tests/e2e/support/ownServer.ts). */
export const serverEnv = {
  NEXT_DIST_DIR: '.next',
  DEMO_EDITOR_PASSWORD: 'e2e-editor-password',
  DEMO_ADMIN_PASSWORD: 'e2e-admin-password',
  PAYLOAD_SECRET: '',
  PAYLOAD_JOBS_AUTORUN: 'false',
  // A small proof of work per captcha (§1): the real challenge and verification, a fraction of the CPU.
  CAPTCHA_COUNTER_MAX: '500',
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
  // Issue #31: no best-quality recompression (a quarter of the server's CPU in the editors' files); pages stay
  // compressed fast. The recompression is tested by src/server/pages/pages.test.ts and, as configured by default, by
  // tests/scale.
  PAGES_RECOMPRESS_RATE: '0',
}

/** Node's arguments for the production server `npm start` runs once the database is ready (scripts/start.ts). */
export const productionServerArgs = serverArgs(serverEnv.NEXT_DIST_DIR)

/**
 * How a browser-test server on `dataDir` starts (Node's arguments and what it adds to the environment). On a copy of
 * the data seeded beforehand (`npm test`: E2E_SEEDED_DATA, tests/e2e/support/seedData.ts) it is the production server
 * itself, as `npm start` runs it once it finds the data ready: issue #31, that script's own check loads Payload once
 * more (~10 CPU-seconds, most of the server's start). Else `npm start`'s script, which migrates, seeds and builds.
 */
export function serverStart(dataDir: string): { args: string[]; env: Record<string, string> } {
  if (!process.env.E2E_SEEDED_DATA || !existsSync(path.join(dataDir, 'payload-secret')))
    return { args: scriptArgs('start'), env: {} }
  return { args: productionServerArgs, env: productionServerEnv(dataDir) }
}

/** What the production server needs on a data folder `npm start` prepared: production mode and the folder's secret. */
export const productionServerEnv = (dataDir: string) => ({
  NODE_ENV: 'production' as const,
  PAYLOAD_SECRET: readFileSync(path.join(dataDir, 'payload-secret'), 'utf8').trim(),
})
const mainServer = serverStart('data/e2e')

/**
 * Issue #31: the files that change what every visitor sees (content, globals, variations) or that time the server's
 * answers (hosted's data timeout, kept-pages) run one at a time after the others, beside the fuzzes; the rest
 * only read the seeded site and run two at a time.
 */
const editorFiles = [
  'blocks-admin',
  'click-to-edit',
  'compose-journey',
  'editor-admin',
  'editor',
  'fonts',
  'get-the-app',
  'headers',
  'hero-admin',
  'hosted',
  'kept-pages',
  'model-inputs-admin',
  'publish-globals',
  'stored-content',
  'stories',
  'variants',
].map((name) => `**/${name}.spec.ts`)

/** The fuzzes, each on a server of its own (same build, own database): issue #30's saves and issue #21's requests. */
const fuzzFiles = ['**/content-fuzz.spec.ts', '**/fuzz.spec.ts']

/** Debian's Chromium as the tests and the bench (bench/run.ts) run it: no sandbox for root, nothing phoning home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The features Playwright 1.65.1 turns off (its chromiumSwitches.ts); tests/e2e/browser.spec.ts holds them to it. */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Issue #31: Chromium 156 opens the address bar's suggestion popup, a web page in a renderer of its own, in every
 * window, so for every test's new context; turned off, the same specs take ~40 % less of Chromium's CPU (design and
 * consent: 110 → 69 CPU-s, 103 → 80 s). Chromium also keeps a spare renderer warm for a next navigation, started anew
 * for each new context; without it a new context's visit took ~15 % less CPU, and design, consent and newsletter ~9 %
 * less of Chromium's (91 → 83 CPU-s, means of 2 and 3 runs). Chromium reads only the last --disable-features, so
 * Playwright's are repeated.
 */
export const browserLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    ...chromiumArgs,
    `--disable-features=${[...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'SpareRendererForSitePerProcess'].join(',')}`,
  ],
}

const browser = { ...devices['Desktop Chrome'], launchOptions: browserLaunchOptions }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Issue #31: no trace unless asked for (E2E_TRACE=1: a failed test keeps its trace with the DOM at each step, without
  // screenshots). Recording one for every test cost ~16 % of the Chromium and runner CPU (phone-layout.spec: 286 CPU-s
  // with it, 234 without); a failure still prints its error and the page's ARIA snapshot (error-context.md).
  use: { baseURL, trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off' },
  projects: [
    { name: 'visitors', testIgnore: [...editorFiles, ...fuzzFiles], use: browser },
    { name: 'editors', testMatch: editorFiles, dependencies: ['visitors'], workers: 1, use: browser },
    // Beside the editors' files, which leave half the machine idle (~50 % CPU, measured): the visitors' files keep
    // both cores busy on their own (~97 %). Their own servers' load never reaches the editors' server.
    { name: 'fuzz', testMatch: fuzzFiles, dependencies: ['visitors'], use: browser },
  ],
  webServer: {
    command: ['node', ...mainServer.args.map((arg) => JSON.stringify(arg))].join(' '),
    url: `${baseURL}/photobooks`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { ...serverEnv, ...mainServer.env, PORT: String(port), SITE_URL: baseURL, DATA_DIR: 'data/e2e' },
  },
})
