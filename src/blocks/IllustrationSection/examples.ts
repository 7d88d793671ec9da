import type { BlockExamples } from '../types'

const examples: BlockExamples<'IllustrationSection'> = (media) => [
  {
    blockType: 'IllustrationSection',
    illustration: 'heart-love',
    illustrationColor: 'tomato',
    illustrationSize: 'l',
    illustrationPosition: 'center',
  },
  {
    blockType: 'IllustrationSection',
    illustration: 'arrow-05',
    arrowOptions: { arrowDirection: 'down', arrowRotation: 25 },
    illustrationPosition: 'left',
  },
  {
    blockType: 'IllustrationSection',
    useImage: true,
    image: { src: media['prints-stack'], altText: 'A stack of matte photo prints', width: 40, height: 40 },
    illustrationPosition: 'right',
  },
]
export default examples
