// cloud: a big puffy cloud with a little breeze swirl underneath.
export default function Cloud() {
  return (
    <>
      <path d="M32.1 146 A26 26 0 0 1 52.8 98.9 A32 32 0 0 1 96.8 62.7 A34 34 0 0 1 158.5 90 A28 28 0 0 1 160 146 Z" />
      <path d="M60 118 A14 14 0 0 1 72 104" strokeWidth={3} />
      <path d="M112 88 A18 18 0 0 1 128 72" strokeWidth={3} />
      <path d="M30 172 H96 C106 172 108 160 100 158" />
      <path d="M120 172 H160" />
    </>
  )
}
