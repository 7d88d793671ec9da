// arrow-06: a spiral unwinding into an arrow to the right.
export default function Arrow06() {
  return (
    <>
      <path d="M100 100 C100 86 118 86 118 100 C118 118 88 122 82 102 C74 76 112 62 132 78 C150 94 150 124 178 120" />
      <path d="M157.3 112.5 L178 120 L160.2 133.0" />
    </>
  )
}
