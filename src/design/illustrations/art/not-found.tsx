// not-found: a puzzled person searching with a magnifying glass under a question mark.
export default function NotFound() {
  return (
    <>
      <circle cx="62" cy="66" r="16" />
      <path d="M56 72 Q62 68 68 72" />
      <path d="M62 82 V140 M62 140 L48 186 M62 140 L76 186 M62 100 L100 124 M62 100 L44 124" />
      <circle cx="130" cy="104" r="22" />
      <path d="M114 120 L100 134" strokeWidth={7} />
      <path d="M128 30 Q128 14 144 14 Q160 14 160 30 Q160 42 146 48 V58" />
      <circle cx="146" cy="70" r="3.5" fill="currentColor" stroke="none" />
    </>
  )
}
