// mail-man: a mail carrier with a cap and bag, holding out a letter.
export default function MailMan() {
  return (
    <>
      <circle cx="78" cy="46" r="16" />
      <path d="M60 42 Q78 22 96 42 H108" />
      <path d="M78 62 V126 M78 126 L66 182 M78 126 L90 182 M68 66 L112 112 M78 82 L114 72" />
      <rect x="98" y="106" width="40" height="32" rx="4" />
      <rect x="114" y="50" width="44" height="30" rx="3" />
      <path d="M114 52 L136 68 L158 52" />
    </>
  )
}
