// One typed site configuration read from the environment, validated once (§9 "Environment": production, staging, dev).
import path from 'node:path'

import { z } from 'zod'

import { appEnvironments, type AppEnvironment, defaultAppEnvironment } from './environments'

/**
 * §1 bot protection: the hosted captcha providers CAPTCHA_PROVIDER may name (besides the embedded `altcha`); each has
 * its adapter in src/services/captcha/providers.ts, which the type checker holds to exactly these names.
 */
export const hostedCaptchaProviderNames = ['turnstile', 'hcaptcha', 'recaptcha'] as const
export type HostedCaptchaProviderName = (typeof hostedCaptchaProviderNames)[number]

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

const optionalUrl = optionalText.pipe(z.url().optional())

const hostList = optionalText.transform((value) =>
  (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
)

const captchaProvider = optionalText
  .transform((value) => value?.toLowerCase())
  .pipe(
    z
      .enum(['altcha', ...hostedCaptchaProviderNames], {
        error: `one of altcha, ${hostedCaptchaProviderNames.join(', ')}`,
      })
      .optional(),
  )

const schema = z.object({
  APP_ENV: z.enum(appEnvironments).default(defaultAppEnvironment),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Issue #21: how many proxies in front (load balancer, CDN) may say who the client is in X-Forwarded-For.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SITE_URL: optionalUrl,
  BRAND_ID: z
    .string()
    .regex(/^[a-z][a-z0-9]*$/, 'lowercase letters and digits, starting with a letter')
    .default('lumibook'),
  BRAND_NAME: z.string().min(1).default('Lumibook'),
  PRODUCT_DOMAIN: optionalText,
  CAREERS_HOST: optionalText,
  APP_DOWNLOAD_URL: optionalUrl,
  APP_STORE_URL: optionalUrl,
  PLAY_STORE_URL: optionalUrl,
  PREVIEW_HOSTS: hostList,
  CREATE_APP_URL: optionalUrl,
  DATABASE_URL: optionalText,
  // Issue #23: the shared store of every instance (caches' revalidation, rate limits, captcha replay).
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
      .optional(),
  ),
  PAYLOAD_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  CONSENT_PROVIDER_ID: optionalText,
  TAG_MANAGER_ID: optionalText,
  CHAT_APP_ID: optionalText,
  CHAT_IDENTITY_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  // §1 review widget (TrustBox-style): both ids are needed for it to load.
  REVIEWS_WIDGET_BUSINESS_UNIT_ID: optionalText,
  REVIEWS_WIDGET_TEMPLATE_ID: optionalText,
  // The template's height, reserved before the widget renders (TrustBox templates differ).
  REVIEWS_WIDGET_HEIGHT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}px$/, 'a height in pixels, e.g. 150px')
      .optional(),
  ),
  CAPTCHA_SITE_KEY: optionalText,
  // §8 error reporting: the server's DSN, and the browser's (inlined into the client bundle at build time).
  SENTRY_DSN: optionalUrl,
  NEXT_PUBLIC_SENTRY_DSN: optionalUrl,
  DATA_API_URL: optionalUrl,
  DATA_API_KEY: optionalText,
  DATA_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  DATA_TIMEOUT_MS: z.coerce.number().int().min(1).default(3000),
  IDENTITY_URL: optionalUrl,
  IDENTITY_API_KEY: optionalText,
  IDENTITY_TOKEN_URL: optionalUrl,
  IDENTITY_AUDIENCE: optionalText,
  SERVICE_ACCOUNT_EMAIL: optionalText,
  SERVICE_ACCOUNT_PASSWORD: optionalText,
  // The embedded services' folder (database, media, generated secrets) and the uploads' folder (issue #23).
  DATA_DIR: optionalText,
  MEDIA_DIR: optionalText,
  // Issue #34: `off` runs PostgreSQL's kept relational queries unnamed (a pooler in transaction mode keeps no statement).
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  // Issue #34: the kept page versions' files (a folder every instance shares), and the background work's pace.
  PAGES_DIR: optionalText,
  PAGES_RENDER_RATE: z.coerce.number().min(0).default(10),
  PAGES_RECOMPRESS_RATE: z.coerce.number().min(0).default(5),
  // Background renders and recompressions a second at most while the instance serves visitors steadily.
  PAGES_SERVING_RENDER_RATE: z.coerce.number().positive().default(1),
  // `process`: background renders in a renderer process of their own (needs REDIS_URL); unset: in the serving process.
  PAGES_RENDERER: z.enum(['process', 'inline']).optional(),
  // Issue #23: uploads in an S3-compatible bucket when S3_BUCKET is set.
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false']).optional()),
  // §1 bot protection: a hosted captcha needs its keys; the embedded ALTCHA signs with CAPTCHA_HMAC_KEY.
  CAPTCHA_PROVIDER: captchaProvider,
  CAPTCHA_SECRET: optionalText,
  CAPTCHA_HMAC_KEY: optionalText,
  // §1: the embedded proof of work's size (the most attempts a browser may need); lowered for slow devices or tests.
  CAPTCHA_COUNTER_MAX: z.coerce.number().int().min(100).max(1_000_000).optional(),
})

