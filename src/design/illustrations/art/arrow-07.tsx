// arrow-07: a wavy arrow pointing right.
export default function Arrow07() {
  return (
    <>
      <path d="M20 100 Q40 70 60 100 T100 100 T140 100 T178 100" />
      <path d="M175.8 78.1 L178 100 L158.6 89.6" />
    </>
  )
}
