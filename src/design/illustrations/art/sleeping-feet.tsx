// sleeping-feet: two feet sticking out from under a blanket, with Zs floating up.
export default function SleepingFeet() {
  return (
    <>
      <path d="M8 156 H192" />
      <path d="M20 156 Q18 112 60 106 H136 Q146 110 144 156" />
      <path d="M144 120 H162 Q178 120 176 104 Q174 94 163 98 L152 106 M144 144 H168 Q184 144 182 128 Q180 118 169 122 L156 130" />
      <path d="M36 116 Q28 104 40 96 Q54 90 58 104" />
      <path d="M50 52 H66 L50 68 H66 M76 32 H88 L76 44 H88 M96 12 H104 L96 20 H104" />
    </>
  )
}
