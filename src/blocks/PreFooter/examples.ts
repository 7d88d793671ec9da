import type { BlockExamples } from '../types'

const examples: BlockExamples<'PreFooter'> = () => [
  {
    blockType: 'PreFooter',
    backgroundColor: 'seaweed',
    illustration: 'high-five',
    headline: 'Ready to make something to keep?',
    text: 'Turn your favourite photos into a photo book or prints in just a few minutes.',
    button: { text: 'Start creating', createLink: true, productType: 'book' },
  },
  {
    blockType: 'PreFooter',
    backgroundColor: 'blåbär1',
    illustration: 'happy-dance',
    headline: 'Still have photos on your phone?',
    text: 'Give them a place on the wall: order prints on semi-gloss or matte paper.',
    button: { text: 'Order photo prints', createLink: false, link: '/photoprints' },
  },
]
export default examples
