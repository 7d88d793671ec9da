import type { BlockExamples } from '../types'

const examples: BlockExamples<'CustomizableContainer'> = () => [
  {
    blockType: 'CustomizableContainer',
    backgroundColor: 'brokenWhite',
    secondColor: 'seaweed',
    addWaves: true,
    direction: 'up',
    space: 'xl',
  },
  {
    blockType: 'CustomizableContainer',
    backgroundColor: 'seaweed',
    secondColor: 'kantarell4',
    addWaves: true,
    direction: 'down',
    space: 'l',
  },
  { blockType: 'CustomizableContainer', backgroundColor: 'misty', addWaves: false, space: 'xxl' },
]
export default examples
