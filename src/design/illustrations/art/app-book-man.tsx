// app-book-man: a man holding a phone that shows an open photo book.
export default function AppBookMan() {
  return (
    <>
      <circle cx="58" cy="42" r="18" />
      <circle cx="64" cy="40" r="2.5" fill="currentColor" stroke="none" />
      <path d="M58 50 Q64 54 69 49" />
      <path d="M58 60 V130 M58 130 L42 182 M58 130 L74 182 M58 80 L95 98 L108 90 M58 84 L38 112" />
      <rect x="104" y="46" width="66" height="108" rx="10" />
      <path d="M122 140 H152" />
      <path d="M116 86 Q126 78 137 86 Q148 78 158 86 V118 Q148 110 137 118 Q126 110 116 118 Z M137 86 V118" />
    </>
  )
}
