// The modules src/blocks/shared/styles/inlineCss.cjs makes of `*.inline.pcss` files.
declare module '*.inline.pcss' {
  /** Scoped class names, as a CSS module's. */
  const classes: { readonly [local: string]: string }
  export default classes
  /** Server only: the compiled CSS, rendered by `InlineStyle` (the browser build has no CSS text). */
  export const stylesheet: import('./InlineStyle').InlineStylesheet
}
