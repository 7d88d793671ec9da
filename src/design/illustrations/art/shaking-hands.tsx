// shaking-hands: two hands shaking.
export default function ShakingHands() {
  return (
    <>
      <path d="M10 108 H58 M10 140 H54 M190 88 H142 M190 120 H146" />
      <path d="M58 108 Q80 92 106 96 L142 88 M54 140 Q86 152 122 132 L146 120" />
      <path d="M84 98 Q96 118 88 138 M100 98 Q112 118 106 134 M116 97 Q128 114 122 128 M106 96 Q94 82 78 90" />
    </>
  )
}
