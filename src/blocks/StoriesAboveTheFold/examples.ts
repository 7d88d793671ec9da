import type { BlockExamples } from '../types'

const examples: BlockExamples<'StoriesAboveTheFold'> = (media) => [
  {
    blockType: 'StoriesAboveTheFold',
    title: 'Ten tips for your travel photo book',
    intro:
      'From picking the best shots to telling the story of your trip, here is how to make a book you will love.',
    image: media['travel-story'],
    altText: 'A photo book of a road trip, open on a map',
  },
  {
    blockType: 'StoriesAboveTheFold',
    fullBleedLayout: true,
    title: 'Our first year, in one book',
    intro: 'A guest writer on collecting twelve months of baby photos into one keepsake.',
    image: media['baby-story'],
    guestAuthor: true,
    guestAuthorSettings: {
      name: 'Elin Svensson',
      email: 'elin@example.com',
      photo: media['gallery-wall'],
      altText: 'Elin Svensson',
    },
  },
]
export default examples
