// hand-pens: a hand holding a bunch of pens and pencils.
export default function HandPens() {
  return (
    <>
      <path d="M74 40 L80 24 L86 40 M74 40 H86 V112 H74 Z" />
      <path d="M94 30 L100 14 L106 30 M94 30 H106 V110 H94 Z M94 44 H106" />
      <path d="M114 40 L120 24 L126 40 M114 40 H126 V112 H114 Z" />
      <path d="M58 118 C58 102 150 102 150 118 V150 C150 172 58 172 58 150 Z" />
      <path d="M76 108 V130 M96 106 V130 M116 106 V130 M136 108 V130 M150 122 C166 122 166 142 150 142 M74 170 V188 M134 170 V188" />
    </>
  )
}
