// hugging-love: two people wrapped in a big hug, heads leaning together, with a little heart above.
export default function HuggingLove() {
  return (
    <>
      <circle cx="78" cy="66" r="17" />
      <circle cx="124" cy="70" r="16" />
      <path d="M70 64 Q74 68 78 64 M122 68 Q126 72 130 68" strokeWidth="3" />
      <path d="M100 94 Q82 84 66 90 Q54 96 54 114 L56 150 H100" />
      <path d="M100 94 Q118 86 134 92 Q146 98 146 116 L144 150 H100 V94" />
      <path d="M64 150 L62 184 M88 150 L88 184 M112 150 L112 184 M136 150 L138 184" />
      <path d="M84 104 Q110 118 140 108 Q148 106 146 100" />
      <path d="M116 118 Q90 130 62 120 Q54 118 56 112" />
      <path d="M100 38 C96 26 80 30 86 42 L100 54 L114 42 C120 30 104 26 100 38 Z" />
      <path d="M150 34 L158 28 M154 46 L164 46 M46 34 L38 28 M44 46 L34 46" strokeWidth="3" />
    </>
  )
}
