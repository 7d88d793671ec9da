import type { BlockExamples } from '../types'

const examples: BlockExamples<'PaymentMethods'> = () => [
  // No options: the payment methods of the visitor's country from the commerce data.
  { blockType: 'PaymentMethods', heading: 'Ways to pay', backgroundColor: 'misty', borderRadius: 'l' },
  {
    blockType: 'PaymentMethods',
    heading: 'Pay the way you like',
    backgroundColor: 'iglooLight',
    borderRadius: 'xl',
    payOptions: [
      { title: 'Card', description: 'Visa, Mastercard and American Express, charged when your order ships.' },
      { title: 'Pay later with Klarna', description: 'Get your photo book first and pay within 30 days.' },
      { title: 'PayPal', description: 'Pay with your PayPal account in a few clicks.' },
    ],
  },
]
export default examples
