// Block stylesheets: compiled once for the server (class names and CSS) and once for the browser (class names only),
// rendered inline once per page however many blocks use them.
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { renderServerWithStyles } from '../../../../tests/support/render'
import { compileInlineCss, inlineCssModule } from './inlineCss.cjs'
import { InlineStyle } from './InlineStyle'

const root = path.resolve(import.meta.dirname, '../../../..')
const file = (name: string) => path.join(root, 'src/blocks/Example', name)

describe('compileInlineCss', () => {
  it('scopes class names per file and writes them into the CSS', () => {
    const a = compileInlineCss('.title { color: red }', file('A.inline.pcss'), root)
    const b = compileInlineCss('.title { color: red }', file('B.inline.pcss'), root)
    expect(a.classes.title).toMatch(/^[\w-]+_title$/)
    expect(a.classes.title).not.toBe(b.classes.title)
    expect(a.css).toBe(`.${a.classes.title}{color:red}`)
    expect(compileInlineCss('.title { color: red }', file('A.inline.pcss'), root).classes).toEqual(a.classes)
  })

  it('lowers nesting for the oldest supported browser (Safari 16.4 has none)', () => {
    const { classes, css } = compileInlineCss('.link { &:hover { color: red } }', file('A.inline.pcss'), root)
    expect(css).toBe(`.${classes.link}:hover{color:red}`)
  })

  it('gives a class its composed classes too', () => {
    const { classes } = compileInlineCss(
      '.base { color: red } .accent { composes: base; font-weight: 700 }',
      file('A.inline.pcss'),
      root,
    )
    expect(classes.accent).toBe(`${classes.accent?.split(' ')[0]} ${classes.base}`)
  })

  it('names a stylesheet by file and content, so a changed sheet is a new one', () => {
    const before = compileInlineCss('.title { color: red }', file('Hero.inline.pcss'), root)
    const after = compileInlineCss('.title { color: blue }', file('Hero.inline.pcss'), root)
    expect(before.href).toMatch(/^Hero-[\w-]{8}$/)
    expect(after.href).not.toBe(before.href)
  })

  it('fails the build on invalid CSS, saying where', () => {
    expect(() =>
      compileInlineCss('.title { color: red }\n.title }', file('Broken.inline.pcss'), root),
    ).toThrow('src/blocks/Example/Broken.inline.pcss:2:9: Unexpected end of input')
  })
})

describe('inlineCssModule', () => {
  const source = '.title { color: red }'
  it('gives the server the class names and the stylesheet', () => {
    const server = inlineCssModule(source, file('A.inline.pcss'), { root, browser: false })
    expect(server).toMatch(/^export default \{"title":"[\w-]+_title"\}\n/)
    expect(server).toMatch(
      /export const stylesheet = \{"href":"A-[\w-]{8}","css":"\.[\w-]+_title\{color:red\}"\}/,
    )
  })

  it('gives the browser the class names only: no CSS text ships in JavaScript', () => {
    const browser = inlineCssModule(source, file('A.inline.pcss'), { root, browser: true })
    expect(browser).toMatch(/^export default \{"title":"[\w-]+_title"\}\n$/)
    expect(browser).not.toContain('color')
  })
})

describe('InlineStyle', () => {
  it('renders a stylesheet once however many blocks render it, before the markup', async () => {
    const sheet = { href: 'Hero-abcdefgh', css: '.x_title{color:red}' }
    const other = { href: 'Quote-abcdefgh', css: '.y_quote{color:blue}' }
    const { markup, css } = await renderServerWithStyles(
      <>
        <InlineStyle sheet={sheet} />
        <h1 className="x_title">One</h1>
        <InlineStyle sheet={other} />
        <InlineStyle sheet={sheet} />
        <p className="y_quote">Two</p>
      </>,
    )
    expect(markup).toBe('<h1 class="x_title">One</h1><p class="y_quote">Two</p>')
    expect(css).toBe('.x_title{color:red}.y_quote{color:blue}')
  })
})
