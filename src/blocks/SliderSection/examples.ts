import type { BlockExamples } from '../types'

const slides = (media: Parameters<BlockExamples<'SliderSection'>>[0]) => [
  {
    src: media['photobook-open'],
    altText: 'An open photo book of a summer holiday',
    caption: 'Summer in Skåne',
  },
  { src: media['travel-story'], altText: 'A travel photo book', caption: 'A road trip, page by page' },
  { src: media['baby-story'], altText: 'A baby’s first-year photo book', caption: 'The first year' },
]

const examples: BlockExamples<'SliderSection'> = (media) => [
  {
    blockType: 'SliderSection',
    heading: 'Stories our customers printed',
    body: 'Every book starts with the photos already on your phone.',
    textAlign: 'center',
    imageGap: 's',
    slides: slides(media),
  },
  {
    blockType: 'SliderSection',
    backgroundColor: 'almostBlack',
    heading: 'On a dark background',
    body: 'Light arrows stay visible on dark colours.',
    textAlign: 'left',
    invertedColorArrows: true,
    imageGap: 'm',
    slides: slides(media),
  },
]
export default examples
