// The embedded data API's schema (§7). The spec leaves operations and result shapes out; they are shaped for the
// PricesSection, PaymentMethods and ChristmasDelivery blocks, the payment-countries dialog and the shared data (§3).
export const typeDefs = /* GraphQL */ `
  "§9 product types."
  enum ProductType {
    book
    print
  }

  enum Currency {
    GBP
    EUR
    SEK
    DKK
    NOK
    USD
    AUD
    CAD
  }

  "A product's price in one market (ISO country code) and currency."
  type Price {
    market: String!
    currency: Currency!
    amount: Float!
  }

  "A book format or a print paper (§9) with its prices."
  type Product {
    id: ID!
    name: String!
    productType: ProductType!
    "Book formats only: hardcover 27x27 cm, hardcover 20x20 cm, softcover 20x20 cm."
    format: String
    "Prints only: semi-gloss, matte."
    paper: String
    prices: [Price!]!
  }

  "A country's payment methods and the countries its online payment provider supports."
  type PaymentOption {
    country: String!
    methods: [String!]!
    provider: String
    providerCountries: [String!]!
  }

  type ChristmasDeliveryDate {
    country: String!
    "ISO 8601 date-time."
    lastOrderDate: String!
  }

  type Query {
    "Products, with prices only for the given market and currency when given."
    productInfo(productType: ProductType, market: String, currency: Currency): [Product!]!
    paymentOptions(country: String): [PaymentOption!]!
    christmasDeliveryDates: [ChristmasDeliveryDate!]!
    christmasDeliveryDate(country: String!): ChristmasDeliveryDate
  }
`
