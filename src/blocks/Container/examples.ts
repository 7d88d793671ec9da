import { richText } from '@/cms/seed/richText'

import type { BlockExamples } from '../types'

const examples: BlockExamples<'Container'> = (media) => [
  {
    blockType: 'Container',
    customWidth: 'text',
    content: [
      { blockType: 'Heading', text: 'Made to be held', as: 'h2', marginBottom: 's' },
      {
        blockType: 'AwesomeParagraphs',
        paragraphContent: richText([
          'Printed and bound in Europe on paper that keeps colours true for decades.',
        ]),
        marginBottom: 'm',
      },
    ],
  },
  {
    blockType: 'Container',
    background: 'misty',
    customWidth: 'wide',
    content: [
      { blockType: 'Heading', text: 'Two ways to start', as: 'h2', textAlign: 'center', marginBottom: 'm' },
      {
        blockType: 'Box',
        display: 'flex',
        flexDirection: 'row',
        gap: 'm',
        content: [
          {
            blockType: 'ButtonComponent',
            buttonText: 'Start a photo book',
            createLink: true,
            productType: 'book',
            variant: 'cta',
          },
          {
            blockType: 'ButtonComponent',
            buttonText: 'Order prints',
            createLink: true,
            productType: 'print',
            variant: 'secondary',
          },
        ],
      },
      {
        blockType: 'AwesomeImageComponent',
        images: [{ src: media['photobook-open'], fractionInGrid: '1fr' }],
      },
    ],
  },
]
export default examples
