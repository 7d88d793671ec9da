// hugging-love: two people hugging with a little heart above them.
export default function HuggingLove() {
  return (
    <>
      <circle cx="80" cy="66" r="16" />
      <circle cx="120" cy="66" r="16" />
      <path d="M80 82 Q74 124 80 176 M120 82 Q126 124 120 176 M80 100 Q102 118 124 102 M120 100 Q98 122 76 106" />
      <path d="M100 34 C96 24 82 28 88 38 L100 48 L112 38 C118 28 104 24 100 34 Z" />
    </>
  )
}
