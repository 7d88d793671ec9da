// Issue #23, media for several instances: uploads go to an S3-compatible bucket when S3_BUCKET is set, read back by
// every instance through Payload's own file route (same origin, same access rules); otherwise to MEDIA_DIR.
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { type SiteConfig, siteConfig } from '@/config/site'

type S3ClientConfig = NonNullable<Parameters<typeof s3Storage>[0]['config']>

/** The S3 client's settings for the configured bucket (README "Deployment"); undefined without one (files on disk). */
export function s3Settings({
  s3,
}: Pick<SiteConfig, 's3'>): { bucket: string; config: S3ClientConfig } | undefined {
  if (!s3) return undefined
  const { bucket, region, endpoint, forcePathStyle, credentials } = s3
  return {
    bucket,
    config: {
      region,
      endpoint,
      forcePathStyle,
      // Without keys the AWS SDK's own chain applies (instance role, AWS_* variables).
      credentials,
      // Most S3-compatible stores refuse the SDK's newer default of checksum trailers on every request.
      ...(endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    },
  }
}

/**
 * The media storage plugin, on when a bucket is configured. Always present so that the database schema (its prefix and
 * object key columns, alwaysInsertFields) and the admin's import map are the same whether or not S3 is on.
 */
export function mediaStorage(config: Pick<SiteConfig, 's3'> = siteConfig()): Plugin {
  const settings = s3Settings(config)
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: settings?.bucket ?? '',
    config: settings?.config ?? {},
  })
}
