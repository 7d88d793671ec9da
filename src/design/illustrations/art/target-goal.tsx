// target-goal: a round target with a dart stuck right in the bullseye.
export default function TargetGoal() {
  return (
    <>
      <circle cx="84" cy="118" r="66" />
      <circle cx="84" cy="118" r="44" />
      <circle cx="84" cy="118" r="22" />
      <circle cx="84" cy="118" r="7" fill="currentColor" stroke="none" />
      <path d="M84 118 L92.5 109.5 M120.8 81.2 L154.7 47.3" />
      <path d="M92.5 109.5 L95.3 98.2 L112.3 81.2 L120.8 81.2 L120.8 89.7 L103.8 106.7 Z" />
      <path d="M139.2 62.8 L137 40.9 L146.9 31 L154.7 47.3 M139.2 62.8 L161.1 65 L171 55.1 L154.7 47.3" />
      <path d="M160.4 30.3 L168.9 21.8 M167.4 43 L180.2 30.3" strokeWidth={3} />
    </>
  )
}
