// arrow-09: a bouncing arrow hopping to the right in shrinking arcs.
export default function Arrow09() {
  return (
    <>
      <path d="M20 160 Q44 30 70 160 Q98 70 126 160 Q150 110 178 148" />
      <path d="M176.3 126.1 L178 148 L157.5 139.9" />
    </>
  )
}
