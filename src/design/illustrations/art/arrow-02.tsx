// arrow-02: a gently curving arrow rising and landing to the right.
export default function Arrow02() {
  return (
    <>
      <path d="M20 156 Q96 36 178 96" />
      <path d="M169.8 75.6 L178 96 L156.1 94.4" />
    </>
  )
}
