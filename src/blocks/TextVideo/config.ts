// §3 Text & Video (TextVideo): Text & Image's fields plus fullbleedVideo, video {…} and the list's dotColor.
import type { Block } from 'payload'

import type { ContentModel } from '../shared/models'
import { textMediaBlock } from '../TextImage/fields'

export function textVideoBlock(_model?: ContentModel): Block {
  return textMediaBlock('TextVideo', 'Text & Video', 'Text & Video')
}
