// en-us and en-ca use American spelling; en-au shares British spelling with en-gb.
import { copy as british } from './en-gb'
import type { LocaleCopy } from './types'

const spelling: [RegExp, string][] = [
  [/personalis/g, 'personaliz'],
  [/Personalis/g, 'Personaliz'],
  [/colour/g, 'color'],
  [/Colour/g, 'Color'],
  [/favourite/g, 'favorite'],
  [/Favourite/g, 'Favorite'],
  [/centimetres/g, 'centimeters'],
]

function americanise(value: unknown): unknown {
  if (typeof value === 'string') return spelling.reduce((text, [from, to]) => text.replace(from, to), value)
  if (Array.isArray(value)) return value.map(americanise)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === 'path' ? inner : americanise(inner)]),
    )
  return value
}

export const american = americanise(british) as LocaleCopy
