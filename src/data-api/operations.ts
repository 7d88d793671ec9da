// The data API operations the site sends (§7). graphql-codegen (`npm run codegen`, config in /codegen.ts) generates
// their result and variables types into ./gql/ from the schema; graphql() returns the typed document it finds by
// the exact text, so run codegen after editing one (typedOperations.test.ts fails while ./gql/ is stale).
import { graphql } from './gql'

// The page wrapper's commerce props (§2, §3) for one market.
export const SiteDataDocument = graphql(`
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
`)

// PricesSection: one product type's prices in a market.
export const ProductPricesDocument = graphql(`
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
`)

// ChristmasDelivery block: the last order date of every country.
export const ChristmasDeliveryDatesDocument = graphql(`
  query ChristmasDeliveryDates {
    christmasDeliveryDates {
      country
      lastOrderDate
    }
  }
`)

export type {
  ChristmasDeliveryDatesQuery,
  ChristmasDeliveryDatesQueryVariables,
  Currency,
  ProductPricesQuery,
  ProductPricesQueryVariables,
  ProductType,
  SiteDataQuery,
  SiteDataQueryVariables,
  TypedDocumentString,
} from './gql/graphql'
