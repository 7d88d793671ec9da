// walk-talk: two people strolling side by side, chatting away, with a speech bubble and a little reply bubble.
export default function WalkTalk() {
  return (
    <>
      <circle cx="62" cy="84" r="15" />
      <circle cx="126" cy="80" r="16" />
      <circle cx="68" cy="82" r="2" fill="currentColor" stroke="none" />
      <circle cx="120" cy="78" r="2" fill="currentColor" stroke="none" />
      <path d="M68 90 Q72 92 74 88" strokeWidth="3" />
      <ellipse cx="116" cy="88" rx="4" ry="3" strokeWidth="3" />
      <path d="M50 106 Q62 98 74 106 L76 146 H46 Z" />
      <path d="M114 102 Q126 94 138 102 L142 146 H110 Z" />
      <path d="M54 146 L40 182 H50 M68 146 L82 182 H92" />
      <path d="M120 146 L106 182 H116 M134 146 L150 180 H160" />
      <path d="M52 112 L40 138 M74 112 L90 128 L100 118 L114 108" />
      <path d="M138 108 L154 134" />
      <path d="M104 14 H180 Q188 14 188 22 V46 Q188 54 180 54 H148 L138 62 L138 54 H104 Q96 54 96 46 V22 Q96 14 104 14 Z" />
      <path d="M110 28 H174 M110 40 H154" strokeWidth="3" />
      <path d="M22 36 H60 Q68 36 68 44 V50 Q68 58 60 58 H50 L46 66 L42 58 H22 Q14 58 14 50 V44 Q14 36 22 36 Z" />
      <circle cx="30" cy="47" r="2.5" fill="currentColor" stroke="none" />
      <circle cx="41" cy="47" r="2.5" fill="currentColor" stroke="none" />
      <circle cx="52" cy="47" r="2.5" fill="currentColor" stroke="none" />
    </>
  )
}
