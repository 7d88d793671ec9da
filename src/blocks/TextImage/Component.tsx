// §3 Text & Image: the shared text layout beside an image or a slideshow (§4).
import type { BlockProps } from '../types'
import { ImageMedia, mediaSizes, TextMedia } from './TextMedia'

/** The list dots of Text & Image, which has no dotColor input: Text & Video's default (§3). */
export const listDotColour = 'ljung2'

export default async function TextImage({ block, context }: BlockProps<'TextImage'>) {
  const fullbleed = Boolean(block.fullbleedImage)
  const media = await ImageMedia({ block, context, sizes: mediaSizes(block), fullbleed })
  return TextMedia({ block, context, media, fullbleedMedia: fullbleed, dotColor: listDotColour })
}
