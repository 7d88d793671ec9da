// beginning: a seedling sprouting from the soil under a small sun.
export default function Beginning() {
  return (
    <>
      <path d="M20 164 H180 M78 164 Q100 150 122 164" />
      <path d="M100 160 V108" />
      <path d="M100 126 C86 104 64 108 58 118 C70 132 90 134 100 126 Z" />
      <path d="M100 114 C114 92 138 96 144 106 C132 120 112 122 100 114 Z" />
      <circle cx="156" cy="44" r="14" />
      <path d="M156 18 V10 M156 70 V78 M130 44 H122 M182 44 H190 M138 26 L132 20 M174 62 L180 68 M174 26 L180 20 M138 62 L132 68" />
    </>
  )
}
