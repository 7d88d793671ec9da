// arrow-02: a gently curving arrow rising and landing to the right.
export default function Arrow02() {
  return (
    <>
      <path d="M20 150 Q100 40 178 100" />
      <path d="M168.9 80.0 L178 100 L156.3 96.3" />
    </>
  )
}
