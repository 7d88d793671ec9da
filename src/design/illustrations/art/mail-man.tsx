// mail-man: a mail carrier in a cap with a satchel on his hip, holding up an envelope.
export default function MailMan() {
  return (
    <>
      <circle cx="80" cy="52" r="17" />
      <path d="M63 48 Q64 30 82 30 Q98 31 98 46 Z M96 46 H114" />
      <circle cx="86" cy="56" r="2" fill="currentColor" stroke="none" />
      <path d="M80 63 Q86 66 91 62" strokeWidth="3" />
      <path d="M64 82 Q80 74 96 82 L100 138 H60 Z" />
      <path d="M70 138 L68 182 H56 M90 138 L92 182 H104" />
      <path d="M66 82 L104 118" />
      <path d="M108 116 L110 104 L128 108 L126 116" strokeWidth="3" />
      <rect x="100" y="116" width="40" height="32" rx="6" />
      <path d="M100 122 Q120 140 140 122" />
      <path d="M64 90 L54 132 M96 90 L124 72" />
      <rect x="122" y="40" width="54" height="36" rx="3" />
      <path d="M122 42 L149 62 L176 42" />
    </>
  )
}
