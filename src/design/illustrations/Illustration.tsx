'use client'
// §3 "Illustrations": each drawing is its own chunk, fetched on demand (when its box nears the viewport) and drawn
// in the browser only. The <svg> box is rendered on the server at its final size, so nothing shifts when it arrives.
import { type ComponentType, type CSSProperties, useEffect, useState } from 'react'

import { useNearViewport } from '@/react/useNearViewport'

import { type Colour, colourVar, isColour } from '../tokens'
import { loaders } from './loaders'
import { isArrow, isIllustrationName } from './names'

export type IllustrationProps = {
  name: string
  /** A palette token (§9); without one the drawing takes the surrounding text colour. */
  color?: Colour | string
  className?: string
  width?: number | string
  height?: number | string
  /** §3: only arrows accept style (the arrow block rotates and flips them). */
  style?: CSSProperties
}

export function Illustration({ name, color, className, width = 200, height, style }: IllustrationProps) {
  const [Art, setArt] = useState<ComponentType | null>(null)
  const [box, boxRef] = useState<SVGSVGElement | null>(null)
  const known = isIllustrationName(name)
  // Not at hydration: a drawing below the fold costs the page's start-up nothing.
  const near = useNearViewport(known ? box : null)

  useEffect(() => {
    if (!known || !near) return
    let current = true
    loaders[name]().then(
      (module) => current && setArt(() => module.default),
      // A chunk that fails to load leaves the empty box: decoration never breaks the page.
      (error: unknown) => console.warn(`Illustration ${name} did not load`, error),
    )
    return () => {
      current = false
    }
  }, [known, near, name])

  if (!known) return null
  return (
    <svg
      ref={boxRef}
      viewBox="0 0 200 200"
      width={width}
      height={height ?? width}
      className={className}
      style={{
        ...(isArrow(name) ? style : undefined),
        ...(isColour(color) ? { color: colourVar(color) } : null),
      }}
      fill="none"
      stroke="currentColor"
      strokeWidth={4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-illustration={name}
      data-loaded={Art ? '' : undefined}
    >
      {Art ? <Art /> : null}
    </svg>
  )
}
