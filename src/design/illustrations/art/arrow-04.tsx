// arrow-04: a loop-de-loop arrow heading right.
export default function Arrow04() {
  return (
    <>
      <path d="M20 140 C70 140 120 50 90 45 C55 40 60 150 120 135 C150 128 165 112 178 100" />
      <path d="M157.0 106.4 L178 100 L171.6 121.0" />
    </>
  )
}
