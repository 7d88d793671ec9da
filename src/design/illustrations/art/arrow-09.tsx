// arrow-09: a bouncing arrow hopping to the right in shrinking arcs.
export default function Arrow09() {
  return (
    <>
      <path d="M20 164 Q46 28 72 164 Q98 70 124 164 Q142 92 180 92" />
      <path d="M161.3 80.3 L180 92 L161.3 103.7" />
    </>
  )
}
