'use client'
// Opens the payment-countries dialog (§2); also shows it when ?dialog=payment-countries asked for it.
import dynamic from 'next/dynamic'

import { useDialogs } from '../dialogs/DialogState'
import type { PaymentCountriesTexts } from './PaymentCountriesDialog'

const PaymentCountriesDialog = dynamic(() => import('./PaymentCountriesDialog'), { ssr: false })

export function PaymentCountriesButton({
  label,
  className,
  ...dialog
}: {
  label: string
  className?: string
  texts: PaymentCountriesTexts
  locale: string
  market: string
}) {
  const { dialog: current, open } = useDialogs()
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => open({ name: 'payment-countries' })}
      >
        {label}
      </button>
      {current?.name === 'payment-countries' ? <PaymentCountriesDialog {...dialog} /> : null}
    </>
  )
}
