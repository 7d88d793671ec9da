/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Currency =
  | 'AUD'
  | 'CAD'
  | 'DKK'
  | 'EUR'
  | 'GBP'
  | 'NOK'
  | 'SEK'
  | 'USD';

/** §9 product types. */
export type ProductType =
  | 'book'
  | 'print';

export type SiteDataQueryVariables = Exact<{
  market: string;
  currency: Currency;
}>;


export type SiteDataQuery = { productInfo: Array<{ id: string, name: string, productType: ProductType, format: string | null, paper: string | null, prices: Array<{ market: string, currency: Currency, amount: number }> }>, paymentOptions: Array<{ country: string, methods: Array<string>, provider: string | null, providerCountries: Array<string> }>, christmasDeliveryDate: { country: string, lastOrderDate: string } | null };

export type ProductPricesQueryVariables = Exact<{
  productType: ProductType;
  market: string;
}>;


export type ProductPricesQuery = { productInfo: Array<{ id: string, name: string, format: string | null, paper: string | null, prices: Array<{ currency: Currency, amount: number }> }> };

export type ChristmasDeliveryDatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ChristmasDeliveryDatesQuery = { christmasDeliveryDates: Array<{ country: string, lastOrderDate: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const SiteDataDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<SiteDataQuery, SiteDataQueryVariables>;
export const ProductPricesDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ProductPricesQuery, ProductPricesQueryVariables>;
export const ChristmasDeliveryDatesDocument = new TypedDocumentString(`
    query ChristmasDeliveryDates {
  christmasDeliveryDates {
    country
    lastOrderDate
  }
}
    `) as unknown as TypedDocumentString<ChristmasDeliveryDatesQuery, ChristmasDeliveryDatesQueryVariables>;