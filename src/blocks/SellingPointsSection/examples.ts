import type { BlockExamples } from '../types'

const examples: BlockExamples<'SellingPointsSection'> = () => [
  {
    blockType: 'SellingPointsSection',
    title: 'Why choose Lumibook?',
    usp1: {
      title: 'Printed with care',
      body: 'Thick paper, true colours and a sturdy binding that lasts for years.',
      illustration: 'bat-man',
      color: 'seaweed',
    },
    usp2: {
      title: 'Fast delivery to your door',
      body: 'We print your order quickly and send it straight to your home.',
      illustration: 'footprint',
      color: 'seaweed',
    },
    usp3: {
      title: 'Made with love',
      body: 'Every book and print is made just for you, from the moments that matter most.',
      illustration: 'hugging-love',
      color: 'seaweed',
    },
    usp4: {
      title: 'Easy on phone or computer',
      body: 'Start in the app or on your computer and pick up where you left off.',
      illustration: 'high-five',
      color: 'seaweed',
    },
  },
  {
    blockType: 'SellingPointsSection',
    title: 'Gifts they will keep',
    usp1: {
      title: 'A book for every occasion',
      body: 'Birthdays, weddings, first years and big trips, all in one place.',
      illustration: 'heart-love',
      color: 'hjortron4',
    },
    usp2: {
      title: 'Wrapped and ready',
      body: 'Send it straight to the person you made it for.',
      illustration: 'mail-man',
      color: 'kantarell3',
    },
    usp3: {
      title: 'Ready in minutes',
      body: 'Pick your photos and we suggest a layout you can tweak.',
      illustration: 'hand-pens',
      color: 'iglooLight',
    },
  },
]
export default examples
