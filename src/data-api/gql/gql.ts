/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SiteData($market: String!, $currency: Currency!) {\n    productInfo(market: $market, currency: $currency) {\n      id\n      name\n      productType\n      format\n      paper\n      prices {\n        market\n        currency\n        amount\n      }\n    }\n    paymentOptions(country: $market) {\n      country\n      methods\n      provider\n      providerCountries\n    }\n    christmasDeliveryDate(country: $market) {\n      country\n      lastOrderDate\n    }\n  }\n": typeof types.SiteDataDocument,
    "\n  query ProductPrices($productType: ProductType!, $market: String!) {\n    productInfo(productType: $productType, market: $market) {\n      id\n      name\n      format\n      paper\n      prices {\n        currency\n        amount\n      }\n    }\n  }\n": typeof types.ProductPricesDocument,
    "\n  query ChristmasDeliveryDates {\n    christmasDeliveryDates {\n      country\n      lastOrderDate\n    }\n  }\n": typeof types.ChristmasDeliveryDatesDocument,
};
const documents: Documents = {
    "\n  query SiteData($market: String!, $currency: Currency!) {\n    productInfo(market: $market, currency: $currency) {\n      id\n      name\n      productType\n      format\n      paper\n      prices {\n        market\n        currency\n        amount\n      }\n    }\n    paymentOptions(country: $market) {\n      country\n      methods\n      provider\n      providerCountries\n    }\n    christmasDeliveryDate(country: $market) {\n      country\n      lastOrderDate\n    }\n  }\n": types.SiteDataDocument,
    "\n  query ProductPrices($productType: ProductType!, $market: String!) {\n    productInfo(productType: $productType, market: $market) {\n      id\n      name\n      format\n      paper\n      prices {\n        currency\n        amount\n      }\n    }\n  }\n": types.ProductPricesDocument,
    "\n  query ChristmasDeliveryDates {\n    christmasDeliveryDates {\n      country\n      lastOrderDate\n    }\n  }\n": types.ChristmasDeliveryDatesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteData($market: String!, $currency: Currency!) {\n    productInfo(market: $market, currency: $currency) {\n      id\n      name\n      productType\n      format\n      paper\n      prices {\n        market\n        currency\n        amount\n      }\n    }\n    paymentOptions(country: $market) {\n      country\n      methods\n      provider\n      providerCountries\n    }\n    christmasDeliveryDate(country: $market) {\n      country\n      lastOrderDate\n    }\n  }\n"): typeof import('./graphql').SiteDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPrices($productType: ProductType!, $market: String!) {\n    productInfo(productType: $productType, market: $market) {\n      id\n      name\n      format\n      paper\n      prices {\n        currency\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql').ProductPricesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChristmasDeliveryDates {\n    christmasDeliveryDates {\n      country\n      lastOrderDate\n    }\n  }\n"): typeof import('./graphql').ChristmasDeliveryDatesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
