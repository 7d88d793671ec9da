// §3 Prices (PricesSection): productType book|print (required, §5), title, subtitle, customCoverImage; a cover image
// per §9 book format and the print paper images semiGlossPaperImage and mattePaperImage. The prices themselves come
// from the data API (§7), never from the editor.
import type { Block, Field } from 'payload'

import { imageField } from '@/cms/collections/Media'

import { bookFormats, printPapers, productTypes } from '@/config/products'

import { options, spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

export type BookFormat = (typeof bookFormats)[number]
export type PrintPaper = (typeof printPapers)[number]

/** 'hardcover 27x27 cm' → 'hardcover27x27CoverImage': one field per §9 book format. */
export function coverImageField(format: BookFormat): string {
  return `${format.replace(/ cm$/, '').replace(/ /g, '')}CoverImage`
}

/** §3: 'semi-gloss' → 'semiGlossPaperImage', 'matte' → 'mattePaperImage'. */
export function paperImageField(paper: PrintPaper): string {
  return `${paper.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}PaperImage`
}

const isBook = (_: unknown, sibling: { productType?: string } | undefined) => sibling?.productType === 'book'
const isPrint = (_: unknown, sibling: { productType?: string } | undefined) =>
  sibling?.productType === 'print'

const image = (name: string, condition: typeof isBook, label: string, description?: string): Field =>
  imageField(name, { label, admin: { condition, description } })

export const pricesSectionBlock: Block = {
  slug: 'PricesSection',
  // PostgreSQL names stop at 63 characters: a short stem under each collection's table.
  dbName: blockTableName('prices'),
  fields: [
    { name: 'productType', type: 'select', required: true, options: options(productTypes) },
    { name: 'title', type: 'text' },
    { name: 'subtitle', type: 'textarea' },
    image(
      'customCoverImage',
      isBook,
      'Custom cover image',
      'Shown on every format instead of the format’s own cover (e.g. a seasonal cover).',
    ),
    // Only the images of the chosen product type are shown to the editor.
    ...bookFormats.map((format) => image(coverImageField(format), isBook, `Cover image: ${format}`)),
    ...printPapers.map((paper) => image(paperImageField(paper), isPrint, `Paper image: ${paper}`)),
    spacingFields,
  ],
}
