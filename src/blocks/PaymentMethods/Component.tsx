// §3 PaymentMethods (hidden, §2): a heading and the payment options, on the editor's background and corner radius.
// The editor's payOptions win; left empty, the market's payment methods come from the data API (§7). An option that
// names the market's online payment provider offers the payment-countries dialog (§2 "Global dialogs").
import { paymentMethods } from '@/cms/collections/PaymentOptions'
import { marketOfLocale } from '@/data-api/markets'
import { isColour, radii } from '@/design/tokens'
import { loadCommerceData } from '@/data-api/load'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { DialogOpener } from '@/dialogs/DialogOpener'
import type { PaymentOption } from '@/shared-data/types'

import { readableOn } from '@/design/contrast'
import { spacingStyle } from '../shared/spacing'
import { sectionHeading } from '../shared/sectionHeading'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './PaymentMethods.inline.pcss'

type Block = BlockProps<'PaymentMethods'>['block']

interface PayOption {
  title: string
  description?: string
}

export default async function PaymentMethods({ block, context }: BlockProps<'PaymentMethods'>) {
  let paymentOptions: PaymentOption[] = []
  try {
    paymentOptions = (await loadCommerceData(context.locale)).initialPaymentOptions
  } catch (error) {
    console.error('[PaymentMethods] commerce data unavailable', error)
  }
  return <PaymentMethodsView block={block} locale={context.locale} paymentOptions={paymentOptions} />
}

type PaymentMethod = (typeof paymentMethods)[number]

const isPaymentMethod = (method: string): method is PaymentMethod =>
  (paymentMethods as readonly string[]).includes(method)

/** Does the text name the provider as a word ('Klarna', 'Pay later with Klarna.')? */
export function mentions(text: string, provider: string): boolean {
  const escaped = provider.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return Boolean(escaped) && new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(text)
}

export async function PaymentMethodsView({
  block,
  locale,
  paymentOptions,
}: {
  block: Block
  locale: Locale
  paymentOptions: readonly PaymentOption[]
}) {
  const t = await translator(locale, 'PaymentMethods')
  const market = marketOfLocale[locale]
  const marketOption = paymentOptions.find((option) => option?.country === market)
  const provider = marketOption?.provider?.trim() || undefined
  const own: PayOption[] = (Array.isArray(block?.payOptions) ? block.payOptions : []).flatMap((option) =>
    option?.title?.trim()
      ? [{ title: option.title.trim(), description: option.description?.trim() || undefined }]
      : [],
  )
  // Every method the commerce data can hold has its name here (a new one fails the type check until named).
  const methodNames: Record<PaymentMethod, string> = {
    card: t('methods.card'),
    paypal: t('methods.paypal'),
    klarna: t('methods.klarna'),
    'apple-pay': t('methods.apple-pay'),
    'google-pay': t('methods.google-pay'),
    swish: t('methods.swish'),
    mobilepay: t('methods.mobilepay'),
    vipps: t('methods.vipps'),
    ideal: t('methods.ideal'),
    invoice: t('methods.invoice'),
  }
  const payOptions: PayOption[] = own.length
    ? own
    : (marketOption?.methods ?? []).map((method) => ({
        title: isPaymentMethod(method) ? methodNames[method] : method,
      }))
  if (!payOptions.length) return null

  const { name, heading } = sectionHeading(
    `payment-methods-${block.id ?? 'section'}`,
    block.heading?.trim(),
    styles.heading,
    t('label'),
  )
  const colour = isColour(block.backgroundColor) ? block.backgroundColor : undefined
  const radius =
    block.borderRadius && block.borderRadius in radii ? `var(--radius-${block.borderRadius})` : undefined
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section
        className={styles.section}
        // Readable (AA) text on whatever colour the editor picked; the option cards are white.
        style={{
          ...spacingStyle(block),
          ...(colour && readableOn(colour)),
          borderRadius: radius,
        }}
        {...name}
      >
        {heading}
        <ul className={styles.options}>
          {payOptions.map((option, index) => (
            <li key={`${option.title}-${index}`} className={styles.option}>
              <h3 className={styles.title}>{option.title}</h3>
              {option.description && <p className={styles.description}>{option.description}</p>}
              {provider && mentions(`${option.title} ${option.description ?? ''}`, provider) && (
                // The footer already holds the payment-countries dialog: this only asks the shared state to open it.
                <DialogOpener
                  dialog={{ name: 'payment-countries' }}
                  className={styles.countries}
                  label={t('providerCountries', { provider })}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
