// target-goal: a target with a dart right in the bullseye.
export default function TargetGoal() {
  return (
    <>
      <circle cx="90" cy="112" r="62" />
      <circle cx="90" cy="112" r="42" />
      <circle cx="90" cy="112" r="22" />
      <circle cx="90" cy="112" r="6" fill="currentColor" stroke="none" />
      <path d="M90 112 L166 36 M166 36 L156 22 M166 36 L180 46 M156 46 L146 32 M156 46 L170 56" />
    </>
  )
}
