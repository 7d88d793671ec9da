// mail-man-walking: a mail carrier in a cap striding along mid-step, satchel bouncing at his hip.
export default function MailManWalking() {
  return (
    <>
      <circle cx="108" cy="46" r="17" />
      <path d="M91 42 Q92 24 110 24 Q126 25 126 40 Z M124 40 H142" />
      <circle cx="116" cy="50" r="2" fill="currentColor" stroke="none" />
      <path d="M110 58 Q116 60 120 56" strokeWidth="3" />
      <path d="M96 74 Q110 66 124 76 L120 128 Q104 132 90 128 Z" />
      <path d="M110 130 L128 154 L134 182 H148 M96 130 L82 158 L60 172 L64 182" />
      <path d="M120 82 L140 100 L152 90 M100 82 L80 104 L66 98" />
      <path d="M102 76 L124 116" />
      <path d="M124 114 L128 102 L146 106 L144 114" strokeWidth="3" />
      <rect x="118" y="114" width="38" height="28" rx="6" />
      <path d="M118 120 Q137 136 156 120" />
      <path d="M150 152 L156 158 M160 142 L166 144" strokeWidth="3" />
      <path d="M14 70 H40 M22 86 H50 M14 102 H38" />
    </>
  )
}
