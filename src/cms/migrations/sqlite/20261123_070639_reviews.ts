import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_reviews_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'lav4',
  	\`heading\` text,
  	\`product_type\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'xxxl',
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_section_order_idx\` ON \`pages_blocks_reviews_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_section_parent_id_idx\` ON \`pages_blocks_reviews_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_section_path_idx\` ON \`pages_blocks_reviews_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_section_locale_idx\` ON \`pages_blocks_reviews_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_reviews_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'lav4',
  	\`heading\` text,
  	\`product_type\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'xxxl',
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_section_order_idx\` ON \`_pages_v_blocks_reviews_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_section_parent_id_idx\` ON \`_pages_v_blocks_reviews_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_section_path_idx\` ON \`_pages_v_blocks_reviews_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_section_locale_idx\` ON \`_pages_v_blocks_reviews_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_reviews_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'lav4',
  	\`heading\` text,
  	\`product_type\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'xxxl',
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_reviews_section_order_idx\` ON \`stories_blocks_reviews_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_reviews_section_parent_id_idx\` ON \`stories_blocks_reviews_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_reviews_section_path_idx\` ON \`stories_blocks_reviews_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_reviews_section_locale_idx\` ON \`stories_blocks_reviews_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_reviews_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'lav4',
  	\`heading\` text,
  	\`product_type\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'xxxl',
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_reviews_section_order_idx\` ON \`_stories_v_blocks_reviews_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_reviews_section_parent_id_idx\` ON \`_stories_v_blocks_reviews_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_reviews_section_path_idx\` ON \`_stories_v_blocks_reviews_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_reviews_section_locale_idx\` ON \`_stories_v_blocks_reviews_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_reviews_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'lav4',
  	\`heading\` text,
  	\`product_type\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'xxxl',
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_reviews_section_order_idx\` ON \`page_variants_blocks_reviews_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_reviews_section_parent_id_idx\` ON \`page_variants_blocks_reviews_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_reviews_section_path_idx\` ON \`page_variants_blocks_reviews_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_reviews_section_locale_idx\` ON \`page_variants_blocks_reviews_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_reviews_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'lav4',
  	\`heading\` text,
  	\`product_type\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'xxxl',
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_reviews_section_order_idx\` ON \`story_variants_blocks_reviews_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_reviews_section_parent_id_idx\` ON \`story_variants_blocks_reviews_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_reviews_section_path_idx\` ON \`story_variants_blocks_reviews_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_reviews_section_locale_idx\` ON \`story_variants_blocks_reviews_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`text\` text NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`product_type\` text,
  	\`date\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`reviews_date_idx\` ON \`reviews\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`reviews_published_idx\` ON \`reviews\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reviews_id\` integer REFERENCES reviews(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
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
  	\`product_info_id\` integer,
  	\`payment_options_id\` integer,
  	\`christmas_delivery_dates_id\` integer,
  	\`identity_accounts_id\` integer,
  	\`identity_signing_keys_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stories_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_variants_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`story_variants_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_info_id\`) REFERENCES \`product_info\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_options_id\`) REFERENCES \`payment_options\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`christmas_delivery_dates_id\`) REFERENCES \`christmas_delivery_dates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`identity_accounts_id\`) REFERENCES \`identity_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`identity_signing_keys_id\`) REFERENCES \`identity_signing_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "stories_id", "page_variants_id", "story_variants_id", "media_id", "users_id", "product_info_id", "payment_options_id", "christmas_delivery_dates_id", "identity_accounts_id", "identity_signing_keys_id") SELECT "id", "order", "parent_id", "path", "pages_id", "stories_id", "page_variants_id", "story_variants_id", "media_id", "users_id", "product_info_id", "payment_options_id", "christmas_delivery_dates_id", "identity_accounts_id", "identity_signing_keys_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_info_id_idx\` ON \`payload_locked_documents_rels\` (\`product_info_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_options_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_christmas_delivery_dates_i_idx\` ON \`payload_locked_documents_rels\` (\`christmas_delivery_dates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_identity_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`identity_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_identity_signing_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`identity_signing_keys_id\`);`)
}
