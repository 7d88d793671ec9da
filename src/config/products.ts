// §9 "Products": the business constants of the catalogue.
export const productTypes = ['book', 'print'] as const
export type ProductType = (typeof productTypes)[number]

export const bookFormats = ['hardcover 27x27 cm', 'hardcover 20x20 cm', 'softcover 20x20 cm'] as const
export const printPapers = ['semi-gloss', 'matte'] as const
export const contactFormTypes = ['collaborate', 'support', 'feedback'] as const

/** §9: the default button text. */
export const defaultButtonText = 'Create a photo book'

/** §5: default alt text where an editor left it out. */
export const defaultAltText = 'Photo books'
