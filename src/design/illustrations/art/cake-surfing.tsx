// cake-surfing: a little person surfing the waves on a frosted slice of cake with a cherry on top.
export default function CakeSurfing() {
  return (
    <>
      <path d="M12 178 Q24 170 36 178 T60 178 T84 178 T108 178 T132 178 T156 178 T180 178" />
      <path d="M22 168 Q10 156 18 142 M30 146 Q26 138 30 132" strokeWidth="3" />
      <path d="M28 158 L170 110 V166 H34 Z" />
      <path
        d="M36 162.3 L56 156.5 V161 A4 4 0 0 0 64 161 V153.8 L96 143 V157 A4 4 0 0 0 104 157 V140.3 L136 129.5 V139.5 A4 4 0 0 0 144 139.5 V126.8 L168 118.7"
        strokeWidth="3"
      />
      <path d="M112 166 L170 148" strokeWidth="3" />
      <circle cx="158" cy="104" r="7" />
      <path d="M158 97 Q160 88 168 84" />
      <path d="M80 140 L90 120 L86 102 M116 128 L110 116 L96 102" />
      <path d="M90 102 L96 74 M95 84 L68 76 L58 82 M95 84 L124 78 L134 84" />
      <circle cx="100" cy="56" r="15" />
      <path d="M95 62 Q101 67 107 61" />
      <circle cx="104" cy="52" r="2.2" fill="currentColor" stroke="none" />
    </>
  )
}
