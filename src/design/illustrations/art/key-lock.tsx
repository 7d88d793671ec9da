// key-lock: a key beside an open padlock.
export default function KeyLock() {
  return (
    <>
      <rect x="30" y="96" width="76" height="66" rx="8" />
      <path d="M46 96 V66 A22 22 0 0 1 90 66 V74" />
      <circle cx="68" cy="122" r="7" />
      <path d="M68 129 V144" />
      <circle cx="150" cy="62" r="16" />
      <circle cx="150" cy="62" r="5" />
      <path d="M150 78 V168 M150 146 H166 M150 160 H162" />
    </>
  )
}
