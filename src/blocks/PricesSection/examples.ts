import type { BlockExamples } from '../types'

const examples: BlockExamples<'PricesSection'> = (media) => [
  {
    blockType: 'PricesSection',
    productType: 'book',
    title: 'Photo books for every story',
    subtitle: 'Pick a size and a cover. Every book is printed on thick, lay-flat friendly paper.',
    hardcover27x27CoverImage: media['photobook-open'],
    hardcover20x20CoverImage: media['travel-story'],
    softcover20x20CoverImage: media['baby-story'],
  },
  {
    blockType: 'PricesSection',
    productType: 'book',
    title: 'Our Christmas cover',
    subtitle: 'This season every format comes with our festive cover design.',
    customCoverImage: media['gallery-wall'],
  },
  {
    blockType: 'PricesSection',
    productType: 'print',
    title: 'Photo prints',
    subtitle: 'Semi-gloss for bright colours, matte for a soft, glare-free finish.',
    semiGlossPaperImage: media['prints-stack'],
    mattePaperImage: media['gallery-wall'],
  },
]
export default examples
