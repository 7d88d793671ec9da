// §3 "Icons": one component for the eight icon names; an unknown name renders nothing. Decorative: the link or
// button around an icon carries its accessible name.
import type { ReactNode } from 'react'
import { siFacebook, siInstagram, siYoutube } from 'simple-icons'

import { type Colour, colourVar, isColour } from '../tokens'
import { brandCorner, brandLogo, brandLogoRtm, brandSymbol, quotationMark } from './brand'

export const iconNames = [
  'facebook',
  'instagram',
  'brand-corner',
  'brand-logo',
  'brand-logo-rtm',
  'brand-symbol',
  'quotation-mark',
  'youtube',
] as const
export type IconName = (typeof iconNames)[number]

export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && (iconNames as readonly string[]).includes(name)
}

export type IconArt = { viewBox: string; body: ReactNode }

/** Third-party marks come from simple-icons (CC0), drawn as their single path. */
const thirdParty = (path: string): IconArt => ({
  viewBox: '0 0 24 24',
  body: <path d={path} fill="currentColor" />,
})

export const icons: Record<IconName, IconArt> = {
  facebook: thirdParty(siFacebook.path),
  instagram: thirdParty(siInstagram.path),
  youtube: thirdParty(siYoutube.path),
  'brand-corner': brandCorner,
  'brand-logo': brandLogo,
  'brand-logo-rtm': brandLogoRtm,
  'brand-symbol': brandSymbol,
  'quotation-mark': quotationMark,
}

export type IconProps = {
  name: string
  /** A palette token (§9); without one the icon takes the surrounding text colour. */
  color?: Colour | string
  className?: string
  width?: number | string
  height?: number | string
}

export function Icon({ name, color, className, width = 24, height }: IconProps) {
  if (!isIconName(name)) return null
  const { viewBox, body } = icons[name]
  const [, , w = 1, h = 1] = viewBox.split(' ').map(Number)
  return (
    <svg
      viewBox={viewBox}
      width={width}
      height={height ?? (typeof width === 'number' ? Math.round((width * h) / w) : undefined)}
      className={className}
      style={isColour(color) ? { color: colourVar(color) } : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {body}
    </svg>
  )
}
