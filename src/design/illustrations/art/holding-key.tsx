// holding-key: a person proudly holding up a big key.
export default function HoldingKey() {
  return (
    <>
      <circle cx="58" cy="50" r="16" />
      <path d="M52 55 Q58 60 64 55" />
      <path d="M58 66 V130 M58 130 L44 182 M58 130 L72 182 M58 86 L96 100 M58 86 L36 112" />
      <circle cx="116" cy="100" r="20" />
      <circle cx="116" cy="100" r="6" />
      <path d="M136 100 H186 M170 100 V116 M182 100 V112" />
    </>
  )
}
