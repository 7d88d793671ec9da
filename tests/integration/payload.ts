// A real Payload (Local API) on the test file's own SQLite database, migrated with the shipped migrations.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrations } from '@/cms/migrations/sqlite'

let instance: Promise<Payload> | undefined

export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const payload = await getPayload({ config, disableOnInit: true })
    await payload.db.migrate({ migrations })
    return payload
  })()
  return instance
}
