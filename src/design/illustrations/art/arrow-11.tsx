// arrow-11: a long S-curved arrow from bottom left to top right.
export default function Arrow11() {
  return (
    <>
      <path d="M20 168 C140 168 60 34 178 34" />
      <path d="M159.3 22.3 L178 34 L159.3 45.7" />
    </>
  )
}
