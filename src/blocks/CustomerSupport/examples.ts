import type { BlockExamples } from '../types'

const examples: BlockExamples<'CustomerSupport'> = () => [
  {
    blockType: 'CustomerSupport',
    heading: 'Stuck on a page layout?',
    text: 'Our photo-book team answers in a few minutes, every day from 8 to 22.',
    contactLink: 'mailto:help@lumibook.example',
  },
]
export default examples
