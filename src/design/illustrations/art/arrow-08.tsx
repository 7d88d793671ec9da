// arrow-08: a dashed curved arrow arcing up and to the right.
export default function Arrow08() {
  return (
    <>
      <path d="M22 172 Q70 40 176 62" strokeDasharray="12 12" />
      <path d="M160.1 46.8 L176 62 L155.4 69.6" />
    </>
  )
}
