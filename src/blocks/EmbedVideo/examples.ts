import type { BlockExamples } from '../types'

const examples: BlockExamples<'EmbedVideo'> = () => [
  {
    blockType: 'EmbedVideo',
    url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    title: 'How a photo book is made',
  },
]
export default examples
