// sneak-peak: someone peeking over a brick wall, only eyes and fingers showing.
export default function SneakPeak() {
  return (
    <>
      <path d="M64 118 A36 36 0 0 1 136 118" />
      <circle cx="88" cy="102" r="5" fill="currentColor" stroke="none" />
      <circle cx="112" cy="102" r="5" fill="currentColor" stroke="none" />
      <path d="M44 118 Q49 104 54 118 Q59 104 64 118 M136 118 Q141 104 146 118 Q151 104 156 118" />
      <rect x="10" y="118" width="180" height="66" />
      <path d="M10 150 H190 M60 118 V150 M110 118 V150 M160 118 V150 M35 150 V184 M85 150 V184 M135 150 V184" />
    </>
  )
}
