// Starts Payload outside Next (migrations run on init in production) and seeds an empty database.
import type { Payload } from 'payload'

import type { DemoEditor } from './environment'

export async function withPayload<T>(work: (payload: Payload) => Promise<T>): Promise<T> {
  // Else Payload skips the migrations and says nothing (npm's scripts run through scripts/run.mjs, which sets it).
  if (process.env.NODE_ENV !== 'production')
    throw new Error('Payload migrates on start in production mode only: run `npm run <script>`')
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../src/cms/payload.config'),
  ])
  const payload = await getPayload({ config, disableOnInit: true })
  try {
    return await work(payload)
  } finally {
    await payload.destroy()
  }
}

export async function seedDatabase(payload: Payload, editor: DemoEditor, admin?: DemoEditor) {
  const { seed } = await import('../../src/cms/seed')
  return seed(payload, editor, admin)
}

export async function ensureDemoLogins(payload: Payload, editor: DemoEditor, admin: DemoEditor) {
  const { ensureDemoLogins: ensure } = await import('../../src/cms/seed')
  return ensure(payload, editor, admin)
}

export async function refreshBlockGallery(payload: Payload) {
  const { refreshBlockGallery: refresh } = await import('../../src/cms/seed')
  return refresh(payload)
}
