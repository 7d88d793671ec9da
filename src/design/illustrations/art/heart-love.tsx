// heart-love: a hand-drawn heart with small hearts floating around it.
export default function HeartLove() {
  return (
    <>
      <path d="M100 172 C44 130 22 92 48 64 C70 44 94 56 100 78 C106 56 130 44 152 64 C178 92 156 130 100 172 Z" />
      <path d="M40 32 C36 26 28 30 32 37 L40 45 L48 37 C52 30 44 26 40 32 Z" />
      <path d="M162 24 C158 18 150 22 154 29 L162 37 L170 29 C174 22 166 18 162 24 Z" />
      <path d="M172 128 C170 124 164 127 167 131 L172 136 L177 131 C180 127 174 124 172 128 Z" />
    </>
  )
}
