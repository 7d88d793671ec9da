// arrow-03: a swoosh arrow that dips low, then sweeps up to the right.
export default function Arrow03() {
  return (
    <>
      <path d="M20 70 C40 150 110 186 180 56" />
      <path d="M160.9 66.9 L180 56 L181.4 78" />
    </>
  )
}
