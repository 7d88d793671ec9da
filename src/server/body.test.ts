// Issue #21: one body reader for every POST route: capped, typed, never a throw.
import { describe, expect, it } from 'vitest'

import { readBody } from './body'

const post = (body: BodyInit | null, type?: string, headers: Record<string, string> = {}) =>
  new Request('http://x/', {
    method: 'POST',
    body,
    headers: { ...(type ? { 'content-type': type } : {}), ...headers },
    duplex: 'half',
  } as RequestInit)

const both = { maxBytes: 100, types: ['json', 'form'] } as const

describe('readBody', () => {
  it('reads a JSON object and a urlencoded form', async () => {
    expect(await readBody(post('{"a":1}', 'application/json; charset=utf-8'), both)).toEqual({
      ok: true,
      body: { a: 1 },
    })
    expect(await readBody(post('a=1&b=x+y', 'application/x-www-form-urlencoded'), both)).toEqual({
      ok: true,
      body: { a: '1', b: 'x y' },
    })
  })

  it('refuses JSON that is not an object: null, arrays, numbers, strings, broken text', async () => {
    for (const text of ['null', '[]', '[{"a":1}]', '7', '"a"', '{"a":', '', '\u0000'])
      expect(await readBody(post(text, 'application/json'), both), text).toMatchObject({
        ok: false,
        status: 400,
      })
  })

  it('refuses other or missing content types with 415', async () => {
    for (const type of [undefined, 'text/plain', 'multipart/form-data; boundary=x', 'application/jsonx'])
      expect(await readBody(post('{}', type), both), type).toMatchObject({ ok: false, status: 415 })
    expect(
      await readBody(post('a=1', 'application/x-www-form-urlencoded'), { maxBytes: 100, types: ['json'] }),
    ).toMatchObject({ status: 415 })
  })

  it('caps the size whatever Content-Length says, or when it is missing (a stream)', async () => {
    const big = `{"a":"${'x'.repeat(200)}"}`
    expect(await readBody(post(big, 'application/json'), both)).toMatchObject({ status: 413 })
    expect(await readBody(post(big, 'application/json', { 'content-length': '10' }), both)).toMatchObject({
      status: 413,
    })
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('x'.repeat(64)))
      },
    })
    expect(await readBody(post(stream, 'application/json'), both)).toMatchObject({
      status: 413,
      error: 'too-large',
    })
  })
})
