// Types of inlineCss.cjs (CommonJS, as Turbopack loads loaders), for the tests that compile stylesheets with it.
import type { InlineStylesheet } from './InlineStyle'

export interface CompiledInlineCss extends InlineStylesheet {
  classes: Record<string, string>
}

export function compileInlineCss(source: string, absolutePath: string, root: string): CompiledInlineCss
export function inlineCssModule(
  source: string,
  absolutePath: string,
  options: { root: string; browser: boolean },
): string
