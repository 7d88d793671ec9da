import { richText } from '@/cms/seed/richText'

import type { BlockExamples } from '../types'

const examples: BlockExamples<'AwesomeParagraphs'> = () => [
  {
    blockType: 'AwesomeParagraphs',
    isPreamble: true,
    paragraphContent: richText(['Turn the photos on your phone into a book you can hold, in a few minutes.']),
    marginBottom: 'm',
  },
  {
    blockType: 'AwesomeParagraphs',
    headline: 'Printed on paper made to last',
    headlineVariant: 'heading',
    paragraphContent: richText([
      'Every page is printed on thick, matte paper that keeps colours true for decades.',
      'Choose a hardcover for the bookshelf or a softcover for the coffee table.',
    ]),
    marginBottom: 'm',
  },
  {
    blockType: 'AwesomeParagraphs',
    headline: 'On a background',
    headlineVariant: 'subheading',
    headlinePosition: 'center',
    bodyTextAlign: 'center',
    backgroundColor: 'seaweedLight',
    padding: 'l',
    paragraphContent: richText(['Free delivery on your first photo book.']),
  },
]
export default examples
