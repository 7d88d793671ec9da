// high-five: two hands meeting in a high five with sparks flying.
export default function HighFive() {
  return (
    <>
      <path d="M40 182 L56 124 Q58 84 80 72 Q98 64 100 82 L98 126 L90 182 M56 118 Q40 108 42 96 M70 74 L68 104 M85 69 L82 104" />
      <path d="M160 182 L144 124 Q142 84 120 72 Q102 64 100 82 L102 126 L110 182 M144 118 Q160 108 158 96 M130 74 L132 104 M115 69 L118 104" />
      <path d="M100 54 V30 M78 50 L66 32 M122 50 L134 32 M60 64 L44 56 M140 64 L156 56" />
    </>
  )
}
