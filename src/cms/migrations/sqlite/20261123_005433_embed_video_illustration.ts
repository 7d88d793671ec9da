import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`illustration\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`use_image\` integer DEFAULT false,
  	\`image_src_id\` integer,
  	\`image_alt_text\` text,
  	\`image_width\` numeric DEFAULT 100,
  	\`image_height\` numeric DEFAULT 100,
  	\`illustration\` text DEFAULT 'arrow-05',
  	\`illustration_color\` text DEFAULT 'almostBlack',
  	\`illustration_position\` text DEFAULT 'center',
  	\`illustration_size\` text DEFAULT 'm',
  	\`arrow_options_arrow_direction\` text DEFAULT 'up',
  	\`arrow_options_arrow_rotation\` numeric DEFAULT 0,
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
  	FOREIGN KEY (\`image_src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`illustration_order_idx\` ON \`illustration\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`illustration_parent_id_idx\` ON \`illustration\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`illustration_path_idx\` ON \`illustration\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`illustration_locale_idx\` ON \`illustration\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`illustration_image_image_src_idx\` ON \`illustration\` (\`image_src_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_embed_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_embed_video_order_idx\` ON \`pages_blocks_embed_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_embed_video_parent_id_idx\` ON \`pages_blocks_embed_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_embed_video_path_idx\` ON \`pages_blocks_embed_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_embed_video_locale_idx\` ON \`pages_blocks_embed_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_illustration_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`use_image\` integer DEFAULT false,
  	\`image_src_id\` integer,
  	\`image_alt_text\` text,
  	\`image_width\` numeric DEFAULT 100,
  	\`image_height\` numeric DEFAULT 100,
  	\`illustration\` text DEFAULT 'arrow-05',
  	\`illustration_color\` text DEFAULT 'almostBlack',
  	\`illustration_position\` text DEFAULT 'center',
  	\`illustration_size\` text DEFAULT 'm',
  	\`arrow_options_arrow_direction\` text DEFAULT 'up',
  	\`arrow_options_arrow_rotation\` numeric DEFAULT 0,
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
  	FOREIGN KEY (\`image_src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_illustration_v_order_idx\` ON \`_illustration_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_illustration_v_parent_id_idx\` ON \`_illustration_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_illustration_v_path_idx\` ON \`_illustration_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_illustration_v_locale_idx\` ON \`_illustration_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_illustration_v_image_image_src_idx\` ON \`_illustration_v\` (\`image_src_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_embed_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
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
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embed_video_order_idx\` ON \`_pages_v_blocks_embed_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embed_video_parent_id_idx\` ON \`_pages_v_blocks_embed_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embed_video_path_idx\` ON \`_pages_v_blocks_embed_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embed_video_locale_idx\` ON \`_pages_v_blocks_embed_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_embed_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_embed_video_order_idx\` ON \`stories_blocks_embed_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_embed_video_parent_id_idx\` ON \`stories_blocks_embed_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_embed_video_path_idx\` ON \`stories_blocks_embed_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_embed_video_locale_idx\` ON \`stories_blocks_embed_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_embed_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
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
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_embed_video_order_idx\` ON \`_stories_v_blocks_embed_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_embed_video_parent_id_idx\` ON \`_stories_v_blocks_embed_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_embed_video_path_idx\` ON \`_stories_v_blocks_embed_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_embed_video_locale_idx\` ON \`_stories_v_blocks_embed_video\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`illustration\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_embed_video\`;`)
  await db.run(sql`DROP TABLE \`_illustration_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_embed_video\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_embed_video\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_embed_video\`;`)
}
