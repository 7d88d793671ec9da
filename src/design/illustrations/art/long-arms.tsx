// long-arms: a person with comically long arms stretched wide.
export default function LongArms() {
  return (
    <>
      <circle cx="100" cy="58" r="16" />
      <path d="M94 63 Q100 68 106 63" />
      <path d="M100 74 V132 M100 132 L86 182 M100 132 L114 182 M100 88 Q60 78 16 96 M100 88 Q140 78 184 96" />
      <circle cx="14" cy="98" r="5" />
      <circle cx="186" cy="98" r="5" />
    </>
  )
}
