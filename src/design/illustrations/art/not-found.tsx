// not-found: a puzzled person scratching their head while searching with a big magnifying glass, a question mark above.
export default function NotFound() {
  return (
    <>
      <circle cx="72" cy="74" r="18" />
      <circle cx="66" cy="72" r="2" fill="currentColor" stroke="none" />
      <circle cx="79" cy="72" r="2" fill="currentColor" stroke="none" />
      <path d="M60 64 L70 62 M76 60 L84 64 M66 84 Q70 80 74 84 Q78 88 82 84" strokeWidth="3" />
      <path d="M56 100 Q72 92 88 100 L92 152 H52 Z" />
      <path d="M62 152 L60 184 H50 M82 152 L84 184 H94" />
      <path d="M58 106 L40 80 L48 62" />
      <path d="M86 108 L106 138" />
      <circle cx="136" cy="112" r="24" />
      <path d="M148 100 Q152 106 150 114" strokeWidth="3" />
      <path d="M119 129 L106 142" strokeWidth="8" />
      <path d="M118 40 Q118 22 136 22 Q154 22 154 38 Q154 50 138 54 V64" />
      <circle cx="138" cy="76" r="4" fill="currentColor" stroke="none" />
    </>
  )
}
