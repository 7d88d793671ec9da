import type { BlockExamples } from '../types'

const examples: BlockExamples<'ChristmasDelivery'> = () => [
  // No items: the last order dates of every country from the commerce data.
  { blockType: 'ChristmasDelivery', color: 'kantarell4' },
  {
    blockType: 'ChristmasDelivery',
    color: 'seaweedLight',
    items: [
      { country: 'GB', lastOrderDate: '2026-12-16T12:00:00.000Z' },
      { country: 'SE', lastOrderDate: '2026-12-14T12:00:00.000Z' },
      { country: 'DE', lastOrderDate: '2026-12-15T12:00:00.000Z' },
    ],
  },
]
export default examples
