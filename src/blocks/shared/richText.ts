// A rich-text field counts as content only when its root holds a node: a cleared editor saves an empty root.

/** Whether a saved Lexical value has at least one node; null, malformed or an empty root is no content. */
export function hasRichText<T extends { root: { children: unknown[] } }>(
  value: T | null | undefined,
): value is T {
  return Array.isArray(value?.root?.children) && value.root.children.length > 0
}
