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

/**
 * §2 routes: the product landing pages (§3 CreateButtons' link defaults /photobooks and /photoprints, and /prints), so
 * a link to one is a link to its product (the menu's prices, a page whose hero leads there).
 */
export const productLandingPaths: Readonly<Record<string, ProductType>> = {
  '/photobooks': 'book',
  '/photoprints': 'print',
  '/prints': 'print',
}

/** The product of a site link that leads to a product landing page ('/photobooks?x=1' → book). */
export function productOfLink(link: string | null | undefined): ProductType | undefined {
  const path = link
    ?.trim()
    .split(/[?#]/)[0]
    ?.replace(/(.)\/+$/, '$1')
  return path && Object.hasOwn(productLandingPaths, path) ? productLandingPaths[path] : undefined
}

/** The size a print paper's price is for: not in the spec, which prices one print per paper (§9 papers). */
export const printSize = '10 × 15 cm'
