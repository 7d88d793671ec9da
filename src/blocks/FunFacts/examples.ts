import type { BlockExamples } from '../types'

const examples: BlockExamples<'FunFacts'> = () => [
  {
    blockType: 'FunFacts',
    backgroundColor: 'hjortron4',
    fullbleedLayout: false,
    funFact1: {
      illustration: 'heart-love',
      text: 'A photo book takes your favourite moments off the phone and onto the coffee table.',
    },
    funFact2: {
      illustration: 'hand-pens',
      text: 'Every page can have its own layout, background and captions in your own words.',
    },
    funFact3: {
      illustration: 'sleeping-feet',
      text: 'Choose a hardcover or a softcover, from a handy 20x20 cm to a large 27x27 cm.',
    },
  },
  {
    blockType: 'FunFacts',
    backgroundColor: 'mossa1',
    fullbleedLayout: true,
    funFact1: {
      illustration: 'footprint',
      text: 'A travel album keeps the tickets, maps and faces of a trip together in one place.',
    },
    funFact2: {
      illustration: 'cake-surfing',
      text: 'Birthdays, weddings and first steps: there is a photo book for every occasion.',
    },
    funFact3: {
      illustration: 'mail-man-walking',
      text: 'Prints come on semi-gloss or matte paper, ready for frames, albums and walls.',
    },
  },
]
export default examples
