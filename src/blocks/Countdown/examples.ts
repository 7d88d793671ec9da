import type { BlockExamples } from '../types'

const day = 24 * 60 * 60 * 1000

/** Dates relative to the seeding moment, so the seeded countdowns never lie in the past. */
function fromNow(days: number): string {
  return new Date(Date.now() + days * day).toISOString()
}

const examples: BlockExamples<'Countdown'> = () => [
  {
    blockType: 'Countdown',
    backgroundColor: 'kantarell4',
    contentAlignment: 'center',
    targetDate: fromNow(30),
    targetText: 'Our Christmas sale starts in',
    addEndDate: true,
    eventEndDate: fromNow(33),
    eventEndText: 'Order your photo book for Christmas, the sale ends in',
    useTextGradient: true,
  },
  {
    blockType: 'Countdown',
    fullbleed: true,
    backgroundColor: 'almostBlack',
    invertedTextColor: true,
    contentAlignment: 'left',
    targetDate: fromNow(12),
    targetText: 'Last day to order for Mother’s Day delivery',
  },
]
export default examples
