// holiday-snowman: a smiling snowman with a top hat, scarf, carrot nose and twig arms in falling snow.
export default function HolidaySnowman() {
  return (
    <>
      <circle cx="100" cy="50" r="19" />
      <path d="M106.6 67.8 A27 27 0 1 1 93.4 67.8" />
      <path d="M114.2 116.9 A36 36 0 1 1 85.8 116.9" />
      <path d="M78 31 H122 M86 31 V8 H114 V31" />
      <circle cx="93" cy="45" r="2.5" fill="currentColor" stroke="none" />
      <circle cx="107" cy="45" r="2.5" fill="currentColor" stroke="none" />
      <path d="M100 51 L118 55 L100 57 Z" strokeWidth="3" />
      <path d="M82 64 Q100 74 118 64 L120 72 Q100 84 80 72 Z M108 78 L116 100 L126 96 L116 76" />
      <path d="M74 88 L42 68 M50 73 L46 62 M47 71 L36 72 M126 88 L158 68 M150 73 L154 62 M153 71 L164 72" />
      <circle cx="100" cy="92" r="3" fill="currentColor" stroke="none" />
      <circle cx="100" cy="106" r="3" fill="currentColor" stroke="none" />
      <circle cx="100" cy="140" r="3" fill="currentColor" stroke="none" />
      <circle cx="100" cy="156" r="3" fill="currentColor" stroke="none" />
      <path d="M24 188 H176" strokeWidth="3" />
      <path d="M30 30 V38 M26 34 H34 M172 110 V118 M168 114 H176 M160 22 V28 M157 25 H163" strokeWidth="3" />
    </>
  )
}
