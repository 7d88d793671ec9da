// §4, §7 release check: the build's release id, built into the client and served at /version.json.
/** Set at build time (next.config.ts): the deployment's RELEASE, else the build's own id. */
export const release: string = process.env.NEXT_PUBLIC_RELEASE ?? 'development'

/** Whether the served release differs from the one this page was built with; any failure counts as "no". */
export async function isNewReleaseAvailable(
  current: string,
  fetchVersion: () => Promise<Response> = () => fetch('/version.json', { cache: 'no-store' }),
): Promise<boolean> {
  try {
    const response = await fetchVersion()
    if (!response.ok) return false
    const body = (await response.json()) as { release?: unknown }
    return typeof body.release === 'string' && body.release !== current
  } catch {
    // §8: a failed check is silently ignored.
    return false
  }
}
