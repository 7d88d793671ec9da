// arrow-10: an arrow with two loops heading right.
export default function Arrow10() {
  return (
    <>
      <path d="M20 140 C60 140 74 60 52 58 C30 56 46 146 92 132 C128 122 130 56 106 58 C80 60 104 150 180 112" />
      <path d="M158.1 109.9 L180 112 L168.5 130.8" />
    </>
  )
}
