import type { BlockExamples } from '../types'

const examples: BlockExamples<'CoversSection'> = () => [
  {
    blockType: 'CoversSection',
    title: 'Find the cover that fits your story',
    buttonText: 'Create a photo book',
  },
  { blockType: 'CoversSection', title: 'Hardcover or softcover?', buttonText: 'Start your book' },
]
export default examples
