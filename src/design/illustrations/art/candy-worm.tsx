// candy-worm: a cheerful striped gummy worm wriggling along.
export default function CandyWorm() {
  return (
    <>
      <circle cx="36" cy="132" r="15" />
      <circle cx="58" cy="118" r="15" />
      <circle cx="82" cy="110" r="15" />
      <circle cx="106" cy="116" r="15" />
      <circle cx="128" cy="128" r="15" />
      <circle cx="150" cy="126" r="15" />
      <circle cx="166" cy="104" r="20" />
      <circle cx="160" cy="98" r="3" fill="currentColor" stroke="none" />
      <circle cx="174" cy="98" r="3" fill="currentColor" stroke="none" />
      <path d="M158 110 Q167 117 176 110 M160 84 L154 70 M172 84 L178 70" />
    </>
  )
}
