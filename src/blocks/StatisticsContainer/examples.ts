import type { BlockExamples } from '../types'

const examples: BlockExamples<'StatisticsContainer'> = (media) => [
  {
    blockType: 'StatisticsContainer',
    heading: 'Stories worth keeping',
    intro: 'Every day, families across Europe turn their phone photos into books they can hold.',
    statisticsSlides: [
      {
        title: '2 million',
        text: 'photo books printed since we started',
        color: 'kantarell3',
        altText: 'Photo books in print',
      },
      {
        title: '4.8 / 5',
        text: 'average rating from our customers',
        color: 'hjortron3',
        src: media['photobook-open'],
        altText: 'An open photo book',
      },
      { title: '3 days', text: 'from your order to your door', color: 'mossa4', altText: 'A parcel' },
    ],
    source: 'Our order statistics, 2026',
  },
]
export default examples
