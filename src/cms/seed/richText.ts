// Builds Lexical rich text (the CMS's editor format) from plain paragraphs, for seeded content.
import type { BlockData } from '@/blocks/types'

type RichTextValue = NonNullable<BlockData<'AwesomeParagraphs'>['paragraphContent']>

export function richText(paragraphs: string[]): RichTextValue {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  }
}
