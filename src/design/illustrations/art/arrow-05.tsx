// arrow-05: a zigzag arrow heading right.
export default function Arrow05() {
  return (
    <>
      <path d="M20 140 L48 70 L78 140 L108 70 L138 140 L180 90" />
      <path d="M159.1 96.8 L180 90 L176.9 111.8" />
    </>
  )
}
