import type { BlockExamples } from '../types'

const examples: BlockExamples<'Quote'> = () => [
  {
    blockType: 'Quote',
    modelType: 'pages',
    quote: 'We made a book of our first year with the twins. It is the thing we would grab in a fire.',
    signature: 'Maja, mother of two',
    decorative: 'quotation',
  },
  {
    blockType: 'Quote',
    modelType: 'pages',
    backgroundColor: 'seaweedLight',
    quote: 'Opening the parcel felt like opening the whole summer again.',
    signature: 'Jonas, photographer at heart',
    decorative: 'happy-dance',
  },
  {
    blockType: 'Quote',
    modelType: 'pages',
    backgroundColor: 'brokenWhite',
    quote: 'Grandma cried, then asked for a copy for every grandchild.',
    signature: 'Lea',
    decorative: 'cake-surfing',
  },
]
export default examples
