// Issue #23, media for several instances: uploads go to an S3-compatible bucket when S3_BUCKET is set, read back by
// every instance through Payload's own file route (same origin, same access rules); otherwise to MEDIA_DIR.
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

type S3ClientConfig = NonNullable<Parameters<typeof s3Storage>[0]['config']>

/** The S3 settings an operator gives (README "Deployment"); undefined without S3_BUCKET (files on disk). */
export function s3SettingsFromEnv(
  env: Partial<NodeJS.ProcessEnv> = process.env,
): { bucket: string; config: S3ClientConfig } | undefined {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return undefined
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  return {
    bucket,
    config: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint,
      // An S3-compatible store (S3_ENDPOINT) is usually addressed by path, not by a bucket subdomain.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
      // Without keys the AWS SDK's own chain applies (instance role, AWS_* variables).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
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
export function mediaStorage(env: Partial<NodeJS.ProcessEnv> = process.env): Plugin {
  const settings = s3SettingsFromEnv(env)
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: settings?.bucket ?? '',
    config: settings?.config ?? {},
  })
}
