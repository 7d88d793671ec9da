import type { BlockExamples } from '../types'

const examples: BlockExamples<'AwesomeImageComponent'> = (media) => [
  {
    blockType: 'AwesomeImageComponent',
    showGutter: true,
    globalBorderRadius: 8,
    images: [
      {
        src: media['photobook-open'],
        fractionInGrid: '2fr',
        objectFit: 'cover',
        caption: 'A hardcover photo book',
      },
      {
        src: media['prints-stack'],
        fractionInGrid: '1fr',
        objectFit: 'contain',
        altText: 'A stack of matte photo prints',
        maxHeight: 320,
      },
    ],
  },
  {
    blockType: 'AwesomeImageComponent',
    fullBleed: true,
    showGutter: false,
    globalBorderRadius: 0,
    images: [
      { src: media['travel-story'], fractionInGrid: '1fr', altText: 'A travel story photo book' },
      { src: media['gallery-wall'], fractionInGrid: '3fr', caption: 'Prints framed on a gallery wall' },
      { src: media['baby-story'], fractionInGrid: '1fr', objectFit: 'contain', maxHeight: 240 },
    ],
  },
]
export default examples
