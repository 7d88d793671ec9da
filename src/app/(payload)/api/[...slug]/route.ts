/* Payload REST API under /api (generated shape, kept thin). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_PUT, REST_POST } from '@payloadcms/next/routes'

import { oneLoginAtATime } from '@/cms/oneLoginAtATime'

const post = REST_POST(config)

export const GET = REST_GET(config)
// Two logins of one account at once would lose a session (src/cms/oneLoginAtATime.ts).
export const POST: typeof post = (request, args) =>
  new URL(request.url).pathname === '/api/users/login'
    ? oneLoginAtATime(request, () => post(request, args))
    : post(request, args)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
