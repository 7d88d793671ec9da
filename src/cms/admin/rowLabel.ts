// Issue #32 "Rows say what they hold": a collapsed block or array row in the admin names its main text (§1 editors
// compose pages; two Text blocks must be told apart). Pure, so the admin's RowLabel and the tests share it.

/** Where a row keeps its main text, most telling first (§3 field names: a slide's caption before its alt). */
export const mainTextFields = [
  'blockName',
  'heading',
  'richTextHeading',
  'headline',
  'title',
  'label',
  'buttonText',
  'text',
  'caption',
  'quote',
  'subheading',
  'paragraphContent',
  'paragraph',
  'intro',
  'body',
  'description',
  'targetText',
  'altText',
  'imageAltText',
  'linkLabel',
  'name',
] as const

/** Longer text is cut: a row header is one line. */
const maxLength = 60

function oneLine(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line
}

/** The text of a Lexical node and its children, as one string. */
function lexicalText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const text = Reflect.get(node, 'text')
  if (typeof text === 'string') return text
  const children = Reflect.get(node, 'children')
  return Array.isArray(children) ? children.map(lexicalText).join('') : ''
}

/** A field value as text: a string, or a rich text's first non-empty paragraph. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return oneLine(value)
  if (!value || typeof value !== 'object') return ''
  const root = Reflect.get(value, 'root')
  const children = root && typeof root === 'object' ? Reflect.get(root, 'children') : undefined
  if (!Array.isArray(children)) return ''
  for (const child of children) {
    const line = oneLine(lexicalText(child))
    if (line) return line
  }
  return ''
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && !('root' in (value as object))

/** A row's main text: the first named field with text, else the first of its groups' (CreateButtons' titles). */
export function mainText(data: unknown): string {
  if (!isGroup(data)) return ''
  for (const name of mainTextFields) {
    const text = textOf(data[name])
    if (text) return text
  }
  for (const value of Object.values(data)) {
    if (!isGroup(value)) continue
    for (const name of mainTextFields) {
      const text = textOf(value[name])
      if (text) return text
    }
  }
  return ''
}

/** A block row: "Heading – Your stories, beautifully bound"; the block's name alone while it holds no text. */
export function blockRowLabel(blockName: string, data: unknown): string {
  const text = mainText(data)
  return text ? `${blockName} – ${text}` : blockName
}

/** An array row: its main text ("Photo books"), else its kind and number ("Slide 2"); `rowIndex` counts from 0. */
export function arrayRowLabel(singular: string, data: unknown, rowIndex: number): string {
  return mainText(data) || `${singular} ${rowIndex + 1}`
}
