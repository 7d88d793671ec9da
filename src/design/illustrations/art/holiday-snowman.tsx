// holiday-snowman: a snowman with a top hat, scarf and carrot nose.
export default function HolidaySnowman() {
  return (
    <>
      <circle cx="100" cy="152" r="34" />
      <circle cx="100" cy="98" r="24" />
      <circle cx="100" cy="56" r="18" />
      <path d="M80 40 H120 M88 40 V14 H112 V40" />
      <circle cx="94" cy="52" r="2.5" fill="currentColor" stroke="none" />
      <circle cx="106" cy="52" r="2.5" fill="currentColor" stroke="none" />
      <path d="M100 58 L116 62 L100 63 M82 74 Q100 82 118 74 M112 78 L120 98 M77 98 L46 78 M123 98 L154 78 M40 74 L46 78 L44 86 M160 74 L154 78 L156 86" />
      <circle cx="100" cy="142" r="3" fill="currentColor" stroke="none" />
      <circle cx="100" cy="158" r="3" fill="currentColor" stroke="none" />
    </>
  )
}
