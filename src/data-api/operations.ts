// The data API operations the site sends (§7). Their result and variables types are generated into
// operations.generated.ts by codegen.ts (`npx tsx src/data-api/codegen.ts`); a test fails when it is stale.
export const operationSources = {
  // The page wrapper's commerce props (§2, §3) for one market.
  SiteData: /* GraphQL */ `
    query SiteData($market: String!, $currency: Currency!) {
      productInfo(market: $market, currency: $currency) {
        id
        name
        productType
        format
        paper
        prices {
          market
          currency
          amount
        }
      }
      paymentOptions(country: $market) {
        country
        methods
        provider
        providerCountries
      }
      christmasDeliveryDate(country: $market) {
        country
        lastOrderDate
      }
    }
  `,
  // PricesSection: one product type's prices in a market.
  ProductPrices: /* GraphQL */ `
    query ProductPrices($productType: ProductType!, $market: String!) {
      productInfo(productType: $productType, market: $market) {
        id
        name
        format
        paper
        prices {
          currency
          amount
        }
      }
    }
  `,
  // ChristmasDelivery block: the last order date of every country.
  ChristmasDeliveryDates: /* GraphQL */ `
    query ChristmasDeliveryDates {
      christmasDeliveryDates {
        country
        lastOrderDate
      }
    }
  `,
} as const

export type OperationName = keyof typeof operationSources
