// §9 "Illustrations (41)": the names editors choose from; §3: only arrows accept `style`.
const arrows = Array.from({ length: 12 }, (_, i) => `arrow-${String(i + 1).padStart(2, '0')}`) as ArrowName[]

type ArrowNumber = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12'
export type ArrowName = `arrow-${ArrowNumber}`

export const illustrationNames = [
  'app-book-man',
  ...arrows,
  'bat-man',
  'beginning',
  'cake-surfing',
  'candy-worm',
  'cloud',
  'footprint',
  'hand-pens',
  'happy-dance',
  'heart-love',
  'high-five',
  'holding-key',
  'holiday-snowman',
  'holiday-tree',
  'hugging-love',
  'key-lock',
  'long-arms',
  'loud-scream',
  'mail-man',
  'mail-man-walking',
  'not-found',
  'pen',
  'shaking-hands',
  'sleeping-feet',
  'sneak-peak',
  'target-goal',
  'walk-talk',
  'warning-sign',
  'web-app',
] as const satisfies readonly string[]

export type IllustrationName = (typeof illustrationNames)[number]

export function isIllustrationName(name: unknown): name is IllustrationName {
  return typeof name === 'string' && (illustrationNames as readonly string[]).includes(name)
}

export function isArrow(name: IllustrationName): name is ArrowName {
  return name.startsWith('arrow-')
}