/** Settings that need one another, each problem named by the variable an operator sets. */
const checkedSchema = schema.superRefine((values, context) => {
  // One key without the other would quietly fall back to the SDK's own credentials: a half-set pair is a typo.
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({
      code: 'custom',
      path: [values.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    })
  }
  // The renderer hears the serving process's revalidations through Redis, the way a second instance does.
  if (values.PAGES_RENDERER === 'process' && !values.REDIS_URL) {
    context.addIssue({
      code: 'custom',
      path: ['PAGES_RENDERER'],
      message: 'PAGES_RENDERER=process needs REDIS_URL',
    })
  }
  const provider = values.CAPTCHA_PROVIDER
  if (provider && provider !== 'altcha' && (!values.CAPTCHA_SITE_KEY || !values.CAPTCHA_SECRET)) {
    context.addIssue({
      code: 'custom',
      path: ['CAPTCHA_PROVIDER'],
      message: `${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET`,
    })
  }
})

const resolveDataDirectory = (dir: string | undefined) =>
  path.resolve(/* turbopackIgnore: true */ dir ?? 'data')

/** DATA_DIR alone, for what runs before the rest of the environment is settled (scripts/lib/environment.ts). */
export function dataDirectoryFrom(env: Record<string, string | undefined>): string {
  return resolveDataDirectory(schema.shape.DATA_DIR.parse(env.DATA_DIR))
}

