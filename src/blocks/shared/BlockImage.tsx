// A media relation's picture (imageSource) as next/image markup, so each block passes only its own class and sizes.
import type { ImageProps } from 'next/image'

import { ServerImage } from '@/design/ServerImage'

import type { ImageSource } from './media'

type BlockImageProps = Omit<ImageProps, 'src' | 'width' | 'height' | 'alt'> & {
  image: ImageSource
  /** Overrides the image's alt text: "" for a decorative picture (§5's default applies otherwise). */
  alt?: string
}

export function BlockImage({ image, alt, ...props }: BlockImageProps) {
  return (
    <ServerImage
      alt={alt ?? image.alt}
      {...props}
      src={image.src}
      width={image.width}
      height={image.height}
    />
  )
}
