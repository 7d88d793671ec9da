// A block's stylesheet (`*.inline.pcss`) is a CSS module that the block renders itself, inline, as a React
// `<style href precedence>`: a page then carries the CSS of the blocks it shows, not of all forty (§2 "blocks are
// loaded on demand"). Next would attach every stylesheet reachable through the block registry to every page.
// Used as the Turbopack loader (next.config.ts) and by the Vitest plugin (vitest.config.ts), so class names agree.
// Not `.css`: Next hands every `.css` import of a server component to its own stylesheet pipeline, before any rule.
'use strict'

const { createHash } = require('node:crypto')
const path = require('node:path')

const { transform } = require('lightningcss')

/** Next's default browser targets (chrome 111, edge 111, firefox 111, safari 16.4), in lightningcss's encoding. */
const version = (major, minor = 0) => (major << 16) | (minor << 8)
const targets = { chrome: version(111), edge: version(111), firefox: version(111), safari: version(16, 4) }

/** Compiles one `*.inline.pcss` file (plain CSS, scoped class names): { classes, href, css }. */
function compileInlineCss(source, absolutePath, root) {
  const filename = path.relative(root, absolutePath).split(path.sep).join('/')
  let result
  try {
    result = transform({
      filename,
      code: Buffer.from(source),
      minify: true,
      cssModules: { pattern: '[hash]_[local]' },
      targets,
    })
  } catch (error) {
    // lightningcss says what and where, not in which file.
    const at = error.loc ? `:${error.loc.line}:${error.loc.column}` : ''
    throw new Error(`${filename}${at}: ${error.message}`, { cause: error })
  }
  const classes = {}
  // Sorted: lightningcss lists them in no fixed order, and a build of the same sources should be the same bytes.
  for (const [local, exported] of Object.entries(result.exports ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
    classes[local] = [exported.name, ...exported.composes.map((composed) => composed.name)].join(' ')
  }
  const css = result.code.toString()
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8)
  return { classes, href: `${path.basename(filename, '.inline.pcss')}-${hash}`, css }
}

/**
 * The JavaScript module an import gets: the class names as the default export (as a CSS module has) and, on the
 * server, `stylesheet` ({ href, css }) for `InlineStyle` to render. The browser build gets the class names only, so
 * no CSS text ships in JavaScript (a client component cannot render a stylesheet).
 */
function inlineCssModule(source, absolutePath, { root, browser }) {
  const { classes, href, css } = compileInlineCss(source, absolutePath, root)
  const lines = [`export default ${JSON.stringify(classes)}`]
  if (!browser) lines.push(`export const stylesheet = ${JSON.stringify({ href, css })}`)
  return `${lines.join('\n')}\n`
}

/** The webpack-style loader Turbopack runs; options: { browser: boolean }. */
function inlineCssLoader(source) {
  const { browser = false } = this.getOptions?.() ?? {}
  return inlineCssModule(source, this.resourcePath, { root: this.rootContext || process.cwd(), browser })
}

module.exports = inlineCssLoader
module.exports.compileInlineCss = compileInlineCss
module.exports.inlineCssModule = inlineCssModule
