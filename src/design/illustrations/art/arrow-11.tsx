// arrow-11: a long S-curved arrow ending to the right.
export default function Arrow11() {
  return (
    <>
      <path d="M20 40 C130 40 70 160 178 160" />
      <path d="M158.6 149.7 L178 160 L158.6 170.3" />
    </>
  )
}
