import { richText } from '@/cms/seed/richText'

import type { BlockExamples } from '../types'

const examples: BlockExamples<'Paragraphwithlist'> = () => [
  {
    blockType: 'Paragraphwithlist',
    startIndex: 1,
    list: [
      {
        title: 'Pick your best photos',
        anchorRef: true,
        anchorRefName: 'pick-photos',
        paragraph: richText([
          'Start with twenty favourites; the app suggests the sharpest shots from each day.',
        ]),
      },
      {
        title: 'Choose a cover',
        paragraph: richText(['A hardcover keeps a travel story safe for years on the bookshelf.']),
      },
      {
        title: 'Back to picking photos',
        anchorLink: true,
        anchorLinkName: 'pick-photos',
        paragraph: richText(['Not sure? Go back to step one and let the app choose for you.']),
      },
    ],
  },
  {
    blockType: 'Paragraphwithlist',
    startIndex: 4,
    list: [
      {
        title: 'Order before the 15th',
        paragraph: richText(['Your book arrives in time for the holidays.']),
      },
      { title: 'Wrap it', paragraph: richText(['Every book ships in a gift-ready box.']) },
    ],
  },
]
export default examples
