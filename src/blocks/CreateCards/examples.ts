import type { BlockExamples } from '../types'

const examples: BlockExamples<'CreateCards'> = (media) => [
  {
    blockType: 'CreateCards',
    photobooks: {
      title: 'Photo books',
      link: '/photobooks',
      color: 'hjortron2',
      coverImage: media['photobook-open'],
      hoverImage: media['baby-story'],
    },
    prints: {
      title: 'Photo prints',
      link: '/prints',
      color: 'hjortron3',
      coverImage: media['prints-stack'],
      hoverImage: media['gallery-wall'],
    },
  },
]
export default examples
