// walk-talk: two people walking side by side, chatting, with a speech bubble.
export default function WalkTalk() {
  return (
    <>
      <circle cx="62" cy="78" r="14" />
      <path d="M62 92 L60 138 M60 138 L46 184 M60 138 L76 182 M61 106 L46 128 M61 106 L78 124" />
      <circle cx="118" cy="78" r="14" />
      <path d="M118 92 L116 138 M116 138 L102 184 M116 138 L132 182 M117 106 L102 128 M117 106 L134 124" />
      <path d="M120 12 H176 Q186 12 186 22 V42 Q186 52 176 52 H142 L130 64 L132 52 H120 Q110 52 110 42 V22 Q110 12 120 12 Z M122 26 H172 M122 38 H160" />
    </>
  )
}
