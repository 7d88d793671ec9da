import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { dataDirectoryFrom, parseSiteConfig } from './site'

describe('site configuration', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const config = parseSiteConfig({})
    expect(config).toMatchObject({
      environment: 'production',
      port: 3000,
      siteUrl: 'http://localhost:3000',
      brandId: 'lumibook',
      productDomain: 'localhost',
      careersHost: 'careers.localhost',
      createAppUrl: 'http://localhost:3000/create',
      previewHosts: [],
      providers: {},
    })
    expect(config.databaseUrl).toMatch(/^file:.*shop\.db$/)
  })
  it('derives hosts from SITE_URL and reads lists', () => {
    const config = parseSiteConfig({
      SITE_URL: 'https://www.lumibook.example/',
      PRODUCT_DOMAIN: 'lumibook.example',
      PREVIEW_HOSTS: 'preview.example, Other.Example ',
      APP_ENV: 'staging',
    })
    expect(config.siteUrl).toBe('https://www.lumibook.example')
    expect(config.careersHost).toBe('careers.lumibook.example')
    expect(config.previewHosts).toEqual(['preview.example', 'other.example'])
    expect(config.environment).toBe('staging')
  })
  it('points the data API and identity at the embedded services unless hosted ones are set (§7)', () => {
    const embedded = parseSiteConfig({ SITE_URL: 'https://shop.example' })
    expect(embedded.dataApi).toMatchObject({
      url: 'https://shop.example/graphql',
      embedded: true,
      cacheSeconds: 300,
      timeoutMs: 3000,
    })
    expect(embedded.identity).toMatchObject({
      url: 'https://shop.example/identity',
      tokenUrl: 'https://shop.example/identity/v1/token',
      embedded: true,
      audience: 'lumibook',
      serviceAccountEmail: 'website@lumibook.example',
    })
    expect(embedded.identity.serviceAccountPassword).toBeUndefined()
    const hosted = parseSiteConfig({
      DATA_API_URL: 'https://data.example/graphql/',
      DATA_API_KEY: 'k',
      DATA_CACHE_SECONDS: '60',
      DATA_TIMEOUT_MS: '1500',
      IDENTITY_URL: 'https://id.example/',
      IDENTITY_API_KEY: 'i',
      IDENTITY_TOKEN_URL: 'https://token.example/v1/token',
      SERVICE_ACCOUNT_EMAIL: 'site@shop.example',
      SERVICE_ACCOUNT_PASSWORD: 'secret-from-env-1',
    })
    expect(hosted.dataApi).toEqual({
      url: 'https://data.example/graphql',
      embedded: false,
      apiKey: 'k',
      cacheSeconds: 60,
      timeoutMs: 1500,
    })
    expect(hosted.identity).toMatchObject({
      url: 'https://id.example',
      tokenUrl: 'https://token.example/v1/token',
      embedded: false,
      apiKey: 'i',
      serviceAccountEmail: 'site@shop.example',
      serviceAccountPassword: 'secret-from-env-1',
    })
    expect(() => parseSiteConfig({ DATA_API_URL: 'nope' })).toThrow(/DATA_API_URL/)
  })
  it('reads the error-reporting DSNs, and the review widget only with both of its ids (§1, §8)', () => {
    const config = parseSiteConfig({
      SENTRY_DSN: 'https://k@o1.ingest.example.io/1',
      NEXT_PUBLIC_SENTRY_DSN: 'https://k@o2.ingest.example.io/2',
      REVIEWS_WIDGET_BUSINESS_UNIT_ID: 'unit',
      REVIEWS_WIDGET_TEMPLATE_ID: 'template',
    })
    expect(config.providers).toMatchObject({
      errorReportingDsn: 'https://k@o1.ingest.example.io/1',
      browserErrorReportingDsn: 'https://k@o2.ingest.example.io/2',
      reviewsWidget: { businessUnitId: 'unit', templateId: 'template', height: '150px' },
    })
    expect(
      parseSiteConfig({ REVIEWS_WIDGET_BUSINESS_UNIT_ID: 'unit' }).providers.reviewsWidget,
    ).toBeUndefined()
    expect(
      parseSiteConfig({ REVIEWS_WIDGET_TEMPLATE_ID: 'template' }).providers.reviewsWidget,
    ).toBeUndefined()
    expect(() => parseSiteConfig({ SENTRY_DSN: 'not a dsn' })).toThrow(/SENTRY_DSN/)
    expect(() => parseSiteConfig({ REVIEWS_WIDGET_HEIGHT: '10em' })).toThrow(/REVIEWS_WIDGET_HEIGHT/)
  })
  it('stops with a message naming each bad variable', () => {
    expect(() =>
      parseSiteConfig({ SITE_URL: 'not a url', APP_ENV: 'prod', PAYLOAD_SECRET: 'short' }),
    ).toThrow(/SITE_URL[\s\S]*APP_ENV|APP_ENV[\s\S]*SITE_URL/)
    expect(() => parseSiteConfig({ PAYLOAD_SECRET: 'short' })).toThrow(
      /PAYLOAD_SECRET: at least 32 characters/,
    )
    expect(() => parseSiteConfig({ BRAND_ID: 'Bad Brand' })).toThrow(/BRAND_ID/)
    // Issue #23: a half-set key pair, an endpoint that is no URL, a yes/no that is neither.
    expect(() => parseSiteConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    )
    expect(() => parseSiteConfig({ S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID:/)
    expect(() => parseSiteConfig({ S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(/S3_ENDPOINT/)
    expect(() => parseSiteConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })
  it('keeps the embedded files under DATA_DIR and uploads under MEDIA_DIR (issue #23)', () => {
    expect(parseSiteConfig({ DATA_DIR: '/srv/shop' })).toMatchObject({
      dataDirectory: '/srv/shop',
      mediaDirectory: path.join('/srv/shop', 'media'),
      databaseUrl: `file:${path.join('/srv/shop', 'shop.db')}`,
    })
    expect(parseSiteConfig({ MEDIA_DIR: '/mnt/media' }).mediaDirectory).toBe('/mnt/media')
    expect(parseSiteConfig({}).dataDirectory).toBe(path.resolve('data'))
    // Scripts read it before PAYLOAD_SECRET is settled (scripts/lib/environment.ts).
    expect(dataDirectoryFrom({ DATA_DIR: ' /srv/shop ', PAYLOAD_SECRET: '' })).toBe('/srv/shop')
  })
  it('renders pages in a renderer process of their own when asked, only with Redis (issue #34)', () => {
    expect(parseSiteConfig({}).pages.renderer).toBe('inline')
    expect(parseSiteConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).pages.renderer).toBe('inline')
    expect(
      parseSiteConfig({ REDIS_URL: 'redis://127.0.0.1:6379', PAGES_RENDERER: 'process' }).pages.renderer,
    ).toBe('process')
    expect(() => parseSiteConfig({ PAGES_RENDERER: 'process' })).toThrow(
      /PAGES_RENDERER: PAGES_RENDERER=process needs REDIS_URL/,
    )
    expect(() => parseSiteConfig({ PAGES_RENDERER: 'thread' })).toThrow(/PAGES_RENDERER/)
  })
  it('signs the embedded captcha with CAPTCHA_HMAC_KEY, else PAYLOAD_SECRET (§1)', () => {
    const secret = 'x'.repeat(32)
    expect(parseSiteConfig({ PAYLOAD_SECRET: secret }).captcha).toEqual({ signingSecret: secret })
    expect(parseSiteConfig({ PAYLOAD_SECRET: secret, CAPTCHA_HMAC_KEY: ' key ' }).captcha.signingSecret).toBe(
      'key',
    )
    expect(parseSiteConfig({}).captcha.signingSecret).toBeUndefined()
  })
})
