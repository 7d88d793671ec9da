// bat-man: a cheerful person in a bat-eared mask, spreading a scalloped cape like wings.
export default function BatMan() {
  return (
    <>
      <path d="M94 74 L56 108 Q46 136 36 168 L58 158 L76 174 L100 160 L124 174 L142 158 L164 168 Q154 136 140 106 L106 74" />
      <circle cx="100" cy="52" r="21" />
      <path d="M85 38 L80 14 L95 32 M115 38 L120 14 L105 32" />
      <path d="M80 48 Q100 40 120 48 L119 57 Q100 50 81 57 Z" fill="currentColor" stroke="none" />
      <path d="M92 63 Q100 70 108 63" />
      <path d="M100 73 V134 M100 134 L88 184 M100 134 L112 184" />
      <path d="M100 84 L64 104 M100 84 L136 104" strokeWidth="3" />
      <circle cx="59" cy="106" r="5" />
      <circle cx="141" cy="106" r="5" />
    </>
  )
}
