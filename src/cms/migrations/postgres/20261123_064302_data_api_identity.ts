import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_info_prices_market" AS ENUM('DK', 'DE', 'AU', 'GB', 'US', 'CA', 'ES', 'FR', 'IT', 'NL', 'NO', 'SE');
  CREATE TYPE "public"."enum_product_info_prices_currency" AS ENUM('GBP', 'EUR', 'SEK', 'DKK', 'NOK', 'USD', 'AUD', 'CAD');
  CREATE TYPE "public"."enum_product_info_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_product_info_format" AS ENUM('hardcover 27x27 cm', 'hardcover 20x20 cm', 'softcover 20x20 cm');
  CREATE TYPE "public"."enum_product_info_paper" AS ENUM('semi-gloss', 'matte');
  CREATE TYPE "public"."enum_payment_options_methods" AS ENUM('card', 'paypal', 'klarna', 'apple-pay', 'google-pay', 'swish', 'mobilepay', 'vipps', 'ideal', 'invoice');
  CREATE TYPE "public"."enum_payment_options_country" AS ENUM('DK', 'DE', 'AU', 'GB', 'US', 'CA', 'ES', 'FR', 'IT', 'NL', 'NO', 'SE');
  CREATE TYPE "public"."enum_christmas_delivery_dates_country" AS ENUM('DK', 'DE', 'AU', 'GB', 'US', 'CA', 'ES', 'FR', 'IT', 'NL', 'NO', 'SE');
  CREATE TYPE "public"."enum_identity_accounts_kind" AS ENUM('user', 'service');
  CREATE TABLE "product_info_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"market" "enum_product_info_prices_market" NOT NULL,
  	"currency" "enum_product_info_prices_currency" NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "product_info" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"product_type" "enum_product_info_product_type" NOT NULL,
  	"format" "enum_product_info_format",
  	"paper" "enum_product_info_paper",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_options_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_payment_options_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payment_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" "enum_payment_options_country" NOT NULL,
  	"provider" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_options_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "christmas_delivery_dates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" "enum_christmas_delivery_dates_country" NOT NULL,
  	"last_order_date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "identity_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"password_hash" varchar NOT NULL,
  	"kind" "enum_identity_accounts_kind" DEFAULT 'user' NOT NULL,
  	"display_name" varchar,
  	"photo_u_r_l" varchar,
  	"phone_number" varchar,
  	"email_verified" boolean DEFAULT false,
  	"disabled" boolean DEFAULT false,
  	"last_login_at" timestamp(3) with time zone,
  	"failed_attempts" numeric DEFAULT 0,
  	"locked_until" timestamp(3) with time zone,
  	"tokens_valid_after" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "identity_signing_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kid" varchar NOT NULL,
  	"alg" varchar DEFAULT 'RS256' NOT NULL,
  	"public_jwk" jsonb NOT NULL,
  	"private_jwk" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_info_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_options_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "christmas_delivery_dates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "identity_accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "identity_signing_keys_id" integer;
  ALTER TABLE "product_info_prices" ADD CONSTRAINT "product_info_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payment_options_methods" ADD CONSTRAINT "payment_options_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payment_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payment_options_texts" ADD CONSTRAINT "payment_options_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payment_options"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "product_info_prices_order_idx" ON "product_info_prices" USING btree ("_order");
  CREATE INDEX "product_info_prices_parent_id_idx" ON "product_info_prices" USING btree ("_parent_id");
  CREATE INDEX "product_info_updated_at_idx" ON "product_info" USING btree ("updated_at");
  CREATE INDEX "product_info_created_at_idx" ON "product_info" USING btree ("created_at");
  CREATE INDEX "payment_options_methods_order_idx" ON "payment_options_methods" USING btree ("order");
  CREATE INDEX "payment_options_methods_parent_idx" ON "payment_options_methods" USING btree ("parent_id");
  CREATE UNIQUE INDEX "payment_options_country_idx" ON "payment_options" USING btree ("country");
  CREATE INDEX "payment_options_updated_at_idx" ON "payment_options" USING btree ("updated_at");
  CREATE INDEX "payment_options_created_at_idx" ON "payment_options" USING btree ("created_at");
  CREATE INDEX "payment_options_texts_order_parent" ON "payment_options_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "christmas_delivery_dates_country_idx" ON "christmas_delivery_dates" USING btree ("country");
  CREATE INDEX "christmas_delivery_dates_updated_at_idx" ON "christmas_delivery_dates" USING btree ("updated_at");
  CREATE INDEX "christmas_delivery_dates_created_at_idx" ON "christmas_delivery_dates" USING btree ("created_at");
  CREATE UNIQUE INDEX "identity_accounts_email_idx" ON "identity_accounts" USING btree ("email");
  CREATE INDEX "identity_accounts_updated_at_idx" ON "identity_accounts" USING btree ("updated_at");
  CREATE INDEX "identity_accounts_created_at_idx" ON "identity_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "identity_signing_keys_kid_idx" ON "identity_signing_keys" USING btree ("kid");
  CREATE INDEX "identity_signing_keys_updated_at_idx" ON "identity_signing_keys" USING btree ("updated_at");
  CREATE INDEX "identity_signing_keys_created_at_idx" ON "identity_signing_keys" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_info_fk" FOREIGN KEY ("product_info_id") REFERENCES "public"."product_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_options_fk" FOREIGN KEY ("payment_options_id") REFERENCES "public"."payment_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_christmas_delivery_dates_fk" FOREIGN KEY ("christmas_delivery_dates_id") REFERENCES "public"."christmas_delivery_dates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_identity_accounts_fk" FOREIGN KEY ("identity_accounts_id") REFERENCES "public"."identity_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_identity_signing_keys_fk" FOREIGN KEY ("identity_signing_keys_id") REFERENCES "public"."identity_signing_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_product_info_id_idx" ON "payload_locked_documents_rels" USING btree ("product_info_id");
  CREATE INDEX "payload_locked_documents_rels_payment_options_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_options_id");
  CREATE INDEX "payload_locked_documents_rels_christmas_delivery_dates_i_idx" ON "payload_locked_documents_rels" USING btree ("christmas_delivery_dates_id");
  CREATE INDEX "payload_locked_documents_rels_identity_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("identity_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_identity_signing_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("identity_signing_keys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_info_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_info" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_options_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_options_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "christmas_delivery_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "identity_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "identity_signing_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "product_info_prices" CASCADE;
  DROP TABLE "product_info" CASCADE;
  DROP TABLE "payment_options_methods" CASCADE;
  DROP TABLE "payment_options" CASCADE;
  DROP TABLE "payment_options_texts" CASCADE;
  DROP TABLE "christmas_delivery_dates" CASCADE;
  DROP TABLE "identity_accounts" CASCADE;
  DROP TABLE "identity_signing_keys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_info_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_options_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_christmas_delivery_dates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_identity_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_identity_signing_keys_fk";
  
  DROP INDEX "payload_locked_documents_rels_product_info_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_options_id_idx";
  DROP INDEX "payload_locked_documents_rels_christmas_delivery_dates_i_idx";
  DROP INDEX "payload_locked_documents_rels_identity_accounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_identity_signing_keys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_info_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_options_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "christmas_delivery_dates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "identity_accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "identity_signing_keys_id";
  DROP TYPE "public"."enum_product_info_prices_market";
  DROP TYPE "public"."enum_product_info_prices_currency";
  DROP TYPE "public"."enum_product_info_product_type";
  DROP TYPE "public"."enum_product_info_format";
  DROP TYPE "public"."enum_product_info_paper";
  DROP TYPE "public"."enum_payment_options_methods";
  DROP TYPE "public"."enum_payment_options_country";
  DROP TYPE "public"."enum_christmas_delivery_dates_country";
  DROP TYPE "public"."enum_identity_accounts_kind";`)
}
