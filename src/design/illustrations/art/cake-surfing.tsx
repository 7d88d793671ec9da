// cake-surfing: a little person surfing the waves on a slice of cake with a cherry on top.
export default function CakeSurfing() {
  return (
    <>
      <path d="M12 172 Q32 156 52 172 T92 172 T132 172 T172 172 T190 168" />
      <path d="M30 152 L168 126 V154 Z M60 146 L168 140" />
      <circle cx="152" cy="120" r="6" />
      <path d="M152 114 Q154 104 162 100" />
      <path d="M86 142 L97 104 L108 136 M97 104 V74 M97 84 L68 74 M97 84 L128 94" />
      <circle cx="97" cy="56" r="15" />
      <path d="M91 62 Q97 67 103 62" />
    </>
  )
}
