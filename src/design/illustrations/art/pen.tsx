// pen: a pen writing a loopy line.
export default function Pen() {
  return (
    <>
      <path d="M150 30 L170 50 L92 128 L72 108 Z M140 40 L160 60" />
      <path d="M72 108 L92 128 L52 160 Z M52 160 L74 136" />
      <path d="M16 182 Q30 164 40 180 T64 180 T88 178" />
    </>
  )
}
