import { describe, expect, it } from 'vitest'

import { parseSiteConfig } from './site'

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
  it('stops with a message naming each bad variable', () => {
    expect(() =>
      parseSiteConfig({ SITE_URL: 'not a url', APP_ENV: 'prod', PAYLOAD_SECRET: 'short' }),
    ).toThrow(/SITE_URL[\s\S]*APP_ENV|APP_ENV[\s\S]*SITE_URL/)
    expect(() => parseSiteConfig({ PAYLOAD_SECRET: 'short' })).toThrow(
      /PAYLOAD_SECRET: at least 32 characters/,
    )
    expect(() => parseSiteConfig({ BRAND_ID: 'Bad Brand' })).toThrow(/BRAND_ID/)
  })
})
