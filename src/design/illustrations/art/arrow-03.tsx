// arrow-03: a swoosh arrow, down then up to the right.
export default function Arrow03() {
  return (
    <>
      <path d="M20 60 C70 170 120 170 178 80" />
      <path d="M158.8 90.7 L178 80 L176.2 101.9" />
    </>
  )
}
