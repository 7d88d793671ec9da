// mail-man-walking: a mail carrier walking briskly with a full mail bag.
export default function MailManWalking() {
  return (
    <>
      <circle cx="98" cy="40" r="16" />
      <path d="M80 36 Q98 16 116 36 H128" />
      <path d="M98 56 L92 116 M92 116 L66 176 M92 116 L122 168 L136 170 M96 74 L72 104 M96 74 L124 94 M88 58 L112 108" />
      <rect x="102" y="104" width="40" height="30" rx="4" />
      <path d="M110 104 L116 90 H136 L132 104 M42 82 H26 M46 100 H30 M42 118 H28" />
    </>
  )
}
