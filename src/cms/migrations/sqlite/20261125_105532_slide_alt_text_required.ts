import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // §5: slide alt text is now required; a slide saved without one keeps an empty text the editor is asked for.
  await db.run(sql`UPDATE \`page_variants_blocks_stats_slides\` SET \`alt_text\` = '' WHERE \`alt_text\` IS NULL;`)
  await db.run(sql`UPDATE \`page_variants_blocks_slidersec_slides\` SET \`alt_text\` = '' WHERE \`alt_text\` IS NULL;`)
  await db.run(sql`UPDATE \`page_variants_blocks_carousel_slides\` SET \`alt_text\` = '' WHERE \`alt_text\` IS NULL;`)
  await db.run(sql`UPDATE \`story_variants_blocks_stats_slides\` SET \`alt_text\` = '' WHERE \`alt_text\` IS NULL;`)
  await db.run(sql`UPDATE \`story_variants_blocks_slidersec_slides\` SET \`alt_text\` = '' WHERE \`alt_text\` IS NULL;`)
  await db.run(sql`UPDATE \`story_variants_blocks_carousel_slides\` SET \`alt_text\` = '' WHERE \`alt_text\` IS NULL;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_stats_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text NOT NULL,
  	\`color\` text DEFAULT 'kantarell3',
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_stats_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "color", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "color", "title", "text" FROM \`page_variants_blocks_stats_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_stats_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_stats_slides\` RENAME TO \`page_variants_blocks_stats_slides\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_order_idx\` ON \`page_variants_blocks_stats_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_parent_id_idx\` ON \`page_variants_blocks_stats_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_locale_idx\` ON \`page_variants_blocks_stats_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_src_idx\` ON \`page_variants_blocks_stats_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_slidersec_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_slidersec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_slidersec_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption" FROM \`page_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_slidersec_slides\` RENAME TO \`page_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_order_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_parent_id_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_locale_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_src_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_carousel_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption" FROM \`page_variants_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_carousel_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_carousel_slides\` RENAME TO \`page_variants_blocks_carousel_slides\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_order_idx\` ON \`page_variants_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_parent_id_idx\` ON \`page_variants_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_locale_idx\` ON \`page_variants_blocks_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_src_idx\` ON \`page_variants_blocks_carousel_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_stats_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text NOT NULL,
  	\`color\` text DEFAULT 'kantarell3',
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_stats_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "color", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "color", "title", "text" FROM \`story_variants_blocks_stats_slides\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_stats_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_stats_slides\` RENAME TO \`story_variants_blocks_stats_slides\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_order_idx\` ON \`story_variants_blocks_stats_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_parent_id_idx\` ON \`story_variants_blocks_stats_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_locale_idx\` ON \`story_variants_blocks_stats_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_src_idx\` ON \`story_variants_blocks_stats_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_slidersec_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_slidersec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_slidersec_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption" FROM \`story_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_slidersec_slides\` RENAME TO \`story_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_order_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_parent_id_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_locale_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_src_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_carousel_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption" FROM \`story_variants_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_carousel_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_carousel_slides\` RENAME TO \`story_variants_blocks_carousel_slides\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_order_idx\` ON \`story_variants_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_parent_id_idx\` ON \`story_variants_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_locale_idx\` ON \`story_variants_blocks_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_src_idx\` ON \`story_variants_blocks_carousel_slides\` (\`src_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_stats_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`color\` text DEFAULT 'kantarell3',
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_stats_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "color", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "color", "title", "text" FROM \`page_variants_blocks_stats_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_stats_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_stats_slides\` RENAME TO \`page_variants_blocks_stats_slides\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_order_idx\` ON \`page_variants_blocks_stats_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_parent_id_idx\` ON \`page_variants_blocks_stats_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_locale_idx\` ON \`page_variants_blocks_stats_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_src_idx\` ON \`page_variants_blocks_stats_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_slidersec_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_slidersec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_slidersec_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption" FROM \`page_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_slidersec_slides\` RENAME TO \`page_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_order_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_parent_id_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_locale_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_src_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_variants_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_variants_blocks_carousel_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption" FROM \`page_variants_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_carousel_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_variants_blocks_carousel_slides\` RENAME TO \`page_variants_blocks_carousel_slides\`;`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_order_idx\` ON \`page_variants_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_parent_id_idx\` ON \`page_variants_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_locale_idx\` ON \`page_variants_blocks_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_src_idx\` ON \`page_variants_blocks_carousel_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_stats_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`color\` text DEFAULT 'kantarell3',
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_stats_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "color", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "color", "title", "text" FROM \`story_variants_blocks_stats_slides\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_stats_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_stats_slides\` RENAME TO \`story_variants_blocks_stats_slides\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_order_idx\` ON \`story_variants_blocks_stats_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_parent_id_idx\` ON \`story_variants_blocks_stats_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_locale_idx\` ON \`story_variants_blocks_stats_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_src_idx\` ON \`story_variants_blocks_stats_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_slidersec_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_slidersec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_slidersec_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption" FROM \`story_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_slidersec_slides\` RENAME TO \`story_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_order_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_parent_id_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_locale_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_src_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_story_variants_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_story_variants_blocks_carousel_slides\`("_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption") SELECT "_order", "_parent_id", "_locale", "id", "src_id", "alt_text", "caption" FROM \`story_variants_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_carousel_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_story_variants_blocks_carousel_slides\` RENAME TO \`story_variants_blocks_carousel_slides\`;`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_order_idx\` ON \`story_variants_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_parent_id_idx\` ON \`story_variants_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_locale_idx\` ON \`story_variants_blocks_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_src_idx\` ON \`story_variants_blocks_carousel_slides\` (\`src_id\`);`)
}
