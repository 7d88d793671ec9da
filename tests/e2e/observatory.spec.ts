// Mozilla's HTTP Observatory scanner on the site, as deployed: behind a TLS front on 443 that proxies to the
// app, with port 80 redirecting to https (the load balancer's job in production). The score is recorded.
import { execFile } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { startTlsFront } from '../../scripts/lib/tlsFront'

const scanner = path.resolve('node_modules/@mdn/mdn-http-observatory')

type ScanResult = {
  scan: { grade: string; score: number; testsFailed: number; testsPassed: number }
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>
}

test('the HTTP Observatory grades the site A+', async ({}, testInfo) => {
  test.setTimeout(120_000)
  // Installed with its install scripts off (they download both lists), so they are stubbed empty.
  for (const [file, empty] of [
    ['hsts-preload.json', '{}'],
    ['tld-list.json', '[]'],
  ] as const) {
    const target = path.join(scanner, 'conf', file)
    if (!existsSync(target)) writeFileSync(target, empty)
  }
  const front = await startTlsFront(new URL(baseURL), 443)
  const redirect = http.createServer((request, response) => {
    response.writeHead(301, { Location: `https://localhost${request.url}` }).end()
  })
  await new Promise<void>((resolve, reject) =>
    redirect.once('error', reject).listen(80, '127.0.0.1', resolve),
  )
  try {
    // The scanner's own command line, with the run's certificate as the one extra authority.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(scanner, 'src/scan.js'), 'localhost'],
      {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: front.certificateFile },
      },
    )
    const result = JSON.parse(stdout) as ScanResult
    const summary = {
      grade: result.scan.grade,
      score: result.scan.score,
      tests: Object.fromEntries(Object.values(result.tests).map((t) => [t.result, t.scoreModifier])),
    }
    console.log(`HTTP Observatory: ${summary.grade} (${summary.score})`, summary.tests)
    await testInfo.attach('observatory.json', {
      body: JSON.stringify(result, null, 2),
      contentType: 'application/json',
    })
    const failed = Object.entries(result.tests).filter(([, t]) => !t.pass)
    expect(failed.map(([name, t]) => `${name}: ${t.result}`)).toEqual([])
    expect(result.scan.grade).toBe('A+')
  } finally {
    front.close()
    redirect.close()
  }
})
