// Vitest calls a global setup once per project: what a setup makes once for the whole run (a folder, a template
// database, a cluster) is made by the first project's call and released after the last project's teardown.
const runs = globalThis as typeof globalThis & {
  perRun?: Map<string, { value: Promise<unknown>; projects: number }>
}

export async function perRun<T>(name: string, make: () => T | Promise<T>, release: (value: T) => void) {
  runs.perRun ??= new Map()
  let shared = runs.perRun.get(name)
  if (!shared) runs.perRun.set(name, (shared = { value: Promise.resolve().then(make), projects: 0 }))
  shared.projects += 1
  const value = (await shared.value) as T
  const teardown = () => {
    shared.projects -= 1
    if (shared.projects === 0) release(value)
  }
  return { value, teardown }
}
