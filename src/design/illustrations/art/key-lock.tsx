// key-lock: a key standing next to a padlock that has just popped open.
export default function KeyLock() {
  return (
    <>
      <rect x="18" y="96" width="96" height="80" rx="12" />
      <path d="M38 96 V64 A28 28 0 0 1 94 64 V74" />
      <circle cx="66" cy="128" r="9" />
      <path d="M66 137 V154" />
      <path d="M104 48 L112 40 M116 60 L126 58 M98 36 L98 26" strokeWidth={3} />
      <circle cx="160" cy="50" r="22" />
      <circle cx="160" cy="44" r="7" />
      <path d="M160 72 V180 H180 V168 H172 V160 H180 V148 H160" />
    </>
  )
}
