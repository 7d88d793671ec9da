'use client'
// Opens the payment-countries dialog (§2); also shows it when ?dialog=payment-countries asked for it.
import dynamic from 'next/dynamic'

import type { Locale } from '@/i18n/locales'

import { DialogOpener } from '@/dialogs/DialogOpener'
import { useDialogs } from '@/dialogs/DialogState'
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
  locale: Locale
  market: string
}) {
  const { dialog: current } = useDialogs()
  return (
    <>
      <DialogOpener dialog={{ name: 'payment-countries' }} label={label} className={className} />
      {current?.name === 'payment-countries' ? <PaymentCountriesDialog {...dialog} /> : null}
    </>
  )
}