export interface SiteConfig {
  environment: AppEnvironment
  port: number
  /** Proxies in front whose X-Forwarded-For hop is believed; 0 uses the socket's address (src/server/clientAddress). */
  trustedProxyHops: number
  /** Canonical host of the public site; never taken from a request's Host header (§2). */
  siteUrl: string
  brandId: string
  brandName: string
  /** §5, §9: cookies are written for this domain and its subdomains. */
  productDomain: string
  /** §7: links to the careers subdomain are never modified. */
  careersHost: string
  appDownloadUrl: string
  /** The app's store pages (§2 get-the-app dialog); both default to the app-download link. */
  appStoreUrl: string
  playStoreUrl: string
  /** §5: preview-hosting domains where consent cookies may also be written. */
  previewHosts: string[]
  createAppUrl: string
  databaseUrl: string
  /** Issue #34: PostgreSQL's kept relational queries as named prepared statements (src/cms/relationalQueryCache.ts). */
  preparedStatements: boolean
  payloadSecret: string | undefined
  /** Issue #23: the shared store; memory stores without it. */
  redisUrl: string | undefined
  /** Where the embedded services keep their files: DATA_DIR, else ./data (git-ignored). */
  dataDirectory: string
  /** Issue #23: uploads, in a folder every instance reads (MEDIA_DIR, a shared volume), else {dataDirectory}/media. */
  mediaDirectory: string
  /** Issue #34: kept page versions (README "Pages as files"). */
  pages: {
    /** Their files, in a folder every instance of the build shares (PAGES_DIR), else {dataDirectory}/pages. */
    directory: string
    /** Background renders per second (sweeps, versions served stale); a publish's own pages go at once. */
    renderRate: number
    /** Best-quality recompressions per second (0: the fast compression stays). */
    recompressRate: number
    /** Both at most while the instance serves visitors steadily: a render holds its event loop for 40–100 ms. */
    servingRenderRate: number
    /** Where background renders run: a renderer process of their own, or the serving process. */
    renderer: 'process' | 'inline'
  }
  /** Issue #23: uploads go to this S3-compatible bucket when S3_BUCKET is set (README "Deployment"). */
  s3?: {
    bucket: string
    region: string
    endpoint?: string
    forcePathStyle: boolean
    /** Unset: the AWS SDK's own chain (instance role, AWS_* variables). */
    credentials?: { accessKeyId: string; secretAccessKey: string }
  }
  /** §1 bot protection (src/services/captcha). */
  captcha: {
    /** The hosted provider with its keys (CAPTCHA_PROVIDER); unset: the embedded ALTCHA. */
    hosted?: { provider: HostedCaptchaProviderName; siteKey: string; secret: string }
    /** The embedded ALTCHA's signing secret: CAPTCHA_HMAC_KEY, else PAYLOAD_SECRET (never sent anywhere). */
    signingSecret?: string
    /** The embedded ALTCHA's most attempts (CAPTCHA_COUNTER_MAX); unset: ALTCHA's recommended range. */
    counterMax?: number
  }
  providers: {
    consentId?: string
    tagManagerId?: string
    chatAppId?: string
    /** §4 support chat: signs the messenger's identity token of a signed-in end user (server only). */
    chatIdentitySecret?: string
    /** §1 review widget: present only when both its ids are configured. */
    reviewsWidget?: { businessUnitId: string; templateId: string; height: string }
    /** §8: the server's DSN (SENTRY_DSN); error reporting starts only with it (src/instrumentation.ts). */
    errorReportingDsn?: string
    /** The browser's DSN; the page policy lets the browser reach its host (connect-src). */
    browserErrorReportingDsn?: string
  }
  /** §7 data API: hosted when DATA_API_URL is set, else the embedded endpoint at {siteUrl}/graphql. */
  dataApi: {
    url: string
    embedded: boolean
    apiKey?: string
    /** How long the page wrapper keeps the commerce data before revalidating (minutes, configurable). */
    cacheSeconds: number
    timeoutMs: number
  }
  /** §4, §7 identity provider: hosted when IDENTITY_URL is set, else the embedded one at {siteUrl}/identity. */
  identity: {
    url: string
    embedded: boolean
    apiKey?: string
    /** §4 refresh: the provider's token endpoint (the hosted one is on its own host: IDENTITY_TOKEN_URL). */
    tokenUrl: string
    /** The ID token's audience (the provider's project id). */
    audience: string
    /** §6: the shared website service account; its password comes from the environment or data/. */
    serviceAccountEmail: string
    serviceAccountPassword?: string
  }
}

export class SiteConfigError extends Error {}

