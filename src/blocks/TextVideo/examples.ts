import { richText } from '@/cms/seed/richText'

import type { BlockExamples } from '../types'

// The seed has no video file (the gallery stays small and offline), so these show the poster in the video's place;
// with an uploaded mp4, mov or webm the same block plays it on request.
const examples: BlockExamples<'TextVideo'> = (media) => [
  {
    blockType: 'TextVideo',
    heading: 'Watch a photo book come to life',
    ingress: 'From the printer to the bindery in under a minute.',
    text: richText(['Every book is printed, trimmed and bound by hand in our studio.']),
    altText: 'A photo book being bound in the studio',
    video: { posterImage: media['photobook-open'], loop: false, muted: true, fileType: 'mp4' },
    marginBottom: 'xl',
  },
  {
    blockType: 'TextVideo',
    mirroredLayout: true,
    fullbleedVideo: true,
    backgroundColor: 'lav4',
    heading: 'Three steps to your book',
    addList: true,
    list: {
      startIndex: 1,
      dotColor: 'ljung2',
      listItem: [
        { subheading: 'Upload', text: 'Add photos from your phone or computer.' },
        { subheading: 'Arrange', text: 'Drag pictures onto pages or let the app do it.' },
        { subheading: 'Order', text: 'Pick a cover and we deliver in days.' },
      ],
    },
    addButton: true,
    button: { text: 'Create a photo book', type: 'secondary', link: '/photobooks', size: 'm' },
    altText: 'Pages of a travel photo book being turned',
    video: { posterImage: media['travel-story'], loop: true, muted: true },
  },
]
export default examples
