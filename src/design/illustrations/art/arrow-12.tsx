// arrow-12: a short, chunky hooked arrow pointing right.
export default function Arrow12() {
  return (
    <>
      <path d="M44 46 C36 136 96 152 160 132" strokeWidth={6} />
      <path d="M131.9 121.4 L160 132 L142.9 156.7" strokeWidth={6} />
    </>
  )
}