/** Parses an environment; a bad value throws a message naming the variable. */
export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const result = checkedSchema.safeParse(env)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new SiteConfigError(`Invalid site configuration:\n  ${problems.join('\n  ')}`)
  }
  const values = result.data
  const dataDirectory = resolveDataDirectory(values.DATA_DIR)
  const siteUrl = (values.SITE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '')
  const productDomain = (values.PRODUCT_DOMAIN ?? new URL(siteUrl).hostname).toLowerCase()
  const identityUrl = (values.IDENTITY_URL ?? `${siteUrl}/identity`).replace(/\/+$/, '')
  return {
    environment: values.APP_ENV,
    port: values.PORT,
    trustedProxyHops: values.TRUSTED_PROXY_HOPS,
    siteUrl,
    brandId: values.BRAND_ID,
    brandName: values.BRAND_NAME,
    productDomain,
    careersHost: (values.CAREERS_HOST ?? `careers.${productDomain}`).toLowerCase(),
    // §7: the default app-download link is served by src/app/app/route.ts (phone → store, else the dialog).
    appDownloadUrl: values.APP_DOWNLOAD_URL ?? `${siteUrl}/app`,
    // §1: out of the box the store links find the app by the brand's name in each store (never a 404).
    appStoreUrl:
      values.APP_STORE_URL ??
      values.APP_DOWNLOAD_URL ??
      `https://apps.apple.com/search?term=${encodeURIComponent(values.BRAND_NAME)}`,
    playStoreUrl:
      values.PLAY_STORE_URL ??
      values.APP_DOWNLOAD_URL ??
      `https://play.google.com/store/search?q=${encodeURIComponent(values.BRAND_NAME)}&c=apps`,
    previewHosts: values.PREVIEW_HOSTS,
    createAppUrl: values.CREATE_APP_URL ?? `${siteUrl}/create`,
    databaseUrl: values.DATABASE_URL ?? `file:${path.join(dataDirectory, 'shop.db')}`,
    preparedStatements: values.DATABASE_PREPARED_STATEMENTS === 'on',
    payloadSecret: values.PAYLOAD_SECRET,
    redisUrl: values.REDIS_URL,
    dataDirectory,
    mediaDirectory: values.MEDIA_DIR
      ? path.resolve(/* turbopackIgnore: true */ values.MEDIA_DIR)
      : path.join(dataDirectory, 'media'),
    pages: {
      directory: values.PAGES_DIR
        ? path.resolve(/* turbopackIgnore: true */ values.PAGES_DIR)
        : path.join(dataDirectory, 'pages'),
      renderRate: values.PAGES_RENDER_RATE,
      recompressRate: values.PAGES_RECOMPRESS_RATE,
      servingRenderRate: values.PAGES_SERVING_RENDER_RATE,
      renderer: values.PAGES_RENDERER ?? 'inline',
    },
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION ?? 'us-east-1',
          endpoint: values.S3_ENDPOINT,
          // An S3-compatible store (S3_ENDPOINT) is usually addressed by path, not by a bucket subdomain.
          forcePathStyle: values.S3_FORCE_PATH_STYLE
            ? values.S3_FORCE_PATH_STYLE === 'true'
            : Boolean(values.S3_ENDPOINT),
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    captcha: {
      hosted:
        values.CAPTCHA_PROVIDER &&
        values.CAPTCHA_PROVIDER !== 'altcha' &&
        values.CAPTCHA_SITE_KEY &&
        values.CAPTCHA_SECRET
          ? {
              provider: values.CAPTCHA_PROVIDER,
              siteKey: values.CAPTCHA_SITE_KEY,
              secret: values.CAPTCHA_SECRET,
            }
          : undefined,
      signingSecret: values.CAPTCHA_HMAC_KEY ?? (values.PAYLOAD_SECRET?.trim() || undefined),
      counterMax: values.CAPTCHA_COUNTER_MAX,
    },
    providers: {
      consentId: values.CONSENT_PROVIDER_ID,
      tagManagerId: values.TAG_MANAGER_ID,
      chatAppId: values.CHAT_APP_ID,
      chatIdentitySecret: values.CHAT_IDENTITY_SECRET,
      reviewsWidget:
        values.REVIEWS_WIDGET_BUSINESS_UNIT_ID && values.REVIEWS_WIDGET_TEMPLATE_ID
          ? {
              businessUnitId: values.REVIEWS_WIDGET_BUSINESS_UNIT_ID,
              templateId: values.REVIEWS_WIDGET_TEMPLATE_ID,
              height: values.REVIEWS_WIDGET_HEIGHT ?? '150px',
            }
          : undefined,
      errorReportingDsn: values.SENTRY_DSN,
      browserErrorReportingDsn: values.NEXT_PUBLIC_SENTRY_DSN,
    },
    dataApi: {
      url: (values.DATA_API_URL ?? `${siteUrl}/graphql`).replace(/\/+$/, ''),
      embedded: !values.DATA_API_URL,
      apiKey: values.DATA_API_KEY,
      cacheSeconds: values.DATA_CACHE_SECONDS,
      timeoutMs: values.DATA_TIMEOUT_MS,
    },
    identity: {
      url: identityUrl,
      tokenUrl: values.IDENTITY_TOKEN_URL ?? `${identityUrl}/v1/token`,
      embedded: !values.IDENTITY_URL,
      apiKey: values.IDENTITY_API_KEY,
      audience: values.IDENTITY_AUDIENCE ?? values.BRAND_ID,
      serviceAccountEmail: values.SERVICE_ACCOUNT_EMAIL ?? `website@${values.BRAND_ID}.example`,
      serviceAccountPassword: values.SERVICE_ACCOUNT_PASSWORD,
    },
  }
}

let cached: SiteConfig | undefined

/** The process's configuration, parsed on first use. */
export function siteConfig(): SiteConfig {
  cached ??= parseSiteConfig(process.env)
  return cached
}

/** Forgets the parsed configuration, so the next siteConfig() reads the environment again (tests that change it). */
export function resetSiteConfig(): void {
  cached = undefined
}
