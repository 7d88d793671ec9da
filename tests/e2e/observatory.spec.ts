// Mozilla's HTTP Observatory scanner on the site, as deployed: behind a TLS front on 443 that proxies to the
// app, with port 80 redirecting to https (the load balancer's job in production). The score is recorded.
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'

const scanner = path.resolve('node_modules/@mdn/mdn-http-observatory')

type ScanResult = {
  scan: { grade: string; score: number; testsFailed: number; testsPassed: number }
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>
}

/** A self-signed certificate for localhost, made for this run only; the scanner is told to trust it. */
function certificate(): { key: Buffer; cert: Buffer; file: string } {
  const directory = mkdtempSync(path.join(tmpdir(), 'observatory-'))
  const [key, cert] = [path.join(directory, 'key.pem'), path.join(directory, 'cert.pem')]
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' }) // prettier-ignore
  return { key: readFileSync(key), cert: readFileSync(cert), file: cert }
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
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
  const app = new URL(baseURL)
  const tls = certificate()
  const front = https.createServer(tls, (request, response) => {
    const upstream = http.request(
      {
        host: app.hostname,
        port: app.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    request.pipe(upstream)
  })
  const redirect = http.createServer((request, response) => {
    response.writeHead(301, { Location: `https://localhost${request.url}` }).end()
  })
  await Promise.all([listen(front, 443), listen(redirect, 80)])
  try {
    // The scanner's own command line, with the run's certificate as the one extra authority.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(scanner, 'src/scan.js'), 'localhost'],
      {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.file },
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
