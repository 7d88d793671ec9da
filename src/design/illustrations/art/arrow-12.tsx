// arrow-12: a short, chunky hooked arrow pointing right.
export default function Arrow12() {
  return (
    <>
      <path d="M45 50 C40 130 100 145 155 130" strokeWidth={9} />
      <path d="M133.5 125.1 L155 130 L139.0 145.1" strokeWidth={9} />
    </>
  )
}
