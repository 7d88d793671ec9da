import type { BlockExamples } from '../types'

const examples: BlockExamples<'LogosComponent'> = (media) => [
  {
    blockType: 'LogosComponent',
    intro: 'As seen in',
    fontSettings: { family: 'headline', size: 'title_s', weight: 'semibold', align: 'center' },
    logos: [
      {
        src: media['prints-stack'],
        altText: 'Photo Weekly',
        maxHeight: 48,
        link: 'https://example.com/photo-weekly',
      },
      { src: media['gallery-wall'], altText: 'Design Journal', maxHeight: 40 },
      {
        src: media['baby-story'],
        altText: 'Family Life Magazine',
        maxHeight: 56,
        link: 'https://example.com/family-life',
      },
    ],
  },
]
export default examples
