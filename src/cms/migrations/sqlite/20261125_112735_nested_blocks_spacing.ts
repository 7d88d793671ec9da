import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_social_media\` RENAME TO \`pages_blocks_social_media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_order_idx\` ON \`pages_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_parent_id_idx\` ON \`pages_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_path_idx\` ON \`pages_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_locale_idx\` ON \`pages_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'pages',
  	\`background_color\` text DEFAULT 'misty',
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote\` RENAME TO \`pages_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_locale_idx\` ON \`pages_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_imggrid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_imggrid\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_imggrid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_imggrid\` RENAME TO \`pages_blocks_imggrid\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_order_idx\` ON \`pages_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_parent_id_idx\` ON \`pages_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_path_idx\` ON \`pages_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_locale_idx\` ON \`pages_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_box\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_box\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_box\` RENAME TO \`pages_blocks_box\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_box_order_idx\` ON \`pages_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_box_parent_id_idx\` ON \`pages_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_box_path_idx\` ON \`pages_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_box_locale_idx\` ON \`pages_blocks_box\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_pages_v_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_social_media\` RENAME TO \`_pages_v_blocks_social_media\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_order_idx\` ON \`_pages_v_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_parent_id_idx\` ON \`_pages_v_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_path_idx\` ON \`_pages_v_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_locale_idx\` ON \`_pages_v_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'pages',
  	\`background_color\` text DEFAULT 'misty',
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_quote\` RENAME TO \`_pages_v_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_locale_idx\` ON \`_pages_v_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_imggrid_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_imggrid_v\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`__pages_v_blocks_imggrid_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_imggrid_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_imggrid_v\` RENAME TO \`__pages_v_blocks_imggrid_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_order_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_parent_id_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_path_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_locale_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_box_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_box_v\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`__pages_v_blocks_box_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_box_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_box_v\` RENAME TO \`__pages_v_blocks_box_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_order_idx\` ON \`__pages_v_blocks_box_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_parent_id_idx\` ON \`__pages_v_blocks_box_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_path_idx\` ON \`__pages_v_blocks_box_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_locale_idx\` ON \`__pages_v_blocks_box_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_stories_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_social_media\` RENAME TO \`stories_blocks_social_media\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_order_idx\` ON \`stories_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_parent_id_idx\` ON \`stories_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_path_idx\` ON \`stories_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_locale_idx\` ON \`stories_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'blog',
  	\`font_family\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_stories_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_quote\` RENAME TO \`stories_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_order_idx\` ON \`stories_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_parent_id_idx\` ON \`stories_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_path_idx\` ON \`stories_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_locale_idx\` ON \`stories_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_imggrid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_stories_blocks_imggrid\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_imggrid\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_imggrid\` RENAME TO \`stories_blocks_imggrid\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_order_idx\` ON \`stories_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_parent_id_idx\` ON \`stories_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_path_idx\` ON \`stories_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_locale_idx\` ON \`stories_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_stories_blocks_box\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_box\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_box\` RENAME TO \`stories_blocks_box\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_box_order_idx\` ON \`stories_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_box_parent_id_idx\` ON \`stories_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_box_path_idx\` ON \`stories_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_box_locale_idx\` ON \`stories_blocks_box\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__stories_v_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new__stories_v_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_stories_v_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new__stories_v_blocks_social_media\` RENAME TO \`_stories_v_blocks_social_media\`;`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_order_idx\` ON \`_stories_v_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_parent_id_idx\` ON \`_stories_v_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_path_idx\` ON \`_stories_v_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_locale_idx\` ON \`_stories_v_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__stories_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'blog',
  	\`font_family\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new__stories_v_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_stories_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new__stories_v_blocks_quote\` RENAME TO \`_stories_v_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_order_idx\` ON \`_stories_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_parent_id_idx\` ON \`_stories_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_path_idx\` ON \`_stories_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_locale_idx\` ON \`_stories_v_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new___stories_v_blocks_imggrid_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new___stories_v_blocks_imggrid_v\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`__stories_v_blocks_imggrid_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_imggrid_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___stories_v_blocks_imggrid_v\` RENAME TO \`__stories_v_blocks_imggrid_v\`;`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_order_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_parent_id_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_path_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_locale_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new___stories_v_blocks_box_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new___stories_v_blocks_box_v\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`__stories_v_blocks_box_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_box_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___stories_v_blocks_box_v\` RENAME TO \`__stories_v_blocks_box_v\`;`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_order_idx\` ON \`__stories_v_blocks_box_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_parent_id_idx\` ON \`__stories_v_blocks_box_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_path_idx\` ON \`__stories_v_blocks_box_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_locale_idx\` ON \`__stories_v_blocks_box_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_social_media\` RENAME TO \`page_variants_blocks_social_media\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_order_idx\` ON \`page_variants_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_parent_id_idx\` ON \`page_variants_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_path_idx\` ON \`page_variants_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_locale_idx\` ON \`page_variants_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'pages',
  	\`background_color\` text DEFAULT 'misty',
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_quote\` RENAME TO \`page_variants_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_order_idx\` ON \`page_variants_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_parent_id_idx\` ON \`page_variants_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_path_idx\` ON \`page_variants_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_locale_idx\` ON \`page_variants_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_imggrid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_imggrid\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_imggrid\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_imggrid\` RENAME TO \`page_variants_blocks_imggrid\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_order_idx\` ON \`page_variants_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_parent_id_idx\` ON \`page_variants_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_path_idx\` ON \`page_variants_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_locale_idx\` ON \`page_variants_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_box\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_box\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_box\` RENAME TO \`page_variants_blocks_box\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_order_idx\` ON \`page_variants_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_parent_id_idx\` ON \`page_variants_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_path_idx\` ON \`page_variants_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_locale_idx\` ON \`page_variants_blocks_box\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_social_media\` RENAME TO \`story_variants_blocks_social_media\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_order_idx\` ON \`story_variants_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_parent_id_idx\` ON \`story_variants_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_path_idx\` ON \`story_variants_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_locale_idx\` ON \`story_variants_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'blog',
  	\`font_family\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_quote\` RENAME TO \`story_variants_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_order_idx\` ON \`story_variants_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_parent_id_idx\` ON \`story_variants_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_path_idx\` ON \`story_variants_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_locale_idx\` ON \`story_variants_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_imggrid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_imggrid\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_imggrid\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_imggrid\` RENAME TO \`story_variants_blocks_imggrid\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_order_idx\` ON \`story_variants_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_parent_id_idx\` ON \`story_variants_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_path_idx\` ON \`story_variants_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_locale_idx\` ON \`story_variants_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text DEFAULT 'none',
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_box\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_box\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_box\` RENAME TO \`story_variants_blocks_box\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_order_idx\` ON \`story_variants_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_parent_id_idx\` ON \`story_variants_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_path_idx\` ON \`story_variants_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_locale_idx\` ON \`story_variants_blocks_box\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_social_media\` RENAME TO \`pages_blocks_social_media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_order_idx\` ON \`pages_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_parent_id_idx\` ON \`pages_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_path_idx\` ON \`pages_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_locale_idx\` ON \`pages_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'pages',
  	\`background_color\` text DEFAULT 'misty',
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote\` RENAME TO \`pages_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_locale_idx\` ON \`pages_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_imggrid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_imggrid\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_imggrid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_imggrid\` RENAME TO \`pages_blocks_imggrid\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_order_idx\` ON \`pages_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_parent_id_idx\` ON \`pages_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_path_idx\` ON \`pages_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_locale_idx\` ON \`pages_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_box\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`pages_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_box\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_box\` RENAME TO \`pages_blocks_box\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_box_order_idx\` ON \`pages_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_box_parent_id_idx\` ON \`pages_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_box_path_idx\` ON \`pages_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_box_locale_idx\` ON \`pages_blocks_box\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
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
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_pages_v_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_social_media\` RENAME TO \`_pages_v_blocks_social_media\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_order_idx\` ON \`_pages_v_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_parent_id_idx\` ON \`_pages_v_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_path_idx\` ON \`_pages_v_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_locale_idx\` ON \`_pages_v_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'pages',
  	\`background_color\` text DEFAULT 'misty',
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
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
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_quote\` RENAME TO \`_pages_v_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_locale_idx\` ON \`_pages_v_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_imggrid_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
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
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_imggrid_v\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`__pages_v_blocks_imggrid_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_imggrid_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_imggrid_v\` RENAME TO \`__pages_v_blocks_imggrid_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_order_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_parent_id_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_path_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_locale_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_box_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
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
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_box_v\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`__pages_v_blocks_box_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_box_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_box_v\` RENAME TO \`__pages_v_blocks_box_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_order_idx\` ON \`__pages_v_blocks_box_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_parent_id_idx\` ON \`__pages_v_blocks_box_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_path_idx\` ON \`__pages_v_blocks_box_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_locale_idx\` ON \`__pages_v_blocks_box_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
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
  await db.run(sql`INSERT INTO \`__new_stories_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_social_media\` RENAME TO \`stories_blocks_social_media\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_order_idx\` ON \`stories_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_parent_id_idx\` ON \`stories_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_path_idx\` ON \`stories_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_locale_idx\` ON \`stories_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'blog',
  	\`font_family\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
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
  await db.run(sql`INSERT INTO \`__new_stories_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_quote\` RENAME TO \`stories_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_order_idx\` ON \`stories_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_parent_id_idx\` ON \`stories_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_path_idx\` ON \`stories_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_locale_idx\` ON \`stories_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_imggrid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
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
  await db.run(sql`INSERT INTO \`__new_stories_blocks_imggrid\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_imggrid\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_imggrid\` RENAME TO \`stories_blocks_imggrid\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_order_idx\` ON \`stories_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_parent_id_idx\` ON \`stories_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_path_idx\` ON \`stories_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_locale_idx\` ON \`stories_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_stories_blocks_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
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
  await db.run(sql`INSERT INTO \`__new_stories_blocks_box\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`stories_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_box\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories_blocks_box\` RENAME TO \`stories_blocks_box\`;`)
  await db.run(sql`CREATE INDEX \`stories_blocks_box_order_idx\` ON \`stories_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_box_parent_id_idx\` ON \`stories_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_box_path_idx\` ON \`stories_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_box_locale_idx\` ON \`stories_blocks_box\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__stories_v_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
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
  await db.run(sql`INSERT INTO \`__new__stories_v_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_stories_v_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new__stories_v_blocks_social_media\` RENAME TO \`_stories_v_blocks_social_media\`;`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_order_idx\` ON \`_stories_v_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_parent_id_idx\` ON \`_stories_v_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_path_idx\` ON \`_stories_v_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_locale_idx\` ON \`_stories_v_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__stories_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'blog',
  	\`font_family\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
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
  await db.run(sql`INSERT INTO \`__new__stories_v_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`_stories_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new__stories_v_blocks_quote\` RENAME TO \`_stories_v_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_order_idx\` ON \`_stories_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_parent_id_idx\` ON \`_stories_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_path_idx\` ON \`_stories_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_locale_idx\` ON \`_stories_v_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new___stories_v_blocks_imggrid_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
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
  await db.run(sql`INSERT INTO \`__new___stories_v_blocks_imggrid_v\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`__stories_v_blocks_imggrid_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_imggrid_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___stories_v_blocks_imggrid_v\` RENAME TO \`__stories_v_blocks_imggrid_v\`;`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_order_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_parent_id_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_path_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_locale_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new___stories_v_blocks_box_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
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
  await db.run(sql`INSERT INTO \`__new___stories_v_blocks_box_v\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "_uuid", "block_name" FROM \`__stories_v_blocks_box_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_box_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___stories_v_blocks_box_v\` RENAME TO \`__stories_v_blocks_box_v\`;`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_order_idx\` ON \`__stories_v_blocks_box_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_parent_id_idx\` ON \`__stories_v_blocks_box_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_path_idx\` ON \`__stories_v_blocks_box_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_locale_idx\` ON \`__stories_v_blocks_box_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_social_media\` RENAME TO \`page_variants_blocks_social_media\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_order_idx\` ON \`page_variants_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_parent_id_idx\` ON \`page_variants_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_path_idx\` ON \`page_variants_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_locale_idx\` ON \`page_variants_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'pages',
  	\`background_color\` text DEFAULT 'misty',
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "background_color", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_quote\` RENAME TO \`page_variants_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_order_idx\` ON \`page_variants_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_parent_id_idx\` ON \`page_variants_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_path_idx\` ON \`page_variants_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_locale_idx\` ON \`page_variants_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_imggrid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_imggrid\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_imggrid\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_imggrid\` RENAME TO \`page_variants_blocks_imggrid\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_order_idx\` ON \`page_variants_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_parent_id_idx\` ON \`page_variants_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_path_idx\` ON \`page_variants_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_locale_idx\` ON \`page_variants_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
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
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_box\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`page_variants_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_box\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_box\` RENAME TO \`page_variants_blocks_box\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_order_idx\` ON \`page_variants_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_parent_id_idx\` ON \`page_variants_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_path_idx\` ON \`page_variants_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_locale_idx\` ON \`page_variants_blocks_box\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_social_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'horizontal',
  	\`icon_size\` text DEFAULT 'm',
  	\`icon_spacing\` text DEFAULT 's',
  	\`icon_color\` text DEFAULT 'malm0',
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_social_media\`("_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "direction", "icon_size", "icon_spacing", "icon_color", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_social_media\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_social_media\` RENAME TO \`story_variants_blocks_social_media\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_order_idx\` ON \`story_variants_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_parent_id_idx\` ON \`story_variants_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_path_idx\` ON \`story_variants_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_locale_idx\` ON \`story_variants_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text DEFAULT 'blog',
  	\`font_family\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_quote\`("_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "model_type", "font_family", "quote", "signature", "decorative", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_quote\` RENAME TO \`story_variants_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_order_idx\` ON \`story_variants_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_parent_id_idx\` ON \`story_variants_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_path_idx\` ON \`story_variants_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_locale_idx\` ON \`story_variants_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_imggrid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`full_bleed\` integer DEFAULT false,
  	\`show_gutter\` integer DEFAULT true,
  	\`global_border_radius\` numeric DEFAULT 8,
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_imggrid\`("_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "full_bleed", "show_gutter", "global_border_radius", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_imggrid\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_imggrid\` RENAME TO \`story_variants_blocks_imggrid\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_order_idx\` ON \`story_variants_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_parent_id_idx\` ON \`story_variants_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_path_idx\` ON \`story_variants_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_locale_idx\` ON \`story_variants_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`display\` text DEFAULT 'block',
  	\`flex_direction\` text DEFAULT 'row',
  	\`gap\` text DEFAULT 'm',
  	\`max_width\` text,
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
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_box\`("_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "background", "display", "flex_direction", "gap", "max_width", "margin", "margin_top", "margin_bottom", "margin_left", "margin_right", "padding", "padding_left", "padding_right", "padding_top", "padding_bottom", "block_name" FROM \`story_variants_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_box\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_box\` RENAME TO \`story_variants_blocks_box\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_order_idx\` ON \`story_variants_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_parent_id_idx\` ON \`story_variants_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_path_idx\` ON \`story_variants_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_locale_idx\` ON \`story_variants_blocks_box\` (\`_locale\`);`)
}
