// Server-renders a block's output to HTML the way the page would, resolving async server components first.
import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

type Component = (props: unknown) => ReactNode | Promise<ReactNode>

/** Resolves async function components (server components) in a tree, so the result renders statically. */
export async function resolveServerTree(node: ReactNode | Promise<ReactNode>): Promise<ReactNode> {
  const value = await node
  // Each resolved child keeps its place's key, as React would for the unresolved list.
  if (Array.isArray(value))
    return Promise.all(
      value.map(async (child, index) =>
        createElement(
          Fragment,
          { key: (isValidElement(child) && child.key) || index },
          await resolveServerTree(child),
        ),
      ),
    )
  if (!isValidElement(value)) return value
  const element = value as ReactElement<{ children?: ReactNode }>
  if (typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction') {
    return resolveServerTree((element.type as Component)(element.props))
  }
  if (element.props.children === undefined) return element
  return {
    ...element,
    props: { ...element.props, children: await resolveServerTree(element.props.children) },
  }
}

/** The blocks' own `<style precedence>` elements, which React puts first (a page hoists them into its head). */
// The CSS may hold a '<' (lightningcss writes `max-width` queries as `width<=…`): up to the element's end tag.
const hoistedStyle = /<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g

/** The block's markup as it stands in the page body (its hoisted styles left out). */
export async function renderServer(node: ReactNode | Promise<ReactNode>): Promise<string> {
  return (await renderServerWithStyles(node)).markup
}

/** The markup, and the CSS of the stylesheets the rendered blocks ship with it (src/blocks/shared/styles). */
export async function renderServerWithStyles(
  node: ReactNode | Promise<ReactNode>,
): Promise<{ markup: string; css: string }> {
  const html = renderToStaticMarkup(await resolveServerTree(node))
  const css = [...html.matchAll(hoistedStyle)].map((match) => match[1]).join('')
  return { markup: html.replace(hoistedStyle, ''), css }
}
