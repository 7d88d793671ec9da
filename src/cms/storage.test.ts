// Issue #23: media go to S3 only when a bucket is configured; an S3-compatible endpoint gets path-style addressing and
// no checksum trailers. The round trip through a real S3-compatible server is in tests/scale.
import { describe, expect, it } from 'vitest'

import { parseSiteConfig } from '@/config/site'

import { s3Settings } from './storage'

/** The S3 settings of an environment, as the site configuration reads them. */
const s3SettingsFromEnv = (env: Record<string, string>) => s3Settings(parseSiteConfig(env))

describe('s3Settings', () => {
  it('is off without S3_BUCKET (uploads stay on disk, MEDIA_DIR)', () => {
    expect(s3SettingsFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBeUndefined()
    expect(s3SettingsFromEnv({ S3_BUCKET: '  ' })).toBeUndefined()
  })

  it('addresses an S3-compatible endpoint by path, with its keys and without checksum trailers', () => {
    expect(
      s3SettingsFromEnv({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'media',
      config: {
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    })
  })

  it('leaves AWS itself to the SDK defaults: its region, virtual-hosted buckets, the credential chain', () => {
    expect(s3SettingsFromEnv({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' })).toEqual({
      bucket: 'media',
      config: { region: 'eu-west-1', endpoint: undefined, forcePathStyle: false, credentials: undefined },
    })
  })

  it('lets S3_FORCE_PATH_STYLE override the addressing', () => {
    const aws = { S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'true' }
    expect(s3SettingsFromEnv(aws)?.config).toMatchObject({ forcePathStyle: true, credentials: undefined })
    const store = { S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'false' }
    expect(s3SettingsFromEnv(store)?.config.forcePathStyle).toBe(false)
  })
})
