// shaking-hands: two hands clasped in a firm handshake, sleeves coming in from both sides.
export default function ShakingHands() {
  return (
    <>
      <path d="M10 82 H48 M10 130 H48" />
      <rect x="48" y="76" width="14" height="60" rx="4" />
      <path d="M190 70 H152 M190 118 H152" />
      <rect x="138" y="64" width="14" height="60" rx="4" />
      <path d="M62 84 Q82 78 100 84 L112 90" />
      <path d="M62 128 Q80 134 96 130" />
      <path d="M138 72 Q116 66 96 72 Q84 76 78 90 Q76 98 84 98 Q92 96 96 88" />
      <path d="M138 116 Q128 120 118 120" />
      <path d="M96 88 Q112 86 126 92 Q132 98 124 102 L104 100" />
      <path d="M104 100 Q122 100 126 106 Q128 112 120 112 L100 110" />
      <path d="M100 110 Q118 112 120 118 Q120 124 112 124 L96 122" />
      <path d="M96 122 Q110 124 110 130 Q108 134 96 130" />
      <path d="M74 60 L68 48 M100 54 V40 M126 60 L132 48" strokeWidth="3" />
    </>
  )
}
