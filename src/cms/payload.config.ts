// Payload CMS inside the app (ARCHITECTURE: embedded default SQLite under data/, PostgreSQL via DATABASE_URL).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { da } from '@payloadcms/translations/languages/da'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { it } from '@payloadcms/translations/languages/it'
import { nb } from '@payloadcms/translations/languages/nb'
import { nl } from '@payloadcms/translations/languages/nl'
import { sv } from '@payloadcms/translations/languages/sv'
import {
  buildConfig,
  type DatabaseAdapterObj,
  Forbidden,
  Locked,
  MissingFile,
  NotFound,
  ValidationError,
} from 'payload'
import sharp from 'sharp'

import { ContactMessages } from '@/blocks/ContactForms/collection'
import { blockConfigs } from '@/blocks/registry'
import { formBuilder } from '@/blocks/FormBlock/plugin'
import { rowLabels } from '@/cms/admin/rowLabels'
import { adminTranslations } from '@/cms/admin/translations'
import { siteConfig } from '@/config/site'
import { breakpoints } from '@/design/tokens'
import { defaultLocale, localeLabels, routingLocales } from '@/i18n/locales'

import { ChristmasDeliveryDates } from './collections/ChristmasDeliveryDates'
import { IdentityAccounts } from './collections/IdentityAccounts'
import { IdentitySigningKeys } from './collections/IdentitySigningKeys'
import { Media } from './collections/Media'
import { NewsletterSubscriptions } from './collections/NewsletterSubscriptions'
import { Pages } from './collections/Pages'
import { PaymentOptions } from './collections/PaymentOptions'
import { ProductInfo } from './collections/ProductInfo'
import { Stories } from './collections/Stories'
import { Reviews } from './collections/Reviews'
import { Redirects } from './collections/Redirects'
import { Users } from './collections/Users'
import { EntryEdits } from './editors/EntryEdits'
import { PageVariants, StoryVariants } from './collections/variants'
import { Footer } from './globals/Footer'
import { Navigation } from './globals/Navigation'
import { TopBanners } from './globals/TopBanners'
import { badQueryValueIsBadRequest, refusedValuesAtInfo } from './hooks/badQueryValue'
import { decodeWithoutThrowing } from './integrity/decoders'
import { localesByParent } from './localesByParent'
import { keptRelationalQueries } from './relationalQueryCache'
import { contentReadsBack } from './integrity/plugin'
import { oneTransactionAtATime } from './integrity/serialTransactions'
import { pooledConnections } from './sqliteConnections'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { mediaStorage } from './storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = siteConfig()

/** Where migrations live; the schema check points this at a scratch copy. */
const migrationDir = (dialect: 'sqlite' | 'postgres') =>
  process.env.PAYLOAD_MIGRATION_DIR ?? path.resolve(dirname, 'migrations', dialect)

function database(): DatabaseAdapterObj {
  if (/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    return keptRelationalQueries(
      postgresAdapter({
        pool: { connectionString: config.databaseUrl },
        migrationDir: migrationDir('postgres'),
        prodMigrations: postgresMigrations,
        push: false,
        // Issue #30: a stored value no column decoder can read is read as unset, never a 500.
        afterSchemaInit: [decodeWithoutThrowing, localesByParent(pgIndex)],
      }),
      { preparedStatements: config.preparedStatements },
    )
  }
  // Issue #30: a save that fails stores nothing, so SQLite saves are transactions too (one at a time).
  return oneTransactionAtATime(
    keptRelationalQueries(
      pooledConnections(
        sqliteAdapter({
          client: { url: config.databaseUrl },
          migrationDir: migrationDir('sqlite'),
          prodMigrations: sqliteMigrations,
          // Schema changes go through migrations everywhere except throwaway test databases.
          push: process.env.PAYLOAD_PUSH_SCHEMA === 'true',
          transactionOptions: {},
          afterSchemaInit: [decodeWithoutThrowing, localesByParent(sqliteIndex)],
        }),
      ),
    ),
  )
}

