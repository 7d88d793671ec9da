import type { BlockExamples } from '../types'

const examples: BlockExamples<'DeliverySection'> = () => [
  { blockType: 'DeliverySection', heading: 'Delivered to your door' },
]
export default examples
