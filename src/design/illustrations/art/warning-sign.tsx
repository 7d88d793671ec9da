// warning-sign: a rounded triangular warning sign with a bold exclamation mark.
export default function WarningSign() {
  return (
    <>
      <path d="M92.1 31.9 Q100 18 107.9 31.9 L178.1 156.1 Q186 170 170 170 L30 170 Q14 170 21.9 156.1 Z" />
      <path d="M92 74 Q100 62 108 74 L104 126 Q100 132 96 126 Z" fill="currentColor" />
      <circle cx="100" cy="150" r="8" fill="currentColor" stroke="none" />
    </>
  )
}
