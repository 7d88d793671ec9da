import type { BlockExamples } from '../types'

const examples: BlockExamples<'Box'> = () => [
  {
    blockType: 'Box',
    display: 'flex',
    flexDirection: 'row',
    gap: 'm',
    content: [
      {
        blockType: 'ButtonComponent',
        buttonText: 'See our photo books',
        link: '/photobooks',
        variant: 'primary',
      },
      { blockType: 'ButtonComponent', buttonText: 'See our prints', link: '/prints', variant: 'secondary' },
    ],
  },
  {
    blockType: 'Box',
    display: 'block',
    gap: 's',
    maxWidth: 'narrow',
    background: 'brokenWhite',
    content: [
      { blockType: 'Heading', text: 'Gift cards', as: 'h3', marginBottom: 'none' },
      {
        blockType: 'Quote',
        modelType: 'pages',
        quote: 'The easiest present I have ever given.',
        signature: 'Sofie',
        decorative: 'quotation',
      },
    ],
  },
]
export default examples
