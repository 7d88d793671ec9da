import type { BlockExamples } from '../types'

const examples: BlockExamples<'CreateButtons'> = (media) => [
  {
    blockType: 'CreateButtons',
    photobooks: {
      title: 'Create a photo book',
      link: '/photobooks',
      color: 'brandYellow',
      image: media['photobook-open'],
    },
    prints: { title: 'Order photo prints', link: '/photoprints', color: 'seaweedLight' },
  },
  {
    blockType: 'CreateButtons',
    photobooks: {
      title: 'Turn your holiday into a book',
      link: '/photobooks',
      color: 'hjortron3',
      image: media['travel-story'],
    },
    prints: { title: 'Prints for the fridge door', link: '/photoprints', color: 'igloo' },
  },
]
export default examples
