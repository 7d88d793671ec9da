import type { BlockExamples } from '../types'

const examples: BlockExamples<'ContractSection'> = (media) => [
  {
    blockType: 'ContractSection',
    backgroundImage: media['gallery-wall'],
    image: media['photobook-open'],
    altText: 'An open photo book with wedding pictures',
    heading: 'Photo books for your business',
    addHeadingLink: true,
    headingLink: 'business-photo-books',
    intro:
      'Gifts for clients, yearbooks for your team or a portfolio that sells: we print them in any quantity, with one invoice.',
    button: { text: 'Start creating', createLink: false, link: '/create' },
    handwrittenText: {
      text: 'Made with love in our studio',
      fontFamily: 'accent',
      fontSize: 'xxl',
      lineHeight: 'm',
    },
  },
  {
    blockType: 'ContractSection',
    image: media['travel-story'],
    heading: 'Turn your trip into a book',
    intro: 'Pick your favourite holiday photos and we take care of the rest.',
    button: { text: 'Create a photo book', createLink: true, productType: 'book' },
    handwrittenText: { text: 'Bon voyage!', fontFamily: 'primary', fontSize: 'xl', lineHeight: 'l' },
  },
]
export default examples
