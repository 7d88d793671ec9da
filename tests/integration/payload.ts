// A real Payload (Local API) on the test file's own database, migrated with the shipped migrations: SQLite, or
// PostgreSQL when the suite runs on it (vitest.postgres.config.ts, issue #23).
import config from '@payload-config'
import {
  type CollectionSlug,
  createLocalReq,
  type Endpoint,
  getPayload,
  type Payload,
  type TypedUser,
} from 'payload'

import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'
import { routingRecords } from '@/cms/routingRecords'
import type { User } from '@/payload-types'
import { createRoutingIndex } from '@/server/routing/routingIndex'

type Migrations = Parameters<Payload['db']['migrate']>[0] extends { migrations?: infer M } ? M : never

/** The suite runs on PostgreSQL (vitest.postgres.config.ts) rather than the embedded SQLite. */
export const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

let instance: Promise<Payload> | undefined

export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const payload = await getPayload({ config, disableOnInit: true })
    // The generated migrations are typed for their adapter; Payload's port takes any adapter's.
    const migrations = (onPostgres ? postgresMigrations : sqliteMigrations) as unknown as Migrations
    await payload.db.migrate({ migrations })
    return payload
  })()
  return instance
}

/** Calls a collection's custom endpoint (e.g. POST /api/pages/{id}/retire) as `user` (null: a visitor). */
export async function callEndpoint(
  collection: CollectionSlug,
  endpointPath: string,
  id: number,
  data: Record<string, unknown>,
  user: TypedUser | null,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = await testPayload()
  const endpoints = (payload.collections[collection].config.endpoints || []) as Endpoint[]
  const endpoint = endpoints.find((candidate) => candidate.path === endpointPath)
  if (!endpoint) throw new Error(`${collection} has no endpoint ${endpointPath}`)
  const req = await createLocalReq({ user: user ?? undefined, context: { disableRevalidate: true } }, payload)
  req.routeParams = { id: String(id) }
  req.data = data
  const response = await endpoint.handler(req)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A stored editor (role 'editor' only), as an endpoint's `req.user`. */
export async function testEditor(email: string): Promise<User> {
  const payload = await testPayload()
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'correct horse battery', roles: ['editor'] },
  })
  return { ...user, collection: 'users' } as User
}

/** The router's index as every instance reads it: every page's and story's record. */
export async function testRoutingIndex() {
  const routing = createRoutingIndex()
  routing.replace([...(await routingRecords('pages')), ...(await routingRecords('stories'))])
  return routing
}

/** A small PNG (40 × 30, one colour), for the tests that upload a picture to point blocks at. */
export async function testPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#FFCC5A' } })
    .png()
    .toBuffer()
}
