// loud-scream: a face yelling with a huge open mouth, squeezed eyes and sound waves on both sides.
export default function LoudScream() {
  return (
    <>
      <circle cx="100" cy="108" r="50" />
      <path d="M74 86 L88 94 L74 100 M126 86 L112 94 L126 100" />
      <ellipse cx="100" cy="130" rx="18" ry="20" />
      <path d="M92 146 Q100 138 108 146" strokeWidth="3" />
      <path d="M72 48 L66 30 M100 44 V24 M128 48 L134 30" />
      <path d="M162 86 Q170 108 162 130 M176 72 Q190 108 176 144" />
      <path d="M38 86 Q30 108 38 130 M24 72 Q10 108 24 144" />
    </>
  )
}
