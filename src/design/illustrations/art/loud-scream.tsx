// loud-scream: a face screaming with its mouth wide open and sound waves.
export default function LoudScream() {
  return (
    <>
      <circle cx="78" cy="104" r="52" />
      <path d="M56 88 L70 82 M88 82 L102 88" />
      <ellipse cx="80" cy="126" rx="16" ry="20" />
      <path d="M146 72 Q160 104 146 136 M162 56 Q184 104 162 152 M48 52 L42 36 M70 50 L70 32 M92 52 L100 36" />
    </>
  )
}
