'use client'
// Opens the site's payment-countries dialog (§2 "Global dialogs"). The page wrapper's footer already holds that
// dialog, so this only asks the shared dialog state for it (a second dialog instance would open twice).
import { useDialogs } from '@/site/dialogs/DialogState'

export function ProviderCountriesButton({ label, className }: { label: string; className?: string }) {
  const { open } = useDialogs()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => open({ name: 'payment-countries' })}
    >
      {label}
    </button>
  )
}
