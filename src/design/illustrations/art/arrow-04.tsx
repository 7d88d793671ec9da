// arrow-04: a loop-de-loop arrow heading right.
export default function Arrow04() {
  return (
    <>
      <path d="M20 150 C70 150 124 60 94 44 C62 28 50 150 120 138 C150 132 166 114 180 100" />
      <path d="M158.6 104.9 L180 100 L175.1 121.4" />
    </>
  )
}
