import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`product_info_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`market\` text NOT NULL,
  	\`currency\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_info\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_info_prices_order_idx\` ON \`product_info_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_info_prices_parent_id_idx\` ON \`product_info_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_info\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`product_type\` text NOT NULL,
  	\`format\` text,
  	\`paper\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`product_info_updated_at_idx\` ON \`product_info\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_info_created_at_idx\` ON \`product_info\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_options_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payment_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_options_methods_order_idx\` ON \`payment_options_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payment_options_methods_parent_idx\` ON \`payment_options_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payment_options\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text NOT NULL,
  	\`provider\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_options_country_idx\` ON \`payment_options\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`payment_options_updated_at_idx\` ON \`payment_options\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_options_created_at_idx\` ON \`payment_options\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_options_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payment_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_options_texts_order_parent\` ON \`payment_options_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`christmas_delivery_dates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text NOT NULL,
  	\`last_order_date\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`christmas_delivery_dates_country_idx\` ON \`christmas_delivery_dates\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`christmas_delivery_dates_updated_at_idx\` ON \`christmas_delivery_dates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`christmas_delivery_dates_created_at_idx\` ON \`christmas_delivery_dates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`identity_accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`password_hash\` text NOT NULL,
  	\`kind\` text DEFAULT 'user' NOT NULL,
  	\`display_name\` text,
  	\`photo_u_r_l\` text,
  	\`phone_number\` text,
  	\`email_verified\` integer DEFAULT false,
  	\`disabled\` integer DEFAULT false,
  	\`last_login_at\` text,
  	\`failed_attempts\` numeric DEFAULT 0,
  	\`locked_until\` text,
  	\`tokens_valid_after\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`identity_accounts_email_idx\` ON \`identity_accounts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`identity_accounts_updated_at_idx\` ON \`identity_accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`identity_accounts_created_at_idx\` ON \`identity_accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`identity_signing_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kid\` text NOT NULL,
  	\`alg\` text DEFAULT 'RS256' NOT NULL,
  	\`public_jwk\` text NOT NULL,
  	\`private_jwk\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`identity_signing_keys_kid_idx\` ON \`identity_signing_keys\` (\`kid\`);`)
  await db.run(sql`CREATE INDEX \`identity_signing_keys_updated_at_idx\` ON \`identity_signing_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`identity_signing_keys_created_at_idx\` ON \`identity_signing_keys\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`product_info_id\` integer REFERENCES product_info(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_options_id\` integer REFERENCES payment_options(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`christmas_delivery_dates_id\` integer REFERENCES christmas_delivery_dates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`identity_accounts_id\` integer REFERENCES identity_accounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`identity_signing_keys_id\` integer REFERENCES identity_signing_keys(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_info_id_idx\` ON \`payload_locked_documents_rels\` (\`product_info_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_options_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_christmas_delivery_dates_i_idx\` ON \`payload_locked_documents_rels\` (\`christmas_delivery_dates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_identity_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`identity_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_identity_signing_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`identity_signing_keys_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`product_info_prices\`;`)
  await db.run(sql`DROP TABLE \`product_info\`;`)
  await db.run(sql`DROP TABLE \`payment_options_methods\`;`)
  await db.run(sql`DROP TABLE \`payment_options\`;`)
  await db.run(sql`DROP TABLE \`payment_options_texts\`;`)
  await db.run(sql`DROP TABLE \`christmas_delivery_dates\`;`)
  await db.run(sql`DROP TABLE \`identity_accounts\`;`)
  await db.run(sql`DROP TABLE \`identity_signing_keys\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`stories_id\` integer,
  	\`page_variants_id\` integer,
  	\`story_variants_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stories_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_variants_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`story_variants_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "stories_id", "page_variants_id", "story_variants_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "stories_id", "page_variants_id", "story_variants_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`page_variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_story_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`story_variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
