import type { BlockExamples } from '../types'

const examples: BlockExamples<'ButtonComponent'> = () => [
  {
    blockType: 'ButtonComponent',
    buttonText: 'See our photo books',
    link: '/photobooks',
    variant: 'primary',
    size: 'l',
    buttonPosition: 'left',
  },
  {
    blockType: 'ButtonComponent',
    buttonText: 'Start a photo book',
    createLink: true,
    productType: 'book',
    variant: 'cta',
    buttonPosition: 'center',
  },
  {
    blockType: 'ButtonComponent',
    buttonText: 'Order prints',
    createLink: true,
    productType: 'print',
    variant: 'secondary',
    size: 'm',
    buttonPosition: 'right',
  },
  { blockType: 'ButtonComponent', link: '/photobooks', size: 's', buttonPosition: 'left' },
]
export default examples
