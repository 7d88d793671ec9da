import type { BlockExamples } from '../types'

const examples: BlockExamples<'Heading'> = () => [
  { blockType: 'Heading', text: 'Your year in one photo book', as: 'h2', marginBottom: 's' },
  {
    blockType: 'Heading',
    text: 'Centred, in the headline colour',
    as: 'h3',
    textAlign: 'center',
    color: 'glaze',
    marginBottom: 's',
  },
  {
    blockType: 'Heading',
    text: 'A smaller heading for a sub-section',
    as: 'h4',
    fontSize: 'title_s',
    marginBottom: 'l',
  },
]
export default examples
