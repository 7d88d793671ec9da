// sneak-peak: a head peeking over a brick wall, just the eyes and fingertips showing.
export default function SneakPeak() {
  return (
    <>
      <path d="M60 108 Q60 60 100 60 Q140 60 140 108" />
      <path d="M82 58 Q84 46 92 44 M100 58 V42 M116 58 Q116 46 108 44" strokeWidth="3" />
      <ellipse cx="86" cy="88" rx="8" ry="10" />
      <ellipse cx="114" cy="88" rx="8" ry="10" />
      <circle cx="90" cy="90" r="4" fill="currentColor" stroke="none" />
      <circle cx="118" cy="90" r="4" fill="currentColor" stroke="none" />
      <path d="M36 108 V98 Q36 92 41 92 Q46 92 46 98 V96 Q46 90 51 90 Q56 90 56 96 V98 Q56 92 61 93 Q66 94 66 100 V108" />
      <path d="M134 108 V100 Q134 94 139 93 Q144 92 144 98 V96 Q144 90 149 90 Q154 90 154 96 V98 Q154 92 159 92 Q164 92 164 98 V108" />
      <path d="M12 108 H188 V188 H12 Z" />
      <path
        d="M12 134 H188 M12 160 H188 M56 108 V134 M110 108 V134 M160 108 V134 M34 134 V160 M84 134 V160 M136 134 V160 M58 160 V188 M110 160 V188 M160 160 V188"
        strokeWidth="3"
      />
    </>
  )
}
