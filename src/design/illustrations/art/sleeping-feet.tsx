// sleeping-feet: someone asleep under a too-short blanket, two big bare feet poking out of the end, z z floating up.
export default function SleepingFeet() {
  return (
    <>
      <path d="M12 100 V174 M12 150 H188 V174 M12 134 H188" />
      <path d="M16 134 Q14 120 26 120 H46 Q56 120 54 134" />
      <circle cx="34" cy="106" r="13" />
      <path d="M27 106 Q31 110 35 106" strokeWidth="3" />
      <path d="M50 134 V122 Q50 106 66 106 Q96 100 112 108 Q124 112 125 134" />
      <path d="M58 114 Q80 112 98 116" strokeWidth="3" />
      <path d="M130 134 Q122 112 126 96 Q130 84 140 84 Q152 84 152 98 Q152 118 146 134" />
      <path d="M162 134 Q158 118 158 98 Q158 84 170 84 Q180 84 182 96 Q186 112 178 134" />
      <circle cx="145" cy="78" r="5" strokeWidth="3" />
      <circle cx="136" cy="76" r="3" strokeWidth="3" />
      <circle cx="130" cy="80" r="2.5" strokeWidth="2.5" />
      <circle cx="165" cy="78" r="5" strokeWidth="3" />
      <circle cx="174" cy="76" r="3" strokeWidth="3" />
      <circle cx="180" cy="80" r="2.5" strokeWidth="2.5" />
      <path d="M74 74 H90 L74 90 H90 M102 48 H116 L102 62 H116 M126 24 H136 L126 34 H136" />
    </>
  )
}
