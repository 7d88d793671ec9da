// arrow-01: a straight arrow pointing right.
export default function Arrow01() {
  return (
    <>
      <path d="M20 102 Q100 98 178 100" />
      <path d="M161.1 89.3 L178 100 L161 110.5" />
    </>
  )
}
