// What a hostile client sends (issue #21): HTTP/1.1 requests written byte for byte on a socket, so paths, headers
// and bodies reach the server exactly as generated, malformed ones included (fetch and node:http refuse those).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { connect } from 'node:net'

export interface RawRequest {
  method: string
  /** The request-target, as sent. */
  target: string
  headers: [string, string][]
  body?: Buffer
  /** Send the body chunked, with no Content-Length. */
  chunked?: boolean
}

/** The response's status, or an error when the server closed the connection without one. */
export function rawRequest(port: number, request: RawRequest, timeoutMs = 30_000): Promise<number> {
  const body = request.body ?? Buffer.alloc(0)
  const lines = [
    `${request.method} ${request.target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: close',
  ]
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`)
  if (request.chunked) lines.push('Transfer-Encoding: chunked')
  else if (request.body) lines.push(`Content-Length: ${body.length}`)
  const framed = request.chunked
    ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')])
    : body
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let head = ''
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer in ${timeoutMs} ms`)))
    socket.on('data', (chunk: Buffer) => {
      if (head.length < 64) head += chunk.toString('latin1')
    })
    const settle = (error?: Error) => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]
      if (status) resolve(Number(status))
      else reject(error ?? new Error(`closed without a status: ${JSON.stringify(head)}`))
    }
    socket.on('close', () => settle())
    // A reset after the status line (the server stopped reading an oversized body) still answered.
    socket.on('error', (error) => settle(error))
    socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), framed]))
  })
}

/** The process listening on a loopback TCP port (from /proc), so a test can watch its memory and that it stays up. */
export function listeningProcess(port: number): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      // local_address ends in :PORT; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9])
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[] = []
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`)
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(link)?.[1] ?? '')) return Number(pid)
      } catch {
        // The descriptor closed while we looked.
      }
    }
  }
  return undefined
}

/** A process's resident memory in MiB. */
export function residentMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kib) / 1024
}
