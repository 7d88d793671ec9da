import 'server-only'

// POST /graphql (§7 "Data API"): GraphQL Yoga over the commerce collections, for callers with a valid ID token
// (RS256, checked against the provider's JWKS) or X-Api-Key; anyone else gets 401 with a GraphQL error body.
import { timingSafeEqual } from 'node:crypto'

import type { ValidationRule } from 'graphql'
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga'
import type { Payload, Where } from 'payload'

import type { ChristmasDeliveryDate, PaymentOption, ProductInfo } from '@/payload-types'

import { typeDefs } from './typeDefs'

interface Context {
  payload: Payload
}

const all = { limit: 0, pagination: false, depth: 0 } as const

export const dataApiSchema = createSchema<Context>({
  typeDefs,
  resolvers: {
    Query: {
      async productInfo(
        _: unknown,
        args: { productType?: string | null; market?: string | null; currency?: string | null },
        { payload }: Context,
      ) {
        const where: Where = args.productType ? { productType: { equals: args.productType } } : {}
        const { docs } = await payload.find({ collection: 'product-info', where, sort: 'id', ...all })
        return docs.map((doc: ProductInfo) => ({
          id: String(doc.id),
          name: doc.name,
          productType: doc.productType,
          format: doc.productType === 'book' ? (doc.format ?? null) : null,
          paper: doc.productType === 'print' ? (doc.paper ?? null) : null,
          prices: (doc.prices ?? []).filter(
            (price) =>
              (!args.market || price.market === args.market) &&
              (!args.currency || price.currency === args.currency),
          ),
        }))
      },
      async paymentOptions(_: unknown, args: { country?: string | null }, { payload }: Context) {
        const where: Where = args.country ? { country: { equals: args.country } } : {}
        const { docs } = await payload.find({ collection: 'payment-options', where, sort: 'country', ...all })
        return docs.map((doc: PaymentOption) => ({
          country: doc.country,
          methods: doc.methods ?? [],
          provider: doc.provider ?? null,
          providerCountries: doc.providerCountries ?? [],
        }))
      },
      async christmasDeliveryDates(_: unknown, __: unknown, { payload }: Context) {
        const { docs } = await payload.find({
          collection: 'christmas-delivery-dates',
          sort: 'country',
          ...all,
        })
        return docs.map((doc: ChristmasDeliveryDate) => ({
          country: doc.country,
          lastOrderDate: doc.lastOrderDate,
        }))
      },
      async christmasDeliveryDate(_: unknown, args: { country: string }, { payload }: Context) {
        const { docs } = await payload.find({
          collection: 'christmas-delivery-dates',
          where: { country: { equals: args.country } },
          limit: 1,
          depth: 0,
        })
        const doc = docs[0]
        return doc ? { country: doc.country, lastOrderDate: doc.lastOrderDate } : null
      },
    },
  },
})

/** Refuses __schema and __type. Written without graphql-js's runtime helpers: GraphQL Yoga loads its own copy of
 * graphql (CommonJS) and type checks across the two copies fail. */
const noSchemaIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type')
      context.reportError(
        createGraphQLError(
          `GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`,
          {
            nodes: [node],
          },
        ),
      )
  },
})

/** Introspection is off in production: the schema is not published to anonymous tooling. */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(noSchemaIntrospection)
  },
}

export interface DataApiOptions {
  payload: () => Promise<Payload>
  /** Resolves when the bearer token is a valid ID token of the site's provider; rejects otherwise. */
  verifyIdToken: (token: string) => Promise<unknown>
  /** Accepted X-Api-Key values (none when unset). */
  apiKey?: string
  production: boolean
  endpoint?: string
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function unauthorized(message: string): Response {
  return Response.json(
    { errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] },
    { status: 401, headers: { 'www-authenticate': 'Bearer', 'cache-control': 'no-store' } },
  )
}

/** Why a request is refused, or undefined when its credentials hold. */
async function refusal(request: Request, options: DataApiOptions): Promise<string | undefined> {
  const apiKey = request.headers.get('x-api-key')
  if (apiKey) return options.apiKey && sameSecret(apiKey, options.apiKey) ? undefined : 'Invalid API key'
  const [scheme, token] = (request.headers.get('authorization') ?? '').split(' ')
  if (scheme?.toLowerCase() !== 'bearer' || !token)
    return 'Missing Authorization: Bearer ID token or X-Api-Key'
  try {
    await options.verifyIdToken(token)
    return undefined
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'ID token expired' : 'Invalid ID token'
  }
}

export function createDataApi(options: DataApiOptions): (request: Request) => Promise<Response> {
  const yoga = createYoga<Context>({
    schema: dataApiSchema,
    graphqlEndpoint: options.endpoint ?? '/graphql',
    graphiql: false,
    // Browsers reach data through the same-origin endpoint only; no cross-origin caller is invited.
    cors: false,
    landingPage: false,
    maskedErrors: true,
    plugins: options.production ? [noIntrospection] : [],
    context: async () => ({ payload: await options.payload() }),
  })
  return async (request) => {
    const refused = await refusal(request, options)
    if (refused) return unauthorized(refused)
    return yoga.fetch(request)
  }
}
