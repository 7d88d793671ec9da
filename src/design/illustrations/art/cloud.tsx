// cloud: a puffy cloud with a couple of wind swirls.
export default function Cloud() {
  return (
    <>
      <path d="M55 145 C28 145 26 108 52 104 C50 72 92 62 106 86 C118 58 164 64 160 102 C186 102 188 145 156 145 Z" />
      <path d="M40 168 H100 M120 168 H150 M60 182 H120" />
    </>
  )
}
