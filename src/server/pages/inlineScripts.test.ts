import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { inlineScriptHashes } from './inlineScripts'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script the browser runs, each once', () => {
    const html = [
      '<html><head><script>self.__next_f=self.__next_f||[]</script></head><body>',
      '<script type="module">import "/x.js"</script>',
      '<script async src="/_next/static/chunks/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>self.__next_f.push([1,"é\\u003c/script>"])</script>',
      '<script>self.__next_f=self.__next_f||[]</script>',
      "<SCRIPT type='text/javascript'>\nconsole.log(1)\n</SCRIPT >",
      '</body></html>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      hash('self.__next_f=self.__next_f||[]'),
      hash('import "/x.js"'),
      hash('self.__next_f.push([1,"é\\u003c/script>"])'),
      hash('\nconsole.log(1)\n'),
    ])
  })

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual([])
  })
})
