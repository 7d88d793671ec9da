// §3 Text & Video (TextVideo): Text & Image's fields plus fullbleedVideo, video {…} and the list's dotColor.
import type { Block } from 'payload'

import { textMediaBlock } from '../TextImage/fields'

export const textVideoBlock: Block = textMediaBlock('TextVideo')
