// arrow-10: an arrow with two loops heading right.
export default function Arrow10() {
  return (
    <>
      <path d="M20 130 C60 130 70 60 50 62 C30 64 50 140 90 128 C125 118 120 60 102 64 C84 68 110 150 178 115" />
      <path d="M156.0 114.7 L178 115 L165.5 133.1" />
    </>
  )
}
