// §7 release check: a different release is news; the same release, a bad answer or a failure is not (§8).
import { describe, expect, it } from 'vitest'

import { isNewReleaseAvailable } from './release'

const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status })

describe('isNewReleaseAvailable', () => {
  it('is true only for a different release', async () => {
    expect(await isNewReleaseAvailable('a1', answer({ release: 'b2' }))).toBe(true)
    expect(await isNewReleaseAvailable('a1', answer({ release: 'a1' }))).toBe(false)
  })

  it('ignores errors: status, malformed bodies, network failures', async () => {
    expect(await isNewReleaseAvailable('a1', answer({ release: 'b2' }, 500))).toBe(false)
    expect(await isNewReleaseAvailable('a1', answer({ nope: 1 }))).toBe(false)
    expect(await isNewReleaseAvailable('a1', async () => new Response('not json'))).toBe(false)
    expect(
      await isNewReleaseAvailable('a1', async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).toBe(false)
  })
})
