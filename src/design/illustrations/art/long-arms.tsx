// long-arms: a small person with comically long noodle arms stretched out to both edges.
export default function LongArms() {
  return (
    <>
      <circle cx="100" cy="66" r="16" />
      <circle cx="94" cy="64" r="2" fill="currentColor" stroke="none" />
      <circle cx="106" cy="64" r="2" fill="currentColor" stroke="none" />
      <path d="M93 71 Q100 77 107 71" strokeWidth="3" />
      <path d="M88 88 Q100 82 112 88 L116 138 Q100 144 84 138 Z" />
      <path d="M92 141 L88 182 H78 M108 141 L112 182 H122" />
      <path d="M88 96 C70 104 62 84 46 92 C32 100 26 114 18 104" />
      <path d="M112 96 C130 104 138 84 154 92 C168 100 174 114 182 104" />
      <path d="M18 104 L12 96 M18 104 L12 104 M18 104 L14 112 M18 104 L22 96" strokeWidth="3" />
      <path d="M182 104 L188 96 M182 104 L188 104 M182 104 L186 112 M182 104 L178 96" strokeWidth="3" />
    </>
  )
}
