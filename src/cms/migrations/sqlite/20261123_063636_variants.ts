import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_variants_query\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`attribute\` text,
  	\`key\` text,
  	\`operator\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_query_order_idx\` ON \`page_variants_query\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_query_parent_id_idx\` ON \`page_variants_query\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'pages',
  	\`text\` text,
  	\`as\` text DEFAULT 'h2',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_heading_order_idx\` ON \`page_variants_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_heading_parent_id_idx\` ON \`page_variants_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_heading_path_idx\` ON \`page_variants_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_heading_locale_idx\` ON \`page_variants_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_awesome_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'pages',
  	\`dual_columns\` integer DEFAULT false,
  	\`is_preamble\` integer DEFAULT false,
  	\`background_color\` text,
  	\`headline\` text,
  	\`headline_variant\` text DEFAULT 'heading',
  	\`headline_position\` text,
  	\`paragraph_content\` text,
  	\`body_text_align\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_awesome_paragraphs_order_idx\` ON \`page_variants_blocks_awesome_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_awesome_paragraphs_parent_id_idx\` ON \`page_variants_blocks_awesome_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_awesome_paragraphs_path_idx\` ON \`page_variants_blocks_awesome_paragraphs\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_awesome_paragraphs_locale_idx\` ON \`page_variants_blocks_awesome_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_button_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`size\` text DEFAULT 'l',
  	\`button_position\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text,
  	\`inverted_color\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_order_idx\` ON \`page_variants_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_parent_id_idx\` ON \`page_variants_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_path_idx\` ON \`page_variants_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_locale_idx\` ON \`page_variants_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_embed_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`title\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_embed_video_order_idx\` ON \`page_variants_blocks_embed_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_embed_video_parent_id_idx\` ON \`page_variants_blocks_embed_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_embed_video_path_idx\` ON \`page_variants_blocks_embed_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_embed_video_locale_idx\` ON \`page_variants_blocks_embed_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`entry_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'abTest' NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`traffic_share\` numeric DEFAULT 50,
  	\`priority\` numeric DEFAULT 0,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_entry_idx\` ON \`page_variants\` (\`entry_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_updated_at_idx\` ON \`page_variants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_created_at_idx\` ON \`page_variants\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_query\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`attribute\` text,
  	\`key\` text,
  	\`operator\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_query_order_idx\` ON \`story_variants_query\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_query_parent_id_idx\` ON \`story_variants_query\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'blog',
  	\`text\` text,
  	\`as\` text DEFAULT 'h2',
  	\`blog_heading_position\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`anchor_ref\` integer,
  	\`anchor_ref_name\` text,
  	\`anchor_link\` integer,
  	\`anchor_link_name\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_heading_order_idx\` ON \`story_variants_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_heading_parent_id_idx\` ON \`story_variants_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_heading_path_idx\` ON \`story_variants_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_heading_locale_idx\` ON \`story_variants_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_awesome_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'blog',
  	\`dual_columns\` integer DEFAULT false,
  	\`is_preamble\` integer DEFAULT false,
  	\`background_color\` text,
  	\`headline\` text,
  	\`headline_variant\` text DEFAULT 'heading',
  	\`headline_position\` text,
  	\`anchor_ref\` integer,
  	\`anchor_ref_name\` text,
  	\`anchor_link\` integer,
  	\`anchor_link_name\` text,
  	\`paragraph_content\` text,
  	\`body_text_align\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_awesome_paragraphs_order_idx\` ON \`story_variants_blocks_awesome_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_awesome_paragraphs_parent_id_idx\` ON \`story_variants_blocks_awesome_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_awesome_paragraphs_path_idx\` ON \`story_variants_blocks_awesome_paragraphs\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_awesome_paragraphs_locale_idx\` ON \`story_variants_blocks_awesome_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_button_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`size\` text DEFAULT 'l',
  	\`button_position\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text,
  	\`inverted_color\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_order_idx\` ON \`story_variants_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_parent_id_idx\` ON \`story_variants_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_path_idx\` ON \`story_variants_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_locale_idx\` ON \`story_variants_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_embed_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`title\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_embed_video_order_idx\` ON \`story_variants_blocks_embed_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_embed_video_parent_id_idx\` ON \`story_variants_blocks_embed_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_embed_video_path_idx\` ON \`story_variants_blocks_embed_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_embed_video_locale_idx\` ON \`story_variants_blocks_embed_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`entry_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'abTest' NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`traffic_share\` numeric DEFAULT 50,
  	\`priority\` numeric DEFAULT 0,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_entry_idx\` ON \`story_variants\` (\`entry_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_updated_at_idx\` ON \`story_variants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_created_at_idx\` ON \`story_variants\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_variants_id\` integer REFERENCES page_variants(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`story_variants_id\` integer REFERENCES story_variants(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`page_variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_story_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`story_variants_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_variants_query\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_awesome_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_embed_video\`;`)
  await db.run(sql`DROP TABLE \`page_variants\`;`)
  await db.run(sql`DROP TABLE \`story_variants_query\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_awesome_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_embed_video\`;`)
  await db.run(sql`DROP TABLE \`story_variants\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`stories_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stories_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "stories_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "stories_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
