// A real Payload (Local API) on the test file's own SQLite database, migrated with the shipped migrations.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrations } from '@/cms/migrations/sqlite'

let instance: Promise<Payload> | undefined

export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const payload = await getPayload({ config, disableOnInit: true })
    // The generated migrations are typed for the SQLite adapter; Payload's port takes any adapter's.
    await payload.db.migrate({
      migrations: migrations as unknown as Parameters<typeof payload.db.migrate>[0] extends {
        migrations?: infer M
      }
        ? M
        : never,
    })
    return payload
  })()
  return instance
}
