import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_button_component\` (
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
  	\`product_type\` text DEFAULT 'book',
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_button_component\` RENAME TO \`pages_blocks_button_component\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_order_idx\` ON \`pages_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_parent_id_idx\` ON \`pages_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_path_idx\` ON \`pages_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_locale_idx\` ON \`pages_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text DEFAULT 'book',
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_button\` RENAME TO \`pages_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_order_idx\` ON \`pages_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_parent_id_idx\` ON \`pages_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_path_idx\` ON \`pages_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_locale_idx\` ON \`pages_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_button_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`size\` text DEFAULT 'l',
  	\`button_position\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text DEFAULT 'book',
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
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_pages_v_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_button_component\` RENAME TO \`_pages_v_blocks_button_component\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_order_idx\` ON \`_pages_v_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_parent_id_idx\` ON \`_pages_v_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_path_idx\` ON \`_pages_v_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_locale_idx\` ON \`_pages_v_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text DEFAULT 'book',
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
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_pages_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_button\` RENAME TO \`_pages_v_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_order_idx\` ON \`_pages_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_parent_id_idx\` ON \`_pages_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_path_idx\` ON \`_pages_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_locale_idx\` ON \`_pages_v_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_button_component\` (
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
  	\`product_type\` text DEFAULT 'book',
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stories_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_button_component\` RENAME TO \`stories_blocks_button_component\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_order_idx\` ON \`stories_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_parent_id_idx\` ON \`stories_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_path_idx\` ON \`stories_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_locale_idx\` ON \`stories_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text DEFAULT 'book',
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
  await db.run(sql`INSERT INTO \`__new_stories_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_button\` RENAME TO \`stories_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_order_idx\` ON \`stories_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_parent_id_idx\` ON \`stories_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_path_idx\` ON \`stories_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_locale_idx\` ON \`stories_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__stories_v_blocks_button_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`size\` text DEFAULT 'l',
  	\`button_position\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text DEFAULT 'book',
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
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__stories_v_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_stories_v_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new__stories_v_blocks_button_component\` RENAME TO \`_stories_v_blocks_button_component\`;`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_order_idx\` ON \`_stories_v_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_parent_id_idx\` ON \`_stories_v_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_path_idx\` ON \`_stories_v_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_locale_idx\` ON \`_stories_v_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__stories_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text DEFAULT 'book',
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
  await db.run(sql`INSERT INTO \`__new__stories_v_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_stories_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new__stories_v_blocks_button\` RENAME TO \`_stories_v_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_order_idx\` ON \`_stories_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_parent_id_idx\` ON \`_stories_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_path_idx\` ON \`_stories_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_locale_idx\` ON \`_stories_v_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_button_component\` (
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
  	\`product_type\` text DEFAULT 'book',
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_button_component\` RENAME TO \`page_variants_blocks_button_component\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_order_idx\` ON \`page_variants_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_parent_id_idx\` ON \`page_variants_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_path_idx\` ON \`page_variants_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_locale_idx\` ON \`page_variants_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text DEFAULT 'book',
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_button\` RENAME TO \`page_variants_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_order_idx\` ON \`page_variants_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_parent_id_idx\` ON \`page_variants_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_path_idx\` ON \`page_variants_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_locale_idx\` ON \`page_variants_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_button_component\` (
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
  	\`product_type\` text DEFAULT 'book',
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_button_component\` RENAME TO \`story_variants_blocks_button_component\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_order_idx\` ON \`story_variants_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_parent_id_idx\` ON \`story_variants_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_path_idx\` ON \`story_variants_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_locale_idx\` ON \`story_variants_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text DEFAULT 'book',
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_button\` RENAME TO \`story_variants_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_order_idx\` ON \`story_variants_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_parent_id_idx\` ON \`story_variants_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_path_idx\` ON \`story_variants_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_locale_idx\` ON \`story_variants_blocks_button\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_button_component\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_button_component\` RENAME TO \`pages_blocks_button_component\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_order_idx\` ON \`pages_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_parent_id_idx\` ON \`pages_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_path_idx\` ON \`pages_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_locale_idx\` ON \`pages_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_button\` RENAME TO \`pages_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_order_idx\` ON \`pages_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_parent_id_idx\` ON \`pages_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_path_idx\` ON \`pages_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_locale_idx\` ON \`pages_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_button_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_pages_v_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_button_component\` RENAME TO \`_pages_v_blocks_button_component\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_order_idx\` ON \`_pages_v_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_parent_id_idx\` ON \`_pages_v_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_path_idx\` ON \`_pages_v_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_locale_idx\` ON \`_pages_v_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text,
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
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_pages_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_button\` RENAME TO \`_pages_v_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_order_idx\` ON \`_pages_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_parent_id_idx\` ON \`_pages_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_path_idx\` ON \`_pages_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_locale_idx\` ON \`_pages_v_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_button_component\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stories_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_button_component\` RENAME TO \`stories_blocks_button_component\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_order_idx\` ON \`stories_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_parent_id_idx\` ON \`stories_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_path_idx\` ON \`stories_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_locale_idx\` ON \`stories_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text,
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
  await db.run(sql`INSERT INTO \`__new_stories_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_button\` RENAME TO \`stories_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_order_idx\` ON \`stories_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_parent_id_idx\` ON \`stories_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_path_idx\` ON \`stories_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_locale_idx\` ON \`stories_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__stories_v_blocks_button_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__stories_v_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_stories_v_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new__stories_v_blocks_button_component\` RENAME TO \`_stories_v_blocks_button_component\`;`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_order_idx\` ON \`_stories_v_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_parent_id_idx\` ON \`_stories_v_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_path_idx\` ON \`_stories_v_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_locale_idx\` ON \`_stories_v_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__stories_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text,
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
  await db.run(sql`INSERT INTO \`__new__stories_v_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_stories_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new__stories_v_blocks_button\` RENAME TO \`_stories_v_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_order_idx\` ON \`_stories_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_parent_id_idx\` ON \`_stories_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_path_idx\` ON \`_stories_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_locale_idx\` ON \`_stories_v_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_button_component\` (
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_button_component\` RENAME TO \`page_variants_blocks_button_component\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_order_idx\` ON \`page_variants_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_parent_id_idx\` ON \`page_variants_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_path_idx\` ON \`page_variants_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_component_locale_idx\` ON \`page_variants_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text,
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_button\` RENAME TO \`page_variants_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_order_idx\` ON \`page_variants_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_parent_id_idx\` ON \`page_variants_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_path_idx\` ON \`page_variants_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_locale_idx\` ON \`page_variants_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_button_component\` (
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_button_component\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "variant", "size", "button_position", "create_link", "link", "product_type", "inverted_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_button_component\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_button_component\` RENAME TO \`story_variants_blocks_button_component\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_order_idx\` ON \`story_variants_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_parent_id_idx\` ON \`story_variants_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_path_idx\` ON \`story_variants_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_component_locale_idx\` ON \`story_variants_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_text\` text,
  	\`create_link\` integer DEFAULT false,
  	\`link\` text,
  	\`product_type\` text,
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_button\`("_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "button_text", "create_link", "link", "product_type", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_button\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_button\` RENAME TO \`story_variants_blocks_button\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_order_idx\` ON \`story_variants_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_parent_id_idx\` ON \`story_variants_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_path_idx\` ON \`story_variants_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_locale_idx\` ON \`story_variants_blocks_button\` (\`_locale\`);`)
}
