// temporary: seed on a throwaway PostgreSQL and report the CPU of postgres and node
import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { startPostgres } from './tests/support/postgres'

const cpu = (match: (cmd: string) => boolean) => {
  let total = 0
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      if (!match(cmd)) continue
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      total += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])
    } catch {}
  }
  return total / 100
}
const cluster = await startPostgres()
const url = await cluster.createDatabase('seedm')
const before = cpu((c) => c.includes('postgres'))
const t = Date.now()
const r = spawnSync('/usr/bin/time', ['-f', 'seed user %U sys %S', process.execPath, '--import', 'tsx', 'scripts/seed.ts'], {
  env: { ...process.env, DATABASE_URL: url, PAYLOAD_SECRET: 'x'.repeat(40), SEED_DEMO: '1', DEMO_EDITOR_PASSWORD: 'e2e-editor-password', DEMO_ADMIN_PASSWORD: 'e2e-admin-password', PAYLOAD_JOBS_AUTORUN: 'false', SITE_URL: 'http://localhost:3100', DATA_DIR: '/tmp/pgm' },
  encoding: 'utf8',
})
const after = cpu((c) => c.includes('postgres'))
console.log(r.stdout.split('\n').slice(-4).join('\n'), r.stderr.slice(-500))
console.log('wall', (Date.now() - t) / 1000, 'postgres CPU', (after - before).toFixed(1))
cluster.stop()
