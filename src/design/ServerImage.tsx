// next/image's markup (srcset, sizes, lazy loading, the optimizer's URLs, reserved size) as a plain server-rendered
// <img>: next/image's <Image> is a client component whose runtime (~14 kB gzip) every page using it would load.
import { getImageProps, type ImageProps } from 'next/image'

export function ServerImage(props: ImageProps) {
  const { props: image } = getImageProps(props)
  // The alt text is in the props (required by ImageProps); the optimizer's URLs come from getImageProps.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...image} />
}
