import type { BlockExamples } from '../types'

const examples: BlockExamples<'ReviewsSection'> = () => [
  { blockType: 'ReviewsSection' },
  {
    blockType: 'ReviewsSection',
    heading: 'Loved by photo-book makers',
    productType: 'book',
    backgroundColor: 'seaweedLight',
    limit: 3,
  },
]
export default examples
