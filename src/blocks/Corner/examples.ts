import type { BlockExamples } from '../types'

const examples: BlockExamples<'Corner'> = (media) => [
  {
    blockType: 'Corner',
    backgroundColor: 'brokenWhite',
    color: 'brandYellow',
    title: 'Your story, page by page',
    text: 'Pick your photos, choose a layout and add a few words. We print and bind your photo book and send it to your door.',
    image: media['photobook-open'],
    imageAltText: 'An open photo book with holiday pictures on both pages',
    addButton: true,
    button: { text: 'Create a photo book', createLink: true, productType: 'book' },
  },
  {
    blockType: 'Corner',
    backgroundColor: 'iglooLight',
    color: 'lavender',
    title: 'Prints for every wall',
    text: 'Order your favourite shots as prints on semi-gloss or matte paper and build a gallery wall of your own.',
    image: media['gallery-wall'],
    imageAltText: 'Framed photo prints hanging together on a living-room wall',
    addButton: true,
    button: { text: 'See our photo prints', createLink: false, link: '/photoprints' },
  },
  {
    blockType: 'Corner',
    backgroundColor: 'seaweedLight',
    color: 'kantarell2',
    title: 'A gift that grows up with them',
    text: 'A baby book collects the first smiles, steps and birthdays in one place to look back on together.',
    image: media['baby-story'],
    imageAltText: 'A baby photo book open on a knitted blanket',
    addButton: false,
  },
]
export default examples
