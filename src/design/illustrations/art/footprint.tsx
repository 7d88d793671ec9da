// footprint: a pair of bare footprints walking up the page.
export default function Footprint() {
  return (
    <>
      <path d="M60 150 Q56 138 61 126 M142 92 Q146 80 141 68" />
      <ellipse cx="68" cy="140" rx="17" ry="30" transform="rotate(-10 68 140)" />
      <circle cx="52" cy="100" r="6" />
      <circle cx="64" cy="95" r="5" />
      <circle cx="75" cy="96" r="4.5" />
      <circle cx="84" cy="100" r="4" />
      <circle cx="90" cy="107" r="3.5" />
      <ellipse cx="134" cy="82" rx="17" ry="30" transform="rotate(10 134 82)" />
      <circle cx="150" cy="42" r="6" />
      <circle cx="138" cy="37" r="5" />
      <circle cx="127" cy="38" r="4.5" />
      <circle cx="118" cy="42" r="4" />
      <circle cx="112" cy="49" r="3.5" />
    </>
  )
}
