// bat-man: a cheerful person in a bat-eared mask and a scalloped cape.
export default function BatMan() {
  return (
    <>
      <path d="M82 46 L78 20 L92 36 M118 46 L122 20 L108 36" />
      <circle cx="100" cy="56" r="22" />
      <path d="M80 52 Q100 44 120 52 L118 60 Q100 54 82 60 Z" fill="currentColor" stroke="none" />
      <path d="M92 68 Q100 74 108 68" />
      <path d="M100 78 Q58 100 42 168 L66 156 L82 172 L100 156 L118 172 L134 156 L158 168 Q142 100 100 78" />
      <path d="M100 80 V140 M100 140 L88 184 M100 140 L112 184" />
    </>
  )
}
