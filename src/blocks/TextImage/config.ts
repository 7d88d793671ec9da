// §3 Text & Image (TextImage): text beside (or above) an image or a slideshow; children are SocialMedia blocks only.
import type { Block } from 'payload'

import { textMediaBlock } from './fields'

export const textImageBlock: Block = textMediaBlock('TextImage')
