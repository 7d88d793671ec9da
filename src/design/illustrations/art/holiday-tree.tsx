// holiday-tree: a decorated Christmas tree with a star on top.
export default function HolidayTree() {
  return (
    <>
      <path d="M100 30 L62 84 H80 L46 134 H74 L36 172 H164 L126 134 H154 L120 84 H138 Z" />
      <path d="M90 172 V190 H110 V172" />
      <path d="M100 8 L104 17 L114 18 L106 24 L109 34 L100 28 L91 34 L94 24 L86 18 L96 17 Z" />
      <path d="M70 118 Q100 128 130 112 M60 156 Q100 166 142 150" />
      <circle cx="92" cy="72" r="4" fill="currentColor" stroke="none" />
      <circle cx="112" cy="100" r="4" fill="currentColor" stroke="none" />
      <circle cx="78" cy="142" r="4" fill="currentColor" stroke="none" />
      <circle cx="128" cy="140" r="4" fill="currentColor" stroke="none" />
    </>
  )
}
