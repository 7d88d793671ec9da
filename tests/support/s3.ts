// A throwaway S3-compatible store for the tests (issue #23): s3rver on loopback at a free port, its objects in a
// temp folder, one bucket, stopped (and the folder removed) afterwards. It stands in for the hosted object storage.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

import { freePort } from './services'

export interface TestS3 {
  /** The variables an operator sets for the site (src/cms/storage.ts). */
  env: Record<string, string>
  /** Where the store keeps the bucket's objects on disk. */
  directory: string
  stop(): Promise<void>
}

export async function startS3(bucket = 'shop-media'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'shop-s3-'))
  const port = await freePort()
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    directory,
    async stop() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
