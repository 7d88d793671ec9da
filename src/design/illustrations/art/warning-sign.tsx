// warning-sign: a triangular warning sign with an exclamation mark.
export default function WarningSign() {
  return (
    <>
      <path d="M100 24 L182 166 H18 Z" />
      <path d="M100 72 V122" strokeWidth={8} />
      <circle cx="100" cy="144" r="6" fill="currentColor" stroke="none" />
    </>
  )
}
