// §3 Text & Image (TextImage): text beside (or above) an image or a slideshow; children are SocialMedia blocks only.
import type { Block } from 'payload'

import type { ContentModel } from '../shared/models'
import { textMediaBlock } from './fields'

export function textImageBlock(_model?: ContentModel): Block {
  return textMediaBlock('TextImage', 'Text & Image', 'Text & Image')
}
