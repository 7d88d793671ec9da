// arrow-09: a bouncing arrow hopping to the right.
export default function Arrow09() {
  return (
    <>
      <path d="M20 160 Q45 60 70 160 Q100 90 125 160 Q150 115 178 150" />
      <path d="M173.9 128.4 L178 150 L157.8 141.3" />
    </>
  )
}
