// happy-dance: a person dancing with arms up, a leg kicked out and motion lines.
export default function HappyDance() {
  return (
    <>
      <circle cx="100" cy="44" r="16" />
      <path d="M93 49 Q100 55 107 49" />
      <path d="M100 60 Q95 92 100 120 M100 76 L72 48 L62 30 M100 76 L132 52 L144 32 M100 120 L80 164 L68 170 M100 120 L132 138 L152 128" />
      <path d="M44 58 Q38 70 44 82 M156 70 Q162 82 156 94 M36 118 H24 M40 132 H30 M170 150 H182" />
    </>
  )
}
