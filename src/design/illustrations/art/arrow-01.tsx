// arrow-01: a straight arrow pointing right.
export default function Arrow01() {
  return (
    <>
      <path d="M20 100 H178" />
      <path d="M158.6 89.7 L178 100 L158.6 110.3" />
    </>
  )
}
