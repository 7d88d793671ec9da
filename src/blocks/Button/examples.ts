import type { BlockExamples } from '../types'

const examples: BlockExamples<'Button'> = () => [
  { blockType: 'Button', buttonText: 'Browse photo books', link: '/photobooks' },
  { blockType: 'Button', buttonText: 'Start your prints', createLink: true, productType: 'print' },
]
export default examples
