import type { BlockExamples } from '../types'

// One per §9 contact form type, as a photo-book shop's contact and about pages would use them.
const examples: BlockExamples<'ContactForms'> = () => [
  {
    blockType: 'ContactForms',
    formType: 'support',
    backgroundColor: 'misty',
    useTitle: true,
    title: 'Questions about your order?',
  },
  {
    blockType: 'ContactForms',
    formType: 'collaborate',
    backgroundColor: 'iglooLight',
    useTitle: true,
    title: 'Work with us',
  },
  {
    blockType: 'ContactForms',
    formType: 'feedback',
    backgroundColor: 'seaweedLight',
    useTitle: true,
    title: 'Tell us what you think',
    extraMarginBottom: true,
    extraMarginBottomSize: 'xl',
  },
]
export default examples
