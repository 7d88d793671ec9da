// §3 IllustrationSection: the illustration (drawn in the browser, its box sized on the server) or an image.
import { ServerImage as Image } from '@/design/ServerImage'
import type { CSSProperties } from 'react'

import { Illustration } from '@/design/illustrations/Illustration'
import { isColour } from '@/design/tokens'

import { imageSource } from '../shared/media'
import { spacingStyle } from '../shared/spacing'
import type { BlockProps } from '../types'
import { illustrationSizes } from './config'

/** §9 arrowRotation 0–100 is a share of a full turn; 'down' mirrors the arrow so it bends the other way. */
export function arrowStyle(
  direction: string | null | undefined,
  rotation: number | null | undefined,
): CSSProperties {
  const turn = Math.min(100, Math.max(0, rotation ?? 0)) / 100
  const transforms = [
    turn ? `rotate(${Math.round(turn * 360)}deg)` : '',
    direction === 'down' ? 'scaleY(-1)' : '',
  ]
  const transform = transforms.filter(Boolean).join(' ')
  return transform ? { transform } : {}
}

export default function IllustrationSection({ block }: BlockProps<'IllustrationSection'>) {
  const size =
    illustrationSizes[block.illustrationSize as keyof typeof illustrationSizes] ?? illustrationSizes.m
  const style = {
    ...spacingStyle(block),
    display: 'flex',
    justifyContent: justify(block.illustrationPosition),
  }
  if (block.useImage) {
    const image = imageSource(block.image?.src, block.image?.altText)
    if (!image) return null
    const scale = (value: number | null | undefined) => Math.max(1, Math.min(100, value ?? 100)) / 100
    return (
      <div style={style}>
        <Image
          src={image.src}
          width={Math.round(image.width * scale(block.image?.width))}
          height={Math.round(image.height * scale(block.image?.height))}
          alt={image.alt}
          sizes="(min-width: 1200px) 50vw, 100vw"
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      </div>
    )
  }
  const name = block.illustration ?? 'arrow-05'
  return (
    <div style={style}>
      <Illustration
        name={name}
        width={size}
        color={isColour(block.illustrationColor) ? block.illustrationColor : 'almostBlack'}
        style={arrowStyle(block.arrowOptions?.arrowDirection, block.arrowOptions?.arrowRotation)}
      />
    </div>
  )
}

function justify(position: string | null | undefined): CSSProperties['justifyContent'] {
  return position === 'left' ? 'flex-start' : position === 'right' ? 'flex-end' : 'center'
}
