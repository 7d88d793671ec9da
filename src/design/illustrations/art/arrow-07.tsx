// arrow-07: a wavy arrow pointing right.
export default function Arrow07() {
  return (
    <>
      <path d="M20 100 Q38 60 58 100 T96 100 T134 100 T172 100" />
      <path d="M156.1 109.3 L176 100 L175.6 122" />
    </>
  )
}
