// arrow-05: a zigzag arrow heading right.
export default function Arrow05() {
  return (
    <>
      <path d="M20 135 L50 80 L80 135 L110 80 L140 135 L178 100" />
      <path d="M156.7 105.6 L178 100 L170.7 120.8" />
    </>
  )
}
