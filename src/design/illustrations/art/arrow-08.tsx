// arrow-08: a dashed curved arrow pointing up and right.
export default function Arrow08() {
  return (
    <>
      <path d="M20 170 Q80 40 178 70" strokeDasharray="10 12" />
      <path d="M162.4 54.4 L178 70 L156.4 74.2" />
    </>
  )
}
