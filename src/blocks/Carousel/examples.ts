import type { BlockExamples } from '../types'

const examples: BlockExamples<'Carousel'> = (media) => [
  {
    blockType: 'Carousel',
    paginatorPosition: 'bottom',
    paginatorColor: 'dark',
    useNavArrows: true,
    slides: [
      {
        src: media['gallery-wall'],
        altText: 'Framed prints on a living-room wall',
        caption: 'Prints for every wall',
      },
      {
        src: media['prints-stack'],
        altText: 'A stack of photo prints',
        caption: 'Matte or semi-gloss paper',
      },
    ],
  },
  {
    blockType: 'Carousel',
    paginatorPosition: 'floating',
    paginatorColor: 'light',
    useNavArrows: false,
    backgroundColor: 'seaweed',
    slides: [
      { src: media['travel-story'], altText: 'A travel photo book' },
      { src: media['photobook-open'], altText: 'An open photo book' },
    ],
  },
]
export default examples