export default buildConfig({
  serverURL: config.siteUrl,
  secret: config.payloadSecret ?? '',
  telemetry: false,
  // Payload logs a refused request (404, 403, an editor's invalid save) at info, by the error's name, which is its
  // class's: minified in the build ("t2"), so its defaults missed and each came out as an ERROR with a stack.
  logger: refusedValuesAtInfo(),
  loggingLevels: Object.fromEntries(
    [Forbidden, Locked, MissingFile, NotFound, ValidationError].map((error) => [error.name, 'info']),
  ),
  admin: {
    user: Users.slug,
    // No gravatar: the admin makes no request outside the site.
    avatar: 'default',
    meta: { titleSuffix: ` · ${config.brandName} CMS` },
    importMap: { baseDir: path.resolve(dirname, '..') },
    // The icon and illustration gallery (/design-gallery) is linked under the admin navigation.
    components: {
      afterNavLinks: ['/cms/admin/DesignGalleryLink#DesignGalleryLink'],
      // Issue #32: an editor's dashboard starts with recent edits and what is scheduled.
      beforeDashboard: ['/cms/admin/EditorDashboard#EditorDashboard'],
      // Issue #32 item 4: the block picker's descriptions.
      providers: ['/cms/admin/BlockDescriptions#BlockDescriptions'],
    },
    livePreview: {
      // §9 breakpoints: mobile, tablet 768, desktop 1200, largeDesktop 1420; a phone of today is 390 wide (issue #32).
      breakpoints: [
        { name: 'mobile', label: 'Mobile', width: 390, height: 844 },
        { name: 'tablet', label: 'Tablet', width: breakpoints.tablet, height: 1024 },
        { name: 'desktop', label: 'Desktop', width: breakpoints.desktop, height: 800 },
        { name: 'largeDesktop', label: 'Large desktop', width: breakpoints.largeDesktop, height: 900 },
      ],
    },
  },
  // Issue #32: the admin in the nine languages of the markets (its own words Payload's, the blocks' ours: see
  // src/blocks/translations.ts); each editor picks theirs under Account, the browser's language by default.
  i18n: {
    supportedLanguages: { en, sv, de, it, fr, es, da, nb, nl },
    fallbackLanguage: 'en',
    // Issue #32: the words of our own admin components (t('editors:…')), merged by Payload into its own.
    translations: adminTranslations,
  },
  localization: {
    locales: routingLocales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  // Issue #31: each content block defined once; the layout fields refer to them by slug.
  blocks: blockConfigs,
  collections: [
    Pages,
    Stories,
    PageVariants,
    StoryVariants,
    Redirects,
    Media,
    Users,
    ProductInfo,
    PaymentOptions,
    ChristmasDeliveryDates,
    Reviews,
    NewsletterSubscriptions,
    ContactMessages,
    IdentityAccounts,
    IdentitySigningKeys,
    EntryEdits,
  ],
  globals: [Navigation, TopBanners, Footer],
  // §4 CMS form block: editors' forms and their submissions (forms, form-submissions); media in S3 when configured.
  // Issue #30: contentReadsBack last, so it sees the plugins' collections too; rowLabels (issue #32) after the form
  // builder, so its arrays and blocks say what they hold too.
  plugins: [formBuilder, mediaStorage(config), rowLabels, contentReadsBack],
  editor: lexicalEditor(),
  db: database(),
  sharp,
  // Types are generated on purpose (npm run migrate:create / generate), never as a side effect of starting.
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts'), autoGenerate: false },
  graphQL: { disablePlaygroundInProduction: true },
  // Issue #21: an id or date in a request that the database cannot bind is a 400, not Payload's 500.
  hooks: { afterError: [badQueryValueIsBadRequest] },
  jobs: {
    // Scheduled publishing (drafts.schedulePublish) runs on the server's own queue.
    autoRun: [{ cron: '* * * * *', queue: 'default' }],
    shouldAutoRun: () => process.env.PAYLOAD_JOBS_AUTORUN !== 'false',
  },
})
