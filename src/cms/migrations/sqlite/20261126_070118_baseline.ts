import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { upgradeFromEarlierMigrations } from '../from-2026-11-25/sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Issue #31: a database the squashed earlier migrations built gets their upgrade instead, its content kept.
  if (await upgradeFromEarlierMigrations({ db })) return
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_hero_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_hero_slides_order_idx\` ON \`pages_blocks_hero_hero_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_hero_slides_parent_id_idx\` ON \`pages_blocks_hero_hero_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_hero_slides_locale_idx\` ON \`pages_blocks_hero_hero_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_hero_slides_src_idx\` ON \`pages_blocks_hero_hero_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`use_fullbleed_layout\` integer DEFAULT false,
  	\`product_type\` text DEFAULT 'book',
  	\`use_rich_text_heading\` integer DEFAULT false,
  	\`heading\` text,
  	\`rich_text_heading\` text,
  	\`uppercase\` integer DEFAULT false,
  	\`use_rich_text_intro\` integer DEFAULT false,
  	\`intro\` text,
  	\`rich_text_intro\` text,
  	\`use_video\` integer DEFAULT false,
  	\`video_url\` text,
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`alt_text\` text,
  	\`overlay_opacity\` numeric DEFAULT 20,
  	\`image_position\` text DEFAULT 'center',
  	\`detailed_image_position\` numeric,
  	\`illustration\` text DEFAULT 'heart-love',
  	\`background_color\` text,
  	\`use_button\` integer DEFAULT false,
  	\`button_label\` text,
  	\`button_size\` text DEFAULT 'm',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text,
  	\`button_product_type\` text DEFAULT 'book',
  	\`add_quote\` integer DEFAULT false,
  	\`quote_text\` text,
  	\`quote_signature\` text,
  	\`quote_color\` text DEFAULT 'white',
  	\`add_badge\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`start_create_button_text\` text,
  	\`hide_paginator_dots\` integer DEFAULT false,
  	\`auto_image_scroll\` integer DEFAULT false,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_locale_idx\` ON \`pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_mobile_image_idx\` ON \`pages_blocks_hero\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text,
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_heading_order_idx\` ON \`pages_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_heading_parent_id_idx\` ON \`pages_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_heading_path_idx\` ON \`pages_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_heading_locale_idx\` ON \`pages_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_awesome_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text,
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
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_awesome_paragraphs_order_idx\` ON \`pages_blocks_awesome_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_awesome_paragraphs_parent_id_idx\` ON \`pages_blocks_awesome_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_awesome_paragraphs_path_idx\` ON \`pages_blocks_awesome_paragraphs\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_awesome_paragraphs_locale_idx\` ON \`pages_blocks_awesome_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_button_component\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_order_idx\` ON \`pages_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_parent_id_idx\` ON \`pages_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_path_idx\` ON \`pages_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_component_locale_idx\` ON \`pages_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_illus\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_illus_order_idx\` ON \`pages_blocks_illus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_illus_parent_id_idx\` ON \`pages_blocks_illus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_illus_path_idx\` ON \`pages_blocks_illus\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_illus_locale_idx\` ON \`pages_blocks_illus\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_illus_image_image_src_idx\` ON \`pages_blocks_illus\` (\`image_src_id\`);`)
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
  	\`margin_bottom\` text,
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE TABLE \`pages_blocks_support\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'iglooLight',
  	\`heading\` text,
  	\`text\` text,
  	\`contact_link\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_support_order_idx\` ON \`pages_blocks_support\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_parent_id_idx\` ON \`pages_blocks_support\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_path_idx\` ON \`pages_blocks_support\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_locale_idx\` ON \`pages_blocks_support\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_image_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_list_list_item_order_idx\` ON \`pages_blocks_text_image_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_list_list_item_parent_id_idx\` ON \`pages_blocks_text_image_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_list_list_item_locale_idx\` ON \`pages_blocks_text_image_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_image_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_slides_order_idx\` ON \`pages_blocks_text_image_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_slides_parent_id_idx\` ON \`pages_blocks_text_image_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_slides_locale_idx\` ON \`pages_blocks_text_image_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_slides_src_idx\` ON \`pages_blocks_text_image_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_media_social_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`link\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_social_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_social_link_order_idx\` ON \`pages_blocks_social_media_social_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_social_link_parent_id_idx\` ON \`pages_blocks_social_media_social_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_social_link_locale_idx\` ON \`pages_blocks_social_media_social_link\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_media\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_order_idx\` ON \`pages_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_parent_id_idx\` ON \`pages_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_path_idx\` ON \`pages_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_media_locale_idx\` ON \`pages_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_order_idx\` ON \`pages_blocks_text_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_parent_id_idx\` ON \`pages_blocks_text_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_path_idx\` ON \`pages_blocks_text_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_locale_idx\` ON \`pages_blocks_text_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_image_idx\` ON \`pages_blocks_text_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_video_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_list_list_item_order_idx\` ON \`pages_blocks_text_video_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_list_list_item_parent_id_idx\` ON \`pages_blocks_text_video_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_list_list_item_locale_idx\` ON \`pages_blocks_text_video_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_video_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_slides_order_idx\` ON \`pages_blocks_text_video_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_slides_parent_id_idx\` ON \`pages_blocks_text_video_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_slides_locale_idx\` ON \`pages_blocks_text_video_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_slides_src_idx\` ON \`pages_blocks_text_video_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`fullbleed_video\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`list_dot_color\` text DEFAULT 'ljung2',
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`video_file_id\` integer,
  	\`video_poster_image_id\` integer,
  	\`video_loop\` integer DEFAULT false,
  	\`video_muted\` integer DEFAULT false,
  	\`video_file_type\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_order_idx\` ON \`pages_blocks_text_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_parent_id_idx\` ON \`pages_blocks_text_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_path_idx\` ON \`pages_blocks_text_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_locale_idx\` ON \`pages_blocks_text_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_image_idx\` ON \`pages_blocks_text_video\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_video_video_file_idx\` ON \`pages_blocks_text_video\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_video_video_poster_image_idx\` ON \`pages_blocks_text_video\` (\`video_poster_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`fullbleed\` integer DEFAULT false,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`use_text_gradient\` integer DEFAULT false,
  	\`background_color\` text,
  	\`content_alignment\` text DEFAULT 'center',
  	\`target_date\` text,
  	\`target_text\` text,
  	\`add_end_date\` integer DEFAULT false,
  	\`event_end_date\` text,
  	\`event_end_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_order_idx\` ON \`pages_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_parent_id_idx\` ON \`pages_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_path_idx\` ON \`pages_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_locale_idx\` ON \`pages_blocks_countdown\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_covers_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_covers_section_order_idx\` ON \`pages_blocks_covers_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_covers_section_parent_id_idx\` ON \`pages_blocks_covers_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_covers_section_path_idx\` ON \`pages_blocks_covers_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_covers_section_locale_idx\` ON \`pages_blocks_covers_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contract_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_image_id\` integer,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`heading\` text,
  	\`add_heading_link\` integer DEFAULT false,
  	\`heading_link\` text,
  	\`intro\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/create',
  	\`button_product_type\` text DEFAULT 'book',
  	\`handwritten_text_text\` text,
  	\`handwritten_text_font_family\` text DEFAULT 'accent',
  	\`handwritten_text_font_size\` text,
  	\`handwritten_text_line_height\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contract_section_order_idx\` ON \`pages_blocks_contract_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contract_section_parent_id_idx\` ON \`pages_blocks_contract_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contract_section_path_idx\` ON \`pages_blocks_contract_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contract_section_locale_idx\` ON \`pages_blocks_contract_section\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contract_section_background_image_idx\` ON \`pages_blocks_contract_section\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contract_section_image_idx\` ON \`pages_blocks_contract_section\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_slides\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_slides_order_idx\` ON \`pages_blocks_stats_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_slides_parent_id_idx\` ON \`pages_blocks_stats_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_slides_locale_idx\` ON \`pages_blocks_stats_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_slides_src_idx\` ON \`pages_blocks_stats_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_order_idx\` ON \`pages_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_parent_id_idx\` ON \`pages_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_path_idx\` ON \`pages_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_locale_idx\` ON \`pages_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_logos_component_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`max_height\` numeric DEFAULT 48,
  	\`link\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_logos_component\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_logos_component_logos_order_idx\` ON \`pages_blocks_logos_component_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logos_component_logos_parent_id_idx\` ON \`pages_blocks_logos_component_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logos_component_logos_locale_idx\` ON \`pages_blocks_logos_component_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logos_component_logos_src_idx\` ON \`pages_blocks_logos_component_logos\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_logos_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`font_settings_family\` text,
  	\`font_settings_size\` text,
  	\`font_settings_weight\` text,
  	\`font_settings_align\` text DEFAULT 'center',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_logos_component_order_idx\` ON \`pages_blocks_logos_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logos_component_parent_id_idx\` ON \`pages_blocks_logos_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logos_component_path_idx\` ON \`pages_blocks_logos_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logos_component_locale_idx\` ON \`pages_blocks_logos_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text,
  	\`font_family\` text,
  	\`background_color\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_locale_idx\` ON \`pages_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_imggrid_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`object_fit\` text DEFAULT 'cover',
  	\`alt_text\` text,
  	\`caption\` text,
  	\`fraction_in_grid\` text DEFAULT '1fr',
  	\`max_height\` numeric DEFAULT 0,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_imggrid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_images_order_idx\` ON \`pages_blocks_imggrid_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_images_parent_id_idx\` ON \`pages_blocks_imggrid_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_images_locale_idx\` ON \`pages_blocks_imggrid_images\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_images_src_idx\` ON \`pages_blocks_imggrid_images\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_imggrid\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_order_idx\` ON \`pages_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_parent_id_idx\` ON \`pages_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_path_idx\` ON \`pages_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_imggrid_locale_idx\` ON \`pages_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`second_color\` text,
  	\`add_waves\` integer DEFAULT true,
  	\`direction\` text DEFAULT 'down',
  	\`space\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_order_idx\` ON \`pages_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_parent_id_idx\` ON \`pages_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_path_idx\` ON \`pages_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_locale_idx\` ON \`pages_blocks_spacer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slidersec_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_slidersec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_slidersec_slides_order_idx\` ON \`pages_blocks_slidersec_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slidersec_slides_parent_id_idx\` ON \`pages_blocks_slidersec_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slidersec_slides_locale_idx\` ON \`pages_blocks_slidersec_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slidersec_slides_src_idx\` ON \`pages_blocks_slidersec_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slidersec\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`text_align\` text DEFAULT 'center',
  	\`image_gap\` text,
  	\`inverted_color_arrows\` integer DEFAULT false,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_slidersec_order_idx\` ON \`pages_blocks_slidersec\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slidersec_parent_id_idx\` ON \`pages_blocks_slidersec\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slidersec_path_idx\` ON \`pages_blocks_slidersec\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slidersec_locale_idx\` ON \`pages_blocks_slidersec\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_box\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_box_order_idx\` ON \`pages_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_box_parent_id_idx\` ON \`pages_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_box_path_idx\` ON \`pages_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_box_locale_idx\` ON \`pages_blocks_box\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cont\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`custom_width\` text DEFAULT 'wide',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_cont_order_idx\` ON \`pages_blocks_cont\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cont_parent_id_idx\` ON \`pages_blocks_cont\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cont_path_idx\` ON \`pages_blocks_cont\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cont_locale_idx\` ON \`pages_blocks_cont\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_order_idx\` ON \`pages_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_parent_id_idx\` ON \`pages_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_locale_idx\` ON \`pages_blocks_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_src_idx\` ON \`pages_blocks_carousel_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`paginator_position\` text DEFAULT 'bottom',
  	\`paginator_color\` text DEFAULT 'dark',
  	\`use_nav_arrows\` integer DEFAULT true,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_order_idx\` ON \`pages_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_parent_id_idx\` ON \`pages_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_path_idx\` ON \`pages_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_locale_idx\` ON \`pages_blocks_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_fun_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'hjortron4',
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fun_fact1_illustration\` text,
  	\`fun_fact1_text\` text,
  	\`fun_fact2_illustration\` text,
  	\`fun_fact2_text\` text,
  	\`fun_fact3_illustration\` text,
  	\`fun_fact3_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_fun_facts_order_idx\` ON \`pages_blocks_fun_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fun_facts_parent_id_idx\` ON \`pages_blocks_fun_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fun_facts_path_idx\` ON \`pages_blocks_fun_facts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fun_facts_locale_idx\` ON \`pages_blocks_fun_facts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_corner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'brokenWhite',
  	\`color\` text DEFAULT 'brandYellow',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_alt_text\` text,
  	\`add_button\` integer DEFAULT true,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`text_style_font_size\` text,
  	\`text_style_text_align\` text,
  	\`text_style_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_corner_order_idx\` ON \`pages_blocks_corner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_corner_parent_id_idx\` ON \`pages_blocks_corner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_corner_path_idx\` ON \`pages_blocks_corner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_corner_locale_idx\` ON \`pages_blocks_corner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_corner_image_idx\` ON \`pages_blocks_corner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_pre_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'seaweed',
  	\`illustration\` text DEFAULT 'high-five',
  	\`headline\` text,
  	\`text\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_order_idx\` ON \`pages_blocks_pre_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_parent_id_idx\` ON \`pages_blocks_pre_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_path_idx\` ON \`pages_blocks_pre_footer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_locale_idx\` ON \`pages_blocks_pre_footer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_create_btns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks',
  	\`photobooks_color\` text DEFAULT 'brandYellow',
  	\`photobooks_image_id\` integer,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/photoprints',
  	\`prints_color\` text DEFAULT 'seaweedLight',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_btns_order_idx\` ON \`pages_blocks_create_btns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_btns_parent_id_idx\` ON \`pages_blocks_create_btns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_btns_path_idx\` ON \`pages_blocks_create_btns\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_btns_locale_idx\` ON \`pages_blocks_create_btns\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_btns_photobooks_photobooks_image_idx\` ON \`pages_blocks_create_btns\` (\`photobooks_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_create_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks',
  	\`photobooks_color\` text DEFAULT 'hjortron2',
  	\`photobooks_cover_image_id\` integer,
  	\`photobooks_hover_image_id\` integer,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/prints',
  	\`prints_color\` text DEFAULT 'hjortron3',
  	\`prints_cover_image_id\` integer,
  	\`prints_hover_image_id\` integer,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photobooks_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_cards_order_idx\` ON \`pages_blocks_create_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_cards_parent_id_idx\` ON \`pages_blocks_create_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_cards_path_idx\` ON \`pages_blocks_create_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_cards_locale_idx\` ON \`pages_blocks_create_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_cards_photobooks_photobooks_cover_im_idx\` ON \`pages_blocks_create_cards\` (\`photobooks_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_cards_photobooks_photobooks_hover_im_idx\` ON \`pages_blocks_create_cards\` (\`photobooks_hover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_cards_prints_prints_cover_image_idx\` ON \`pages_blocks_create_cards\` (\`prints_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_create_cards_prints_prints_hover_image_idx\` ON \`pages_blocks_create_cards\` (\`prints_hover_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_usps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`usp1_title\` text,
  	\`usp1_body\` text,
  	\`usp1_color\` text DEFAULT 'seaweed',
  	\`usp1_illustration\` text DEFAULT 'bat-man',
  	\`usp2_title\` text,
  	\`usp2_body\` text,
  	\`usp2_color\` text DEFAULT 'seaweed',
  	\`usp2_illustration\` text DEFAULT 'footprint',
  	\`usp3_title\` text,
  	\`usp3_body\` text,
  	\`usp3_color\` text DEFAULT 'seaweed',
  	\`usp3_illustration\` text DEFAULT 'hugging-love',
  	\`usp4_title\` text,
  	\`usp4_body\` text,
  	\`usp4_color\` text DEFAULT 'seaweed',
  	\`usp4_illustration\` text DEFAULT 'high-five',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_usps_order_idx\` ON \`pages_blocks_usps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_usps_parent_id_idx\` ON \`pages_blocks_usps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_usps_path_idx\` ON \`pages_blocks_usps\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_usps_locale_idx\` ON \`pages_blocks_usps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_button\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_button_order_idx\` ON \`pages_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_parent_id_idx\` ON \`pages_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_path_idx\` ON \`pages_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_locale_idx\` ON \`pages_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_type\` text,
  	\`background_color\` text DEFAULT 'misty',
  	\`use_title\` integer DEFAULT false,
  	\`title\` text,
  	\`extra_margin_bottom\` integer DEFAULT false,
  	\`extra_margin_bottom_size\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_order_idx\` ON \`pages_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_parent_id_idx\` ON \`pages_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_path_idx\` ON \`pages_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_locale_idx\` ON \`pages_blocks_contact\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`enable_intro\` integer DEFAULT false,
  	\`intro_content\` text,
  	\`error_text\` text,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_order_idx\` ON \`pages_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_parent_id_idx\` ON \`pages_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_path_idx\` ON \`pages_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_locale_idx\` ON \`pages_blocks_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_form_idx\` ON \`pages_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_type\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`custom_cover_image_id\` integer,
  	\`hardcover27x27_cover_image_id\` integer,
  	\`hardcover20x20_cover_image_id\` integer,
  	\`softcover20x20_cover_image_id\` integer,
  	\`semi_gloss_paper_image_id\` integer,
  	\`matte_paper_image_id\` integer,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`custom_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover27x27_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`softcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`semi_gloss_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`matte_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_prices_order_idx\` ON \`pages_blocks_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prices_parent_id_idx\` ON \`pages_blocks_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prices_path_idx\` ON \`pages_blocks_prices\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prices_locale_idx\` ON \`pages_blocks_prices\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prices_custom_cover_image_idx\` ON \`pages_blocks_prices\` (\`custom_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prices_hardcover27x27_cover_image_idx\` ON \`pages_blocks_prices\` (\`hardcover27x27_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prices_hardcover20x20_cover_image_idx\` ON \`pages_blocks_prices\` (\`hardcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prices_softcover20x20_cover_image_idx\` ON \`pages_blocks_prices\` (\`softcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prices_semi_gloss_paper_image_idx\` ON \`pages_blocks_prices\` (\`semi_gloss_paper_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prices_matte_paper_image_idx\` ON \`pages_blocks_prices\` (\`matte_paper_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_paymethods_pay_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_paymethods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_paymethods_pay_options_order_idx\` ON \`pages_blocks_paymethods_pay_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_paymethods_pay_options_parent_id_idx\` ON \`pages_blocks_paymethods_pay_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_paymethods_pay_options_locale_idx\` ON \`pages_blocks_paymethods_pay_options\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_paymethods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`border_radius\` text,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_paymethods_order_idx\` ON \`pages_blocks_paymethods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_paymethods_parent_id_idx\` ON \`pages_blocks_paymethods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_paymethods_path_idx\` ON \`pages_blocks_paymethods\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_paymethods_locale_idx\` ON \`pages_blocks_paymethods\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_delivery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_delivery_order_idx\` ON \`pages_blocks_delivery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_delivery_parent_id_idx\` ON \`pages_blocks_delivery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_delivery_path_idx\` ON \`pages_blocks_delivery\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_delivery_locale_idx\` ON \`pages_blocks_delivery\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_xmas_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text,
  	\`last_order_date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_xmas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_xmas_items_order_idx\` ON \`pages_blocks_xmas_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_xmas_items_parent_id_idx\` ON \`pages_blocks_xmas_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_xmas_items_locale_idx\` ON \`pages_blocks_xmas_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_xmas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_xmas_order_idx\` ON \`pages_blocks_xmas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_xmas_parent_id_idx\` ON \`pages_blocks_xmas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_xmas_path_idx\` ON \`pages_blocks_xmas\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_xmas_locale_idx\` ON \`pages_blocks_xmas\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_page\` integer DEFAULT false,
  	\`meta_image_id\` integer,
  	\`meta_no_index\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`path\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_path_idx\` ON \`pages_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_hero_v_hero_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_hero_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_hero_v_hero_slides_order_idx\` ON \`__pages_v_blocks_hero_v_hero_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_hero_v_hero_slides_parent_id_idx\` ON \`__pages_v_blocks_hero_v_hero_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_hero_v_hero_slides_locale_idx\` ON \`__pages_v_blocks_hero_v_hero_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_hero_v_hero_slides_src_idx\` ON \`__pages_v_blocks_hero_v_hero_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_hero_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default',
  	\`use_fullbleed_layout\` integer DEFAULT false,
  	\`product_type\` text DEFAULT 'book',
  	\`use_rich_text_heading\` integer DEFAULT false,
  	\`heading\` text,
  	\`rich_text_heading\` text,
  	\`uppercase\` integer DEFAULT false,
  	\`use_rich_text_intro\` integer DEFAULT false,
  	\`intro\` text,
  	\`rich_text_intro\` text,
  	\`use_video\` integer DEFAULT false,
  	\`video_url\` text,
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`alt_text\` text,
  	\`overlay_opacity\` numeric DEFAULT 20,
  	\`image_position\` text DEFAULT 'center',
  	\`detailed_image_position\` numeric,
  	\`illustration\` text DEFAULT 'heart-love',
  	\`background_color\` text,
  	\`use_button\` integer DEFAULT false,
  	\`button_label\` text,
  	\`button_size\` text DEFAULT 'm',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text,
  	\`button_product_type\` text DEFAULT 'book',
  	\`add_quote\` integer DEFAULT false,
  	\`quote_text\` text,
  	\`quote_signature\` text,
  	\`quote_color\` text DEFAULT 'white',
  	\`add_badge\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`start_create_button_text\` text,
  	\`hide_paginator_dots\` integer DEFAULT false,
  	\`auto_image_scroll\` integer DEFAULT false,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_hero_v_order_idx\` ON \`__pages_v_blocks_hero_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_hero_v_parent_id_idx\` ON \`__pages_v_blocks_hero_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_hero_v_path_idx\` ON \`__pages_v_blocks_hero_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_hero_v_locale_idx\` ON \`__pages_v_blocks_hero_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_hero_v_image_idx\` ON \`__pages_v_blocks_hero_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_hero_v_mobile_image_idx\` ON \`__pages_v_blocks_hero_v\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_type\` text,
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_heading_order_idx\` ON \`_pages_v_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_heading_parent_id_idx\` ON \`_pages_v_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_heading_path_idx\` ON \`_pages_v_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_heading_locale_idx\` ON \`_pages_v_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_awesome_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_type\` text,
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
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_awesome_paragraphs_order_idx\` ON \`_pages_v_blocks_awesome_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_awesome_paragraphs_parent_id_idx\` ON \`_pages_v_blocks_awesome_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_awesome_paragraphs_path_idx\` ON \`_pages_v_blocks_awesome_paragraphs\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_awesome_paragraphs_locale_idx\` ON \`_pages_v_blocks_awesome_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_button_component\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_order_idx\` ON \`_pages_v_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_parent_id_idx\` ON \`_pages_v_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_path_idx\` ON \`_pages_v_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_component_locale_idx\` ON \`_pages_v_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_illus_v\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_illus_v_order_idx\` ON \`__pages_v_blocks_illus_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_illus_v_parent_id_idx\` ON \`__pages_v_blocks_illus_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_illus_v_path_idx\` ON \`__pages_v_blocks_illus_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_illus_v_locale_idx\` ON \`__pages_v_blocks_illus_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_illus_v_image_image_src_idx\` ON \`__pages_v_blocks_illus_v\` (\`image_src_id\`);`)
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
  	\`margin_bottom\` text,
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_support_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'iglooLight',
  	\`heading\` text,
  	\`text\` text,
  	\`contact_link\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_support_v_order_idx\` ON \`__pages_v_blocks_support_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_support_v_parent_id_idx\` ON \`__pages_v_blocks_support_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_support_v_path_idx\` ON \`__pages_v_blocks_support_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_support_v_locale_idx\` ON \`__pages_v_blocks_support_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_image_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_list_list_item_order_idx\` ON \`_pages_v_blocks_text_image_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_list_list_item_parent_id_idx\` ON \`_pages_v_blocks_text_image_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_list_list_item_locale_idx\` ON \`_pages_v_blocks_text_image_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_image_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_slides_order_idx\` ON \`_pages_v_blocks_text_image_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_slides_parent_id_idx\` ON \`_pages_v_blocks_text_image_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_slides_locale_idx\` ON \`_pages_v_blocks_text_image_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_slides_src_idx\` ON \`_pages_v_blocks_text_image_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_media_social_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`link\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_social_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_social_link_order_idx\` ON \`_pages_v_blocks_social_media_social_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_social_link_parent_id_idx\` ON \`_pages_v_blocks_social_media_social_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_social_link_locale_idx\` ON \`_pages_v_blocks_social_media_social_link\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_media\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_order_idx\` ON \`_pages_v_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_parent_id_idx\` ON \`_pages_v_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_path_idx\` ON \`_pages_v_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_media_locale_idx\` ON \`_pages_v_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_order_idx\` ON \`_pages_v_blocks_text_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_parent_id_idx\` ON \`_pages_v_blocks_text_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_path_idx\` ON \`_pages_v_blocks_text_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_locale_idx\` ON \`_pages_v_blocks_text_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_image_idx\` ON \`_pages_v_blocks_text_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_video_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_list_list_item_order_idx\` ON \`_pages_v_blocks_text_video_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_list_list_item_parent_id_idx\` ON \`_pages_v_blocks_text_video_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_list_list_item_locale_idx\` ON \`_pages_v_blocks_text_video_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_video_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_slides_order_idx\` ON \`_pages_v_blocks_text_video_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_slides_parent_id_idx\` ON \`_pages_v_blocks_text_video_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_slides_locale_idx\` ON \`_pages_v_blocks_text_video_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_slides_src_idx\` ON \`_pages_v_blocks_text_video_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`fullbleed_video\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`list_dot_color\` text DEFAULT 'ljung2',
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`video_file_id\` integer,
  	\`video_poster_image_id\` integer,
  	\`video_loop\` integer DEFAULT false,
  	\`video_muted\` integer DEFAULT false,
  	\`video_file_type\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_order_idx\` ON \`_pages_v_blocks_text_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_parent_id_idx\` ON \`_pages_v_blocks_text_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_path_idx\` ON \`_pages_v_blocks_text_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_locale_idx\` ON \`_pages_v_blocks_text_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_image_idx\` ON \`_pages_v_blocks_text_video\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_video_video_file_idx\` ON \`_pages_v_blocks_text_video\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_video_video_poster_image_idx\` ON \`_pages_v_blocks_text_video\` (\`video_poster_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`fullbleed\` integer DEFAULT false,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`use_text_gradient\` integer DEFAULT false,
  	\`background_color\` text,
  	\`content_alignment\` text DEFAULT 'center',
  	\`target_date\` text,
  	\`target_text\` text,
  	\`add_end_date\` integer DEFAULT false,
  	\`event_end_date\` text,
  	\`event_end_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_order_idx\` ON \`_pages_v_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_parent_id_idx\` ON \`_pages_v_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_path_idx\` ON \`_pages_v_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_locale_idx\` ON \`_pages_v_blocks_countdown\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_covers_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_covers_section_order_idx\` ON \`_pages_v_blocks_covers_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_covers_section_parent_id_idx\` ON \`_pages_v_blocks_covers_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_covers_section_path_idx\` ON \`_pages_v_blocks_covers_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_covers_section_locale_idx\` ON \`_pages_v_blocks_covers_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contract_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_image_id\` integer,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`heading\` text,
  	\`add_heading_link\` integer DEFAULT false,
  	\`heading_link\` text,
  	\`intro\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/create',
  	\`button_product_type\` text DEFAULT 'book',
  	\`handwritten_text_text\` text,
  	\`handwritten_text_font_family\` text DEFAULT 'accent',
  	\`handwritten_text_font_size\` text,
  	\`handwritten_text_line_height\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contract_section_order_idx\` ON \`_pages_v_blocks_contract_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contract_section_parent_id_idx\` ON \`_pages_v_blocks_contract_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contract_section_path_idx\` ON \`_pages_v_blocks_contract_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contract_section_locale_idx\` ON \`_pages_v_blocks_contract_section\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contract_section_background_image_idx\` ON \`_pages_v_blocks_contract_section\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contract_section_image_idx\` ON \`_pages_v_blocks_contract_section\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_stats_v_slides_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`color\` text DEFAULT 'kantarell3',
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_stats_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_stats_v_slides_v_order_idx\` ON \`___pages_v_blocks_stats_v_slides_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_stats_v_slides_v_parent_id_idx\` ON \`___pages_v_blocks_stats_v_slides_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_stats_v_slides_v_locale_idx\` ON \`___pages_v_blocks_stats_v_slides_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_stats_v_slides_v_src_idx\` ON \`___pages_v_blocks_stats_v_slides_v\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_stats_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_stats_v_order_idx\` ON \`__pages_v_blocks_stats_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_stats_v_parent_id_idx\` ON \`__pages_v_blocks_stats_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_stats_v_path_idx\` ON \`__pages_v_blocks_stats_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_stats_v_locale_idx\` ON \`__pages_v_blocks_stats_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_logos_component_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`max_height\` numeric DEFAULT 48,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_logos_component\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logos_component_logos_order_idx\` ON \`_pages_v_blocks_logos_component_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logos_component_logos_parent_id_idx\` ON \`_pages_v_blocks_logos_component_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logos_component_logos_locale_idx\` ON \`_pages_v_blocks_logos_component_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logos_component_logos_src_idx\` ON \`_pages_v_blocks_logos_component_logos\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_logos_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`font_settings_family\` text,
  	\`font_settings_size\` text,
  	\`font_settings_weight\` text,
  	\`font_settings_align\` text DEFAULT 'center',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logos_component_order_idx\` ON \`_pages_v_blocks_logos_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logos_component_parent_id_idx\` ON \`_pages_v_blocks_logos_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logos_component_path_idx\` ON \`_pages_v_blocks_logos_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logos_component_locale_idx\` ON \`_pages_v_blocks_logos_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_type\` text,
  	\`font_family\` text,
  	\`background_color\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_locale_idx\` ON \`_pages_v_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_imggrid_v_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`object_fit\` text DEFAULT 'cover',
  	\`alt_text\` text,
  	\`caption\` text,
  	\`fraction_in_grid\` text DEFAULT '1fr',
  	\`max_height\` numeric DEFAULT 0,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_imggrid_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_images_order_idx\` ON \`__pages_v_blocks_imggrid_v_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_images_parent_id_idx\` ON \`__pages_v_blocks_imggrid_v_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_images_locale_idx\` ON \`__pages_v_blocks_imggrid_v_images\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_images_src_idx\` ON \`__pages_v_blocks_imggrid_v_images\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_imggrid_v\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_order_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_parent_id_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_path_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_imggrid_v_locale_idx\` ON \`__pages_v_blocks_imggrid_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_spacer_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`second_color\` text,
  	\`add_waves\` integer DEFAULT true,
  	\`direction\` text DEFAULT 'down',
  	\`space\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_spacer_v_order_idx\` ON \`__pages_v_blocks_spacer_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_spacer_v_parent_id_idx\` ON \`__pages_v_blocks_spacer_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_spacer_v_path_idx\` ON \`__pages_v_blocks_spacer_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_spacer_v_locale_idx\` ON \`__pages_v_blocks_spacer_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_slidersec_v_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_slidersec_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_slidersec_v_slides_order_idx\` ON \`__pages_v_blocks_slidersec_v_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_slidersec_v_slides_parent_id_idx\` ON \`__pages_v_blocks_slidersec_v_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_slidersec_v_slides_locale_idx\` ON \`__pages_v_blocks_slidersec_v_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_slidersec_v_slides_src_idx\` ON \`__pages_v_blocks_slidersec_v_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_slidersec_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`text_align\` text DEFAULT 'center',
  	\`image_gap\` text,
  	\`inverted_color_arrows\` integer DEFAULT false,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_slidersec_v_order_idx\` ON \`__pages_v_blocks_slidersec_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_slidersec_v_parent_id_idx\` ON \`__pages_v_blocks_slidersec_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_slidersec_v_path_idx\` ON \`__pages_v_blocks_slidersec_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_slidersec_v_locale_idx\` ON \`__pages_v_blocks_slidersec_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_box_v\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_order_idx\` ON \`__pages_v_blocks_box_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_parent_id_idx\` ON \`__pages_v_blocks_box_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_path_idx\` ON \`__pages_v_blocks_box_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_box_v_locale_idx\` ON \`__pages_v_blocks_box_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_cont_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`custom_width\` text DEFAULT 'wide',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_cont_v_order_idx\` ON \`__pages_v_blocks_cont_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_cont_v_parent_id_idx\` ON \`__pages_v_blocks_cont_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_cont_v_path_idx\` ON \`__pages_v_blocks_cont_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_cont_v_locale_idx\` ON \`__pages_v_blocks_cont_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_carousel_v_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_carousel_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_carousel_v_slides_order_idx\` ON \`__pages_v_blocks_carousel_v_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_carousel_v_slides_parent_id_idx\` ON \`__pages_v_blocks_carousel_v_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_carousel_v_slides_locale_idx\` ON \`__pages_v_blocks_carousel_v_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_carousel_v_slides_src_idx\` ON \`__pages_v_blocks_carousel_v_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_carousel_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`paginator_position\` text DEFAULT 'bottom',
  	\`paginator_color\` text DEFAULT 'dark',
  	\`use_nav_arrows\` integer DEFAULT true,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_carousel_v_order_idx\` ON \`__pages_v_blocks_carousel_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_carousel_v_parent_id_idx\` ON \`__pages_v_blocks_carousel_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_carousel_v_path_idx\` ON \`__pages_v_blocks_carousel_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_carousel_v_locale_idx\` ON \`__pages_v_blocks_carousel_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_fun_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'hjortron4',
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fun_fact1_illustration\` text,
  	\`fun_fact1_text\` text,
  	\`fun_fact2_illustration\` text,
  	\`fun_fact2_text\` text,
  	\`fun_fact3_illustration\` text,
  	\`fun_fact3_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fun_facts_order_idx\` ON \`_pages_v_blocks_fun_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fun_facts_parent_id_idx\` ON \`_pages_v_blocks_fun_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fun_facts_path_idx\` ON \`_pages_v_blocks_fun_facts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fun_facts_locale_idx\` ON \`_pages_v_blocks_fun_facts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_corner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'brokenWhite',
  	\`color\` text DEFAULT 'brandYellow',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_alt_text\` text,
  	\`add_button\` integer DEFAULT true,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`text_style_font_size\` text,
  	\`text_style_text_align\` text,
  	\`text_style_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_corner_order_idx\` ON \`_pages_v_blocks_corner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_corner_parent_id_idx\` ON \`_pages_v_blocks_corner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_corner_path_idx\` ON \`_pages_v_blocks_corner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_corner_locale_idx\` ON \`_pages_v_blocks_corner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_corner_image_idx\` ON \`_pages_v_blocks_corner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_pre_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'seaweed',
  	\`illustration\` text DEFAULT 'high-five',
  	\`headline\` text,
  	\`text\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pre_footer_order_idx\` ON \`_pages_v_blocks_pre_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pre_footer_parent_id_idx\` ON \`_pages_v_blocks_pre_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pre_footer_path_idx\` ON \`_pages_v_blocks_pre_footer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pre_footer_locale_idx\` ON \`_pages_v_blocks_pre_footer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_create_btns_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks',
  	\`photobooks_color\` text DEFAULT 'brandYellow',
  	\`photobooks_image_id\` integer,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/photoprints',
  	\`prints_color\` text DEFAULT 'seaweedLight',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_btns_v_order_idx\` ON \`__pages_v_blocks_create_btns_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_btns_v_parent_id_idx\` ON \`__pages_v_blocks_create_btns_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_btns_v_path_idx\` ON \`__pages_v_blocks_create_btns_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_btns_v_locale_idx\` ON \`__pages_v_blocks_create_btns_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_btns_v_photobooks_photobooks_ima_idx\` ON \`__pages_v_blocks_create_btns_v\` (\`photobooks_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_create_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks',
  	\`photobooks_color\` text DEFAULT 'hjortron2',
  	\`photobooks_cover_image_id\` integer,
  	\`photobooks_hover_image_id\` integer,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/prints',
  	\`prints_color\` text DEFAULT 'hjortron3',
  	\`prints_cover_image_id\` integer,
  	\`prints_hover_image_id\` integer,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photobooks_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_cards_v_order_idx\` ON \`__pages_v_blocks_create_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_cards_v_parent_id_idx\` ON \`__pages_v_blocks_create_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_cards_v_path_idx\` ON \`__pages_v_blocks_create_cards_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_cards_v_locale_idx\` ON \`__pages_v_blocks_create_cards_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_cards_v_photobooks_photobooks_co_idx\` ON \`__pages_v_blocks_create_cards_v\` (\`photobooks_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_cards_v_photobooks_photobooks_ho_idx\` ON \`__pages_v_blocks_create_cards_v\` (\`photobooks_hover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_cards_v_prints_prints_cover_imag_idx\` ON \`__pages_v_blocks_create_cards_v\` (\`prints_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_create_cards_v_prints_prints_hover_imag_idx\` ON \`__pages_v_blocks_create_cards_v\` (\`prints_hover_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_usps_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`usp1_title\` text,
  	\`usp1_body\` text,
  	\`usp1_color\` text DEFAULT 'seaweed',
  	\`usp1_illustration\` text DEFAULT 'bat-man',
  	\`usp2_title\` text,
  	\`usp2_body\` text,
  	\`usp2_color\` text DEFAULT 'seaweed',
  	\`usp2_illustration\` text DEFAULT 'footprint',
  	\`usp3_title\` text,
  	\`usp3_body\` text,
  	\`usp3_color\` text DEFAULT 'seaweed',
  	\`usp3_illustration\` text DEFAULT 'hugging-love',
  	\`usp4_title\` text,
  	\`usp4_body\` text,
  	\`usp4_color\` text DEFAULT 'seaweed',
  	\`usp4_illustration\` text DEFAULT 'high-five',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_usps_v_order_idx\` ON \`__pages_v_blocks_usps_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_usps_v_parent_id_idx\` ON \`__pages_v_blocks_usps_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_usps_v_path_idx\` ON \`__pages_v_blocks_usps_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_usps_v_locale_idx\` ON \`__pages_v_blocks_usps_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_button\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_order_idx\` ON \`_pages_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_parent_id_idx\` ON \`_pages_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_path_idx\` ON \`_pages_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_locale_idx\` ON \`_pages_v_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_contact_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_type\` text,
  	\`background_color\` text DEFAULT 'misty',
  	\`use_title\` integer DEFAULT false,
  	\`title\` text,
  	\`extra_margin_bottom\` integer DEFAULT false,
  	\`extra_margin_bottom_size\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_contact_v_order_idx\` ON \`__pages_v_blocks_contact_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_contact_v_parent_id_idx\` ON \`__pages_v_blocks_contact_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_contact_v_path_idx\` ON \`__pages_v_blocks_contact_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_contact_v_locale_idx\` ON \`__pages_v_blocks_contact_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_form_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`enable_intro\` integer DEFAULT false,
  	\`intro_content\` text,
  	\`error_text\` text,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_form_v_order_idx\` ON \`__pages_v_blocks_form_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_form_v_parent_id_idx\` ON \`__pages_v_blocks_form_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_form_v_path_idx\` ON \`__pages_v_blocks_form_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_form_v_locale_idx\` ON \`__pages_v_blocks_form_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_form_v_form_idx\` ON \`__pages_v_blocks_form_v\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_prices_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_type\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`custom_cover_image_id\` integer,
  	\`hardcover27x27_cover_image_id\` integer,
  	\`hardcover20x20_cover_image_id\` integer,
  	\`softcover20x20_cover_image_id\` integer,
  	\`semi_gloss_paper_image_id\` integer,
  	\`matte_paper_image_id\` integer,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`custom_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover27x27_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`softcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`semi_gloss_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`matte_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_prices_v_order_idx\` ON \`__pages_v_blocks_prices_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_prices_v_parent_id_idx\` ON \`__pages_v_blocks_prices_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_prices_v_path_idx\` ON \`__pages_v_blocks_prices_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_prices_v_locale_idx\` ON \`__pages_v_blocks_prices_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_prices_v_custom_cover_image_idx\` ON \`__pages_v_blocks_prices_v\` (\`custom_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_prices_v_hardcover27x27_cover_image_idx\` ON \`__pages_v_blocks_prices_v\` (\`hardcover27x27_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_prices_v_hardcover20x20_cover_image_idx\` ON \`__pages_v_blocks_prices_v\` (\`hardcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_prices_v_softcover20x20_cover_image_idx\` ON \`__pages_v_blocks_prices_v\` (\`softcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_prices_v_semi_gloss_paper_image_idx\` ON \`__pages_v_blocks_prices_v\` (\`semi_gloss_paper_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_prices_v_matte_paper_image_idx\` ON \`__pages_v_blocks_prices_v\` (\`matte_paper_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_paymethods_v_pay_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_paymethods_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_paymethods_v_pay_options_order_idx\` ON \`__pages_v_blocks_paymethods_v_pay_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_paymethods_v_pay_options_parent_id_idx\` ON \`__pages_v_blocks_paymethods_v_pay_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_paymethods_v_pay_options_locale_idx\` ON \`__pages_v_blocks_paymethods_v_pay_options\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_paymethods_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`border_radius\` text,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_paymethods_v_order_idx\` ON \`__pages_v_blocks_paymethods_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_paymethods_v_parent_id_idx\` ON \`__pages_v_blocks_paymethods_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_paymethods_v_path_idx\` ON \`__pages_v_blocks_paymethods_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_paymethods_v_locale_idx\` ON \`__pages_v_blocks_paymethods_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_delivery_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_delivery_v_order_idx\` ON \`__pages_v_blocks_delivery_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_delivery_v_parent_id_idx\` ON \`__pages_v_blocks_delivery_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_delivery_v_path_idx\` ON \`__pages_v_blocks_delivery_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_delivery_v_locale_idx\` ON \`__pages_v_blocks_delivery_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_xmas_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text,
  	\`last_order_date\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_xmas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_xmas_v_items_order_idx\` ON \`__pages_v_blocks_xmas_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_xmas_v_items_parent_id_idx\` ON \`__pages_v_blocks_xmas_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_xmas_v_items_locale_idx\` ON \`__pages_v_blocks_xmas_v_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_xmas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_xmas_v_order_idx\` ON \`__pages_v_blocks_xmas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_xmas_v_parent_id_idx\` ON \`__pages_v_blocks_xmas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_xmas_v_path_idx\` ON \`__pages_v_blocks_xmas_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_xmas_v_locale_idx\` ON \`__pages_v_blocks_xmas_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_product_page\` integer DEFAULT false,
  	\`version_meta_image_id\` integer,
  	\`version_meta_no_index\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_path\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v_locales\` (\`version_path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_story_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`full_bleed_layout\` integer DEFAULT false,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`guest_author\` integer DEFAULT false,
  	\`guest_author_settings_name\` text,
  	\`guest_author_settings_email\` text,
  	\`guest_author_settings_photo_id\` integer,
  	\`guest_author_settings_alt_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`guest_author_settings_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_story_hero_order_idx\` ON \`stories_blocks_story_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_story_hero_parent_id_idx\` ON \`stories_blocks_story_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_story_hero_path_idx\` ON \`stories_blocks_story_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_story_hero_locale_idx\` ON \`stories_blocks_story_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_story_hero_image_idx\` ON \`stories_blocks_story_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_story_hero_guest_author_settings_guest_au_idx\` ON \`stories_blocks_story_hero\` (\`guest_author_settings_photo_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text,
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_heading_order_idx\` ON \`stories_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_heading_parent_id_idx\` ON \`stories_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_heading_path_idx\` ON \`stories_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_heading_locale_idx\` ON \`stories_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_awesome_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text,
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
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_awesome_paragraphs_order_idx\` ON \`stories_blocks_awesome_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_awesome_paragraphs_parent_id_idx\` ON \`stories_blocks_awesome_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_awesome_paragraphs_path_idx\` ON \`stories_blocks_awesome_paragraphs\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_awesome_paragraphs_locale_idx\` ON \`stories_blocks_awesome_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_button_component\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_order_idx\` ON \`stories_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_parent_id_idx\` ON \`stories_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_path_idx\` ON \`stories_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_component_locale_idx\` ON \`stories_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_illus\` (
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
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_illus_order_idx\` ON \`stories_blocks_illus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_illus_parent_id_idx\` ON \`stories_blocks_illus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_illus_path_idx\` ON \`stories_blocks_illus\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_illus_locale_idx\` ON \`stories_blocks_illus\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_illus_image_image_src_idx\` ON \`stories_blocks_illus\` (\`image_src_id\`);`)
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
  	\`margin_bottom\` text,
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE TABLE \`stories_blocks_support\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'iglooLight',
  	\`heading\` text,
  	\`text\` text,
  	\`contact_link\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_support_order_idx\` ON \`stories_blocks_support\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_support_parent_id_idx\` ON \`stories_blocks_support\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_support_path_idx\` ON \`stories_blocks_support\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_support_locale_idx\` ON \`stories_blocks_support\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_text_image_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_list_list_item_order_idx\` ON \`stories_blocks_text_image_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_list_list_item_parent_id_idx\` ON \`stories_blocks_text_image_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_list_list_item_locale_idx\` ON \`stories_blocks_text_image_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_text_image_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_slides_order_idx\` ON \`stories_blocks_text_image_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_slides_parent_id_idx\` ON \`stories_blocks_text_image_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_slides_locale_idx\` ON \`stories_blocks_text_image_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_slides_src_idx\` ON \`stories_blocks_text_image_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_social_media_social_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`link\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_social_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_social_link_order_idx\` ON \`stories_blocks_social_media_social_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_social_link_parent_id_idx\` ON \`stories_blocks_social_media_social_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_social_link_locale_idx\` ON \`stories_blocks_social_media_social_link\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_social_media\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_order_idx\` ON \`stories_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_parent_id_idx\` ON \`stories_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_path_idx\` ON \`stories_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_social_media_locale_idx\` ON \`stories_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_text_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_order_idx\` ON \`stories_blocks_text_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_parent_id_idx\` ON \`stories_blocks_text_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_path_idx\` ON \`stories_blocks_text_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_locale_idx\` ON \`stories_blocks_text_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_image_image_idx\` ON \`stories_blocks_text_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_text_video_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_list_list_item_order_idx\` ON \`stories_blocks_text_video_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_list_list_item_parent_id_idx\` ON \`stories_blocks_text_video_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_list_list_item_locale_idx\` ON \`stories_blocks_text_video_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_text_video_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_slides_order_idx\` ON \`stories_blocks_text_video_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_slides_parent_id_idx\` ON \`stories_blocks_text_video_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_slides_locale_idx\` ON \`stories_blocks_text_video_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_slides_src_idx\` ON \`stories_blocks_text_video_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_text_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`fullbleed_video\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`list_dot_color\` text DEFAULT 'ljung2',
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`video_file_id\` integer,
  	\`video_poster_image_id\` integer,
  	\`video_loop\` integer DEFAULT false,
  	\`video_muted\` integer DEFAULT false,
  	\`video_file_type\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_order_idx\` ON \`stories_blocks_text_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_parent_id_idx\` ON \`stories_blocks_text_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_path_idx\` ON \`stories_blocks_text_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_locale_idx\` ON \`stories_blocks_text_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_image_idx\` ON \`stories_blocks_text_video\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_video_video_file_idx\` ON \`stories_blocks_text_video\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_text_video_video_video_poster_image_idx\` ON \`stories_blocks_text_video\` (\`video_poster_image_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`fullbleed\` integer DEFAULT false,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`use_text_gradient\` integer DEFAULT false,
  	\`background_color\` text,
  	\`content_alignment\` text DEFAULT 'center',
  	\`target_date\` text,
  	\`target_text\` text,
  	\`add_end_date\` integer DEFAULT false,
  	\`event_end_date\` text,
  	\`event_end_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_countdown_order_idx\` ON \`stories_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_countdown_parent_id_idx\` ON \`stories_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_countdown_path_idx\` ON \`stories_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_countdown_locale_idx\` ON \`stories_blocks_countdown\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_covers_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_covers_section_order_idx\` ON \`stories_blocks_covers_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_covers_section_parent_id_idx\` ON \`stories_blocks_covers_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_covers_section_path_idx\` ON \`stories_blocks_covers_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_covers_section_locale_idx\` ON \`stories_blocks_covers_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_contract_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_image_id\` integer,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`heading\` text,
  	\`add_heading_link\` integer DEFAULT false,
  	\`heading_link\` text,
  	\`intro\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/create',
  	\`button_product_type\` text DEFAULT 'book',
  	\`handwritten_text_text\` text,
  	\`handwritten_text_font_family\` text DEFAULT 'accent',
  	\`handwritten_text_font_size\` text,
  	\`handwritten_text_line_height\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_contract_section_order_idx\` ON \`stories_blocks_contract_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_contract_section_parent_id_idx\` ON \`stories_blocks_contract_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_contract_section_path_idx\` ON \`stories_blocks_contract_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_contract_section_locale_idx\` ON \`stories_blocks_contract_section\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_contract_section_background_image_idx\` ON \`stories_blocks_contract_section\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_contract_section_image_idx\` ON \`stories_blocks_contract_section\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_stats_slides\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_stats_slides_order_idx\` ON \`stories_blocks_stats_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_stats_slides_parent_id_idx\` ON \`stories_blocks_stats_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_stats_slides_locale_idx\` ON \`stories_blocks_stats_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_stats_slides_src_idx\` ON \`stories_blocks_stats_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_stats_order_idx\` ON \`stories_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_stats_parent_id_idx\` ON \`stories_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_stats_path_idx\` ON \`stories_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_stats_locale_idx\` ON \`stories_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_logos_component_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`max_height\` numeric DEFAULT 48,
  	\`link\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_logos_component\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_logos_component_logos_order_idx\` ON \`stories_blocks_logos_component_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_logos_component_logos_parent_id_idx\` ON \`stories_blocks_logos_component_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_logos_component_logos_locale_idx\` ON \`stories_blocks_logos_component_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_logos_component_logos_src_idx\` ON \`stories_blocks_logos_component_logos\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_logos_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`font_settings_family\` text,
  	\`font_settings_size\` text,
  	\`font_settings_weight\` text,
  	\`font_settings_align\` text DEFAULT 'center',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_logos_component_order_idx\` ON \`stories_blocks_logos_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_logos_component_parent_id_idx\` ON \`stories_blocks_logos_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_logos_component_path_idx\` ON \`stories_blocks_logos_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_logos_component_locale_idx\` ON \`stories_blocks_logos_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text,
  	\`font_family\` text,
  	\`background_color\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_order_idx\` ON \`stories_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_parent_id_idx\` ON \`stories_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_path_idx\` ON \`stories_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_quote_locale_idx\` ON \`stories_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_imggrid_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`object_fit\` text DEFAULT 'cover',
  	\`alt_text\` text,
  	\`caption\` text,
  	\`fraction_in_grid\` text DEFAULT '1fr',
  	\`max_height\` numeric DEFAULT 0,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_imggrid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_images_order_idx\` ON \`stories_blocks_imggrid_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_images_parent_id_idx\` ON \`stories_blocks_imggrid_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_images_locale_idx\` ON \`stories_blocks_imggrid_images\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_images_src_idx\` ON \`stories_blocks_imggrid_images\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_imggrid\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_order_idx\` ON \`stories_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_parent_id_idx\` ON \`stories_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_path_idx\` ON \`stories_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_imggrid_locale_idx\` ON \`stories_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`second_color\` text,
  	\`add_waves\` integer DEFAULT true,
  	\`direction\` text DEFAULT 'down',
  	\`space\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_spacer_order_idx\` ON \`stories_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_spacer_parent_id_idx\` ON \`stories_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_spacer_path_idx\` ON \`stories_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_spacer_locale_idx\` ON \`stories_blocks_spacer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_plist_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor_ref\` integer,
  	\`anchor_ref_name\` text,
  	\`anchor_link\` integer,
  	\`anchor_link_name\` text,
  	\`paragraph\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_plist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_plist_list_order_idx\` ON \`stories_blocks_plist_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_plist_list_parent_id_idx\` ON \`stories_blocks_plist_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_plist_list_locale_idx\` ON \`stories_blocks_plist_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_plist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`start_index\` numeric DEFAULT 1,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_plist_order_idx\` ON \`stories_blocks_plist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_plist_parent_id_idx\` ON \`stories_blocks_plist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_plist_path_idx\` ON \`stories_blocks_plist\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_plist_locale_idx\` ON \`stories_blocks_plist\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_slidersec_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_slidersec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_slidersec_slides_order_idx\` ON \`stories_blocks_slidersec_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_slidersec_slides_parent_id_idx\` ON \`stories_blocks_slidersec_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_slidersec_slides_locale_idx\` ON \`stories_blocks_slidersec_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_slidersec_slides_src_idx\` ON \`stories_blocks_slidersec_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_slidersec\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`text_align\` text DEFAULT 'center',
  	\`image_gap\` text,
  	\`inverted_color_arrows\` integer DEFAULT false,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_slidersec_order_idx\` ON \`stories_blocks_slidersec\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_slidersec_parent_id_idx\` ON \`stories_blocks_slidersec\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_slidersec_path_idx\` ON \`stories_blocks_slidersec\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_slidersec_locale_idx\` ON \`stories_blocks_slidersec\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_box\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_box_order_idx\` ON \`stories_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_box_parent_id_idx\` ON \`stories_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_box_path_idx\` ON \`stories_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_box_locale_idx\` ON \`stories_blocks_box\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_cont\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`custom_width\` text DEFAULT 'wide',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_cont_order_idx\` ON \`stories_blocks_cont\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_cont_parent_id_idx\` ON \`stories_blocks_cont\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_cont_path_idx\` ON \`stories_blocks_cont\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_cont_locale_idx\` ON \`stories_blocks_cont\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_carousel_slides_order_idx\` ON \`stories_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_carousel_slides_parent_id_idx\` ON \`stories_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_carousel_slides_locale_idx\` ON \`stories_blocks_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_carousel_slides_src_idx\` ON \`stories_blocks_carousel_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`paginator_position\` text DEFAULT 'bottom',
  	\`paginator_color\` text DEFAULT 'dark',
  	\`use_nav_arrows\` integer DEFAULT true,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_carousel_order_idx\` ON \`stories_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_carousel_parent_id_idx\` ON \`stories_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_carousel_path_idx\` ON \`stories_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_carousel_locale_idx\` ON \`stories_blocks_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_fun_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'hjortron4',
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fun_fact1_illustration\` text,
  	\`fun_fact1_text\` text,
  	\`fun_fact2_illustration\` text,
  	\`fun_fact2_text\` text,
  	\`fun_fact3_illustration\` text,
  	\`fun_fact3_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_fun_facts_order_idx\` ON \`stories_blocks_fun_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_fun_facts_parent_id_idx\` ON \`stories_blocks_fun_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_fun_facts_path_idx\` ON \`stories_blocks_fun_facts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_fun_facts_locale_idx\` ON \`stories_blocks_fun_facts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_corner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'brokenWhite',
  	\`color\` text DEFAULT 'brandYellow',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_alt_text\` text,
  	\`add_button\` integer DEFAULT true,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`text_style_font_size\` text,
  	\`text_style_text_align\` text,
  	\`text_style_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_corner_order_idx\` ON \`stories_blocks_corner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_corner_parent_id_idx\` ON \`stories_blocks_corner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_corner_path_idx\` ON \`stories_blocks_corner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_corner_locale_idx\` ON \`stories_blocks_corner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_corner_image_idx\` ON \`stories_blocks_corner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_pre_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'seaweed',
  	\`illustration\` text DEFAULT 'high-five',
  	\`headline\` text,
  	\`text\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_pre_footer_order_idx\` ON \`stories_blocks_pre_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_pre_footer_parent_id_idx\` ON \`stories_blocks_pre_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_pre_footer_path_idx\` ON \`stories_blocks_pre_footer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_pre_footer_locale_idx\` ON \`stories_blocks_pre_footer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_create_btns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks',
  	\`photobooks_color\` text DEFAULT 'brandYellow',
  	\`photobooks_image_id\` integer,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/photoprints',
  	\`prints_color\` text DEFAULT 'seaweedLight',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_btns_order_idx\` ON \`stories_blocks_create_btns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_btns_parent_id_idx\` ON \`stories_blocks_create_btns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_btns_path_idx\` ON \`stories_blocks_create_btns\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_btns_locale_idx\` ON \`stories_blocks_create_btns\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_btns_photobooks_photobooks_image_idx\` ON \`stories_blocks_create_btns\` (\`photobooks_image_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_create_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks',
  	\`photobooks_color\` text DEFAULT 'hjortron2',
  	\`photobooks_cover_image_id\` integer,
  	\`photobooks_hover_image_id\` integer,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/prints',
  	\`prints_color\` text DEFAULT 'hjortron3',
  	\`prints_cover_image_id\` integer,
  	\`prints_hover_image_id\` integer,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photobooks_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_cards_order_idx\` ON \`stories_blocks_create_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_cards_parent_id_idx\` ON \`stories_blocks_create_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_cards_path_idx\` ON \`stories_blocks_create_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_cards_locale_idx\` ON \`stories_blocks_create_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_cards_photobooks_photobooks_cover__idx\` ON \`stories_blocks_create_cards\` (\`photobooks_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_cards_photobooks_photobooks_hover__idx\` ON \`stories_blocks_create_cards\` (\`photobooks_hover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_cards_prints_prints_cover_image_idx\` ON \`stories_blocks_create_cards\` (\`prints_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_create_cards_prints_prints_hover_image_idx\` ON \`stories_blocks_create_cards\` (\`prints_hover_image_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_usps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`usp1_title\` text,
  	\`usp1_body\` text,
  	\`usp1_color\` text DEFAULT 'seaweed',
  	\`usp1_illustration\` text DEFAULT 'bat-man',
  	\`usp2_title\` text,
  	\`usp2_body\` text,
  	\`usp2_color\` text DEFAULT 'seaweed',
  	\`usp2_illustration\` text DEFAULT 'footprint',
  	\`usp3_title\` text,
  	\`usp3_body\` text,
  	\`usp3_color\` text DEFAULT 'seaweed',
  	\`usp3_illustration\` text DEFAULT 'hugging-love',
  	\`usp4_title\` text,
  	\`usp4_body\` text,
  	\`usp4_color\` text DEFAULT 'seaweed',
  	\`usp4_illustration\` text DEFAULT 'high-five',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_usps_order_idx\` ON \`stories_blocks_usps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_usps_parent_id_idx\` ON \`stories_blocks_usps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_usps_path_idx\` ON \`stories_blocks_usps\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_usps_locale_idx\` ON \`stories_blocks_usps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_button\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_button_order_idx\` ON \`stories_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_parent_id_idx\` ON \`stories_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_path_idx\` ON \`stories_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_button_locale_idx\` ON \`stories_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_type\` text,
  	\`background_color\` text DEFAULT 'misty',
  	\`use_title\` integer DEFAULT false,
  	\`title\` text,
  	\`extra_margin_bottom\` integer DEFAULT false,
  	\`extra_margin_bottom_size\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_contact_order_idx\` ON \`stories_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_contact_parent_id_idx\` ON \`stories_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_contact_path_idx\` ON \`stories_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_contact_locale_idx\` ON \`stories_blocks_contact\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`enable_intro\` integer DEFAULT false,
  	\`intro_content\` text,
  	\`error_text\` text,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_form_order_idx\` ON \`stories_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_form_parent_id_idx\` ON \`stories_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_form_path_idx\` ON \`stories_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_form_locale_idx\` ON \`stories_blocks_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_form_form_idx\` ON \`stories_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_type\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`custom_cover_image_id\` integer,
  	\`hardcover27x27_cover_image_id\` integer,
  	\`hardcover20x20_cover_image_id\` integer,
  	\`softcover20x20_cover_image_id\` integer,
  	\`semi_gloss_paper_image_id\` integer,
  	\`matte_paper_image_id\` integer,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`custom_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover27x27_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`softcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`semi_gloss_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`matte_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_prices_order_idx\` ON \`stories_blocks_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_prices_parent_id_idx\` ON \`stories_blocks_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_prices_path_idx\` ON \`stories_blocks_prices\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_prices_locale_idx\` ON \`stories_blocks_prices\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_prices_custom_cover_image_idx\` ON \`stories_blocks_prices\` (\`custom_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_prices_hardcover27x27_cover_image_idx\` ON \`stories_blocks_prices\` (\`hardcover27x27_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_prices_hardcover20x20_cover_image_idx\` ON \`stories_blocks_prices\` (\`hardcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_prices_softcover20x20_cover_image_idx\` ON \`stories_blocks_prices\` (\`softcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_prices_semi_gloss_paper_image_idx\` ON \`stories_blocks_prices\` (\`semi_gloss_paper_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_prices_matte_paper_image_idx\` ON \`stories_blocks_prices\` (\`matte_paper_image_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_paymethods_pay_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_paymethods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_paymethods_pay_options_order_idx\` ON \`stories_blocks_paymethods_pay_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_paymethods_pay_options_parent_id_idx\` ON \`stories_blocks_paymethods_pay_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_paymethods_pay_options_locale_idx\` ON \`stories_blocks_paymethods_pay_options\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_paymethods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`border_radius\` text,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_paymethods_order_idx\` ON \`stories_blocks_paymethods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_paymethods_parent_id_idx\` ON \`stories_blocks_paymethods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_paymethods_path_idx\` ON \`stories_blocks_paymethods\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_paymethods_locale_idx\` ON \`stories_blocks_paymethods\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_delivery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_delivery_order_idx\` ON \`stories_blocks_delivery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_delivery_parent_id_idx\` ON \`stories_blocks_delivery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_delivery_path_idx\` ON \`stories_blocks_delivery\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_delivery_locale_idx\` ON \`stories_blocks_delivery\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_xmas_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text,
  	\`last_order_date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories_blocks_xmas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_blocks_xmas_items_order_idx\` ON \`stories_blocks_xmas_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_xmas_items_parent_id_idx\` ON \`stories_blocks_xmas_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_xmas_items_locale_idx\` ON \`stories_blocks_xmas_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories_blocks_xmas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`stories_blocks_xmas_order_idx\` ON \`stories_blocks_xmas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_xmas_parent_id_idx\` ON \`stories_blocks_xmas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_xmas_path_idx\` ON \`stories_blocks_xmas\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`stories_blocks_xmas_locale_idx\` ON \`stories_blocks_xmas\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`meta_image_id\` integer,
  	\`meta_no_index\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_published_at_idx\` ON \`stories\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`stories_image_idx\` ON \`stories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_meta_meta_image_idx\` ON \`stories\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_updated_at_idx\` ON \`stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stories_created_at_idx\` ON \`stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`stories__status_idx\` ON \`stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`stories_locales\` (
  	\`title\` text,
  	\`path\` text,
  	\`excerpt\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_path_idx\` ON \`stories_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`stories_locales_locale_parent_id_unique\` ON \`stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_story_hero_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_bleed_layout\` integer DEFAULT false,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`guest_author\` integer DEFAULT false,
  	\`guest_author_settings_name\` text,
  	\`guest_author_settings_email\` text,
  	\`guest_author_settings_photo_id\` integer,
  	\`guest_author_settings_alt_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`guest_author_settings_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_story_hero_v_order_idx\` ON \`__stories_v_blocks_story_hero_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_story_hero_v_parent_id_idx\` ON \`__stories_v_blocks_story_hero_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_story_hero_v_path_idx\` ON \`__stories_v_blocks_story_hero_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_story_hero_v_locale_idx\` ON \`__stories_v_blocks_story_hero_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_story_hero_v_image_idx\` ON \`__stories_v_blocks_story_hero_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_story_hero_v_guest_author_settings_gu_idx\` ON \`__stories_v_blocks_story_hero_v\` (\`guest_author_settings_photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_type\` text,
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_heading_order_idx\` ON \`_stories_v_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_heading_parent_id_idx\` ON \`_stories_v_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_heading_path_idx\` ON \`_stories_v_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_heading_locale_idx\` ON \`_stories_v_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_awesome_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_type\` text,
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
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_awesome_paragraphs_order_idx\` ON \`_stories_v_blocks_awesome_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_awesome_paragraphs_parent_id_idx\` ON \`_stories_v_blocks_awesome_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_awesome_paragraphs_path_idx\` ON \`_stories_v_blocks_awesome_paragraphs\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_awesome_paragraphs_locale_idx\` ON \`_stories_v_blocks_awesome_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_button_component\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_order_idx\` ON \`_stories_v_blocks_button_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_parent_id_idx\` ON \`_stories_v_blocks_button_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_path_idx\` ON \`_stories_v_blocks_button_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_component_locale_idx\` ON \`_stories_v_blocks_button_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_illus_v\` (
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
  	\`margin_bottom\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_illus_v_order_idx\` ON \`__stories_v_blocks_illus_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_illus_v_parent_id_idx\` ON \`__stories_v_blocks_illus_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_illus_v_path_idx\` ON \`__stories_v_blocks_illus_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_illus_v_locale_idx\` ON \`__stories_v_blocks_illus_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_illus_v_image_image_src_idx\` ON \`__stories_v_blocks_illus_v\` (\`image_src_id\`);`)
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
  	\`margin_bottom\` text,
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_support_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'iglooLight',
  	\`heading\` text,
  	\`text\` text,
  	\`contact_link\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_support_v_order_idx\` ON \`__stories_v_blocks_support_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_support_v_parent_id_idx\` ON \`__stories_v_blocks_support_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_support_v_path_idx\` ON \`__stories_v_blocks_support_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_support_v_locale_idx\` ON \`__stories_v_blocks_support_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_text_image_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_list_list_item_order_idx\` ON \`_stories_v_blocks_text_image_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_list_list_item_parent_id_idx\` ON \`_stories_v_blocks_text_image_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_list_list_item_locale_idx\` ON \`_stories_v_blocks_text_image_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_text_image_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_slides_order_idx\` ON \`_stories_v_blocks_text_image_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_slides_parent_id_idx\` ON \`_stories_v_blocks_text_image_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_slides_locale_idx\` ON \`_stories_v_blocks_text_image_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_slides_src_idx\` ON \`_stories_v_blocks_text_image_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_social_media_social_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`link\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v_blocks_social_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_social_link_order_idx\` ON \`_stories_v_blocks_social_media_social_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_social_link_parent_id_idx\` ON \`_stories_v_blocks_social_media_social_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_social_link_locale_idx\` ON \`_stories_v_blocks_social_media_social_link\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_social_media\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_order_idx\` ON \`_stories_v_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_parent_id_idx\` ON \`_stories_v_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_path_idx\` ON \`_stories_v_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_social_media_locale_idx\` ON \`_stories_v_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_text_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_order_idx\` ON \`_stories_v_blocks_text_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_parent_id_idx\` ON \`_stories_v_blocks_text_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_path_idx\` ON \`_stories_v_blocks_text_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_locale_idx\` ON \`_stories_v_blocks_text_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_image_image_idx\` ON \`_stories_v_blocks_text_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_text_video_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_list_list_item_order_idx\` ON \`_stories_v_blocks_text_video_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_list_list_item_parent_id_idx\` ON \`_stories_v_blocks_text_video_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_list_list_item_locale_idx\` ON \`_stories_v_blocks_text_video_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_text_video_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_slides_order_idx\` ON \`_stories_v_blocks_text_video_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_slides_parent_id_idx\` ON \`_stories_v_blocks_text_video_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_slides_locale_idx\` ON \`_stories_v_blocks_text_video_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_slides_src_idx\` ON \`_stories_v_blocks_text_video_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_text_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`fullbleed_video\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`list_dot_color\` text DEFAULT 'ljung2',
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`video_file_id\` integer,
  	\`video_poster_image_id\` integer,
  	\`video_loop\` integer DEFAULT false,
  	\`video_muted\` integer DEFAULT false,
  	\`video_file_type\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_order_idx\` ON \`_stories_v_blocks_text_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_parent_id_idx\` ON \`_stories_v_blocks_text_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_path_idx\` ON \`_stories_v_blocks_text_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_locale_idx\` ON \`_stories_v_blocks_text_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_image_idx\` ON \`_stories_v_blocks_text_video\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_video_video_file_idx\` ON \`_stories_v_blocks_text_video\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_text_video_video_video_poster_image_idx\` ON \`_stories_v_blocks_text_video\` (\`video_poster_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`fullbleed\` integer DEFAULT false,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`use_text_gradient\` integer DEFAULT false,
  	\`background_color\` text,
  	\`content_alignment\` text DEFAULT 'center',
  	\`target_date\` text,
  	\`target_text\` text,
  	\`add_end_date\` integer DEFAULT false,
  	\`event_end_date\` text,
  	\`event_end_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_countdown_order_idx\` ON \`_stories_v_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_countdown_parent_id_idx\` ON \`_stories_v_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_countdown_path_idx\` ON \`_stories_v_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_countdown_locale_idx\` ON \`_stories_v_blocks_countdown\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_covers_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_covers_section_order_idx\` ON \`_stories_v_blocks_covers_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_covers_section_parent_id_idx\` ON \`_stories_v_blocks_covers_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_covers_section_path_idx\` ON \`_stories_v_blocks_covers_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_covers_section_locale_idx\` ON \`_stories_v_blocks_covers_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_contract_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_image_id\` integer,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`heading\` text,
  	\`add_heading_link\` integer DEFAULT false,
  	\`heading_link\` text,
  	\`intro\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/create',
  	\`button_product_type\` text DEFAULT 'book',
  	\`handwritten_text_text\` text,
  	\`handwritten_text_font_family\` text DEFAULT 'accent',
  	\`handwritten_text_font_size\` text,
  	\`handwritten_text_line_height\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_contract_section_order_idx\` ON \`_stories_v_blocks_contract_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_contract_section_parent_id_idx\` ON \`_stories_v_blocks_contract_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_contract_section_path_idx\` ON \`_stories_v_blocks_contract_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_contract_section_locale_idx\` ON \`_stories_v_blocks_contract_section\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_contract_section_background_image_idx\` ON \`_stories_v_blocks_contract_section\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_contract_section_image_idx\` ON \`_stories_v_blocks_contract_section\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`___stories_v_blocks_stats_v_slides_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`color\` text DEFAULT 'kantarell3',
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__stories_v_blocks_stats_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___stories_v_blocks_stats_v_slides_v_order_idx\` ON \`___stories_v_blocks_stats_v_slides_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___stories_v_blocks_stats_v_slides_v_parent_id_idx\` ON \`___stories_v_blocks_stats_v_slides_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`___stories_v_blocks_stats_v_slides_v_locale_idx\` ON \`___stories_v_blocks_stats_v_slides_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`___stories_v_blocks_stats_v_slides_v_src_idx\` ON \`___stories_v_blocks_stats_v_slides_v\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_stats_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_stats_v_order_idx\` ON \`__stories_v_blocks_stats_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_stats_v_parent_id_idx\` ON \`__stories_v_blocks_stats_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_stats_v_path_idx\` ON \`__stories_v_blocks_stats_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_stats_v_locale_idx\` ON \`__stories_v_blocks_stats_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_logos_component_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`max_height\` numeric DEFAULT 48,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v_blocks_logos_component\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_logos_component_logos_order_idx\` ON \`_stories_v_blocks_logos_component_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_logos_component_logos_parent_id_idx\` ON \`_stories_v_blocks_logos_component_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_logos_component_logos_locale_idx\` ON \`_stories_v_blocks_logos_component_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_logos_component_logos_src_idx\` ON \`_stories_v_blocks_logos_component_logos\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_logos_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`font_settings_family\` text,
  	\`font_settings_size\` text,
  	\`font_settings_weight\` text,
  	\`font_settings_align\` text DEFAULT 'center',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_logos_component_order_idx\` ON \`_stories_v_blocks_logos_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_logos_component_parent_id_idx\` ON \`_stories_v_blocks_logos_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_logos_component_path_idx\` ON \`_stories_v_blocks_logos_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_logos_component_locale_idx\` ON \`_stories_v_blocks_logos_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_type\` text,
  	\`font_family\` text,
  	\`background_color\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_order_idx\` ON \`_stories_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_parent_id_idx\` ON \`_stories_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_path_idx\` ON \`_stories_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_quote_locale_idx\` ON \`_stories_v_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_imggrid_v_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`object_fit\` text DEFAULT 'cover',
  	\`alt_text\` text,
  	\`caption\` text,
  	\`fraction_in_grid\` text DEFAULT '1fr',
  	\`max_height\` numeric DEFAULT 0,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__stories_v_blocks_imggrid_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_images_order_idx\` ON \`__stories_v_blocks_imggrid_v_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_images_parent_id_idx\` ON \`__stories_v_blocks_imggrid_v_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_images_locale_idx\` ON \`__stories_v_blocks_imggrid_v_images\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_images_src_idx\` ON \`__stories_v_blocks_imggrid_v_images\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_imggrid_v\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_order_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_parent_id_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_path_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_imggrid_v_locale_idx\` ON \`__stories_v_blocks_imggrid_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_spacer_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`second_color\` text,
  	\`add_waves\` integer DEFAULT true,
  	\`direction\` text DEFAULT 'down',
  	\`space\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_spacer_v_order_idx\` ON \`__stories_v_blocks_spacer_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_spacer_v_parent_id_idx\` ON \`__stories_v_blocks_spacer_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_spacer_v_path_idx\` ON \`__stories_v_blocks_spacer_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_spacer_v_locale_idx\` ON \`__stories_v_blocks_spacer_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_plist_v_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor_ref\` integer,
  	\`anchor_ref_name\` text,
  	\`anchor_link\` integer,
  	\`anchor_link_name\` text,
  	\`paragraph\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__stories_v_blocks_plist_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_plist_v_list_order_idx\` ON \`__stories_v_blocks_plist_v_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_plist_v_list_parent_id_idx\` ON \`__stories_v_blocks_plist_v_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_plist_v_list_locale_idx\` ON \`__stories_v_blocks_plist_v_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_plist_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start_index\` numeric DEFAULT 1,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_plist_v_order_idx\` ON \`__stories_v_blocks_plist_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_plist_v_parent_id_idx\` ON \`__stories_v_blocks_plist_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_plist_v_path_idx\` ON \`__stories_v_blocks_plist_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_plist_v_locale_idx\` ON \`__stories_v_blocks_plist_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_slidersec_v_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__stories_v_blocks_slidersec_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_slidersec_v_slides_order_idx\` ON \`__stories_v_blocks_slidersec_v_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_slidersec_v_slides_parent_id_idx\` ON \`__stories_v_blocks_slidersec_v_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_slidersec_v_slides_locale_idx\` ON \`__stories_v_blocks_slidersec_v_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_slidersec_v_slides_src_idx\` ON \`__stories_v_blocks_slidersec_v_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_slidersec_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`text_align\` text DEFAULT 'center',
  	\`image_gap\` text,
  	\`inverted_color_arrows\` integer DEFAULT false,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_slidersec_v_order_idx\` ON \`__stories_v_blocks_slidersec_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_slidersec_v_parent_id_idx\` ON \`__stories_v_blocks_slidersec_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_slidersec_v_path_idx\` ON \`__stories_v_blocks_slidersec_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_slidersec_v_locale_idx\` ON \`__stories_v_blocks_slidersec_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_box_v\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_order_idx\` ON \`__stories_v_blocks_box_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_parent_id_idx\` ON \`__stories_v_blocks_box_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_path_idx\` ON \`__stories_v_blocks_box_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_box_v_locale_idx\` ON \`__stories_v_blocks_box_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_cont_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`custom_width\` text DEFAULT 'wide',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_cont_v_order_idx\` ON \`__stories_v_blocks_cont_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_cont_v_parent_id_idx\` ON \`__stories_v_blocks_cont_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_cont_v_path_idx\` ON \`__stories_v_blocks_cont_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_cont_v_locale_idx\` ON \`__stories_v_blocks_cont_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_carousel_v_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__stories_v_blocks_carousel_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_carousel_v_slides_order_idx\` ON \`__stories_v_blocks_carousel_v_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_carousel_v_slides_parent_id_idx\` ON \`__stories_v_blocks_carousel_v_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_carousel_v_slides_locale_idx\` ON \`__stories_v_blocks_carousel_v_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_carousel_v_slides_src_idx\` ON \`__stories_v_blocks_carousel_v_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_carousel_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`paginator_position\` text DEFAULT 'bottom',
  	\`paginator_color\` text DEFAULT 'dark',
  	\`use_nav_arrows\` integer DEFAULT true,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_carousel_v_order_idx\` ON \`__stories_v_blocks_carousel_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_carousel_v_parent_id_idx\` ON \`__stories_v_blocks_carousel_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_carousel_v_path_idx\` ON \`__stories_v_blocks_carousel_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_carousel_v_locale_idx\` ON \`__stories_v_blocks_carousel_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_fun_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'hjortron4',
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fun_fact1_illustration\` text,
  	\`fun_fact1_text\` text,
  	\`fun_fact2_illustration\` text,
  	\`fun_fact2_text\` text,
  	\`fun_fact3_illustration\` text,
  	\`fun_fact3_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_fun_facts_order_idx\` ON \`_stories_v_blocks_fun_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_fun_facts_parent_id_idx\` ON \`_stories_v_blocks_fun_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_fun_facts_path_idx\` ON \`_stories_v_blocks_fun_facts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_fun_facts_locale_idx\` ON \`_stories_v_blocks_fun_facts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_corner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'brokenWhite',
  	\`color\` text DEFAULT 'brandYellow',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_alt_text\` text,
  	\`add_button\` integer DEFAULT true,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`text_style_font_size\` text,
  	\`text_style_text_align\` text,
  	\`text_style_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_corner_order_idx\` ON \`_stories_v_blocks_corner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_corner_parent_id_idx\` ON \`_stories_v_blocks_corner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_corner_path_idx\` ON \`_stories_v_blocks_corner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_corner_locale_idx\` ON \`_stories_v_blocks_corner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_corner_image_idx\` ON \`_stories_v_blocks_corner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_pre_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'seaweed',
  	\`illustration\` text DEFAULT 'high-five',
  	\`headline\` text,
  	\`text\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_pre_footer_order_idx\` ON \`_stories_v_blocks_pre_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_pre_footer_parent_id_idx\` ON \`_stories_v_blocks_pre_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_pre_footer_path_idx\` ON \`_stories_v_blocks_pre_footer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_pre_footer_locale_idx\` ON \`_stories_v_blocks_pre_footer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_create_btns_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks',
  	\`photobooks_color\` text DEFAULT 'brandYellow',
  	\`photobooks_image_id\` integer,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/photoprints',
  	\`prints_color\` text DEFAULT 'seaweedLight',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_btns_v_order_idx\` ON \`__stories_v_blocks_create_btns_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_btns_v_parent_id_idx\` ON \`__stories_v_blocks_create_btns_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_btns_v_path_idx\` ON \`__stories_v_blocks_create_btns_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_btns_v_locale_idx\` ON \`__stories_v_blocks_create_btns_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_btns_v_photobooks_photobooks_i_idx\` ON \`__stories_v_blocks_create_btns_v\` (\`photobooks_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_create_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks',
  	\`photobooks_color\` text DEFAULT 'hjortron2',
  	\`photobooks_cover_image_id\` integer,
  	\`photobooks_hover_image_id\` integer,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/prints',
  	\`prints_color\` text DEFAULT 'hjortron3',
  	\`prints_cover_image_id\` integer,
  	\`prints_hover_image_id\` integer,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photobooks_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_cards_v_order_idx\` ON \`__stories_v_blocks_create_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_cards_v_parent_id_idx\` ON \`__stories_v_blocks_create_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_cards_v_path_idx\` ON \`__stories_v_blocks_create_cards_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_cards_v_locale_idx\` ON \`__stories_v_blocks_create_cards_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_cards_v_photobooks_photobooks__idx\` ON \`__stories_v_blocks_create_cards_v\` (\`photobooks_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_cards_v_photobooks_photobook_1_idx\` ON \`__stories_v_blocks_create_cards_v\` (\`photobooks_hover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_cards_v_prints_prints_cover_im_idx\` ON \`__stories_v_blocks_create_cards_v\` (\`prints_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_create_cards_v_prints_prints_hover_im_idx\` ON \`__stories_v_blocks_create_cards_v\` (\`prints_hover_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_usps_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`usp1_title\` text,
  	\`usp1_body\` text,
  	\`usp1_color\` text DEFAULT 'seaweed',
  	\`usp1_illustration\` text DEFAULT 'bat-man',
  	\`usp2_title\` text,
  	\`usp2_body\` text,
  	\`usp2_color\` text DEFAULT 'seaweed',
  	\`usp2_illustration\` text DEFAULT 'footprint',
  	\`usp3_title\` text,
  	\`usp3_body\` text,
  	\`usp3_color\` text DEFAULT 'seaweed',
  	\`usp3_illustration\` text DEFAULT 'hugging-love',
  	\`usp4_title\` text,
  	\`usp4_body\` text,
  	\`usp4_color\` text DEFAULT 'seaweed',
  	\`usp4_illustration\` text DEFAULT 'high-five',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_usps_v_order_idx\` ON \`__stories_v_blocks_usps_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_usps_v_parent_id_idx\` ON \`__stories_v_blocks_usps_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_usps_v_path_idx\` ON \`__stories_v_blocks_usps_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_usps_v_locale_idx\` ON \`__stories_v_blocks_usps_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_blocks_button\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_order_idx\` ON \`_stories_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_parent_id_idx\` ON \`_stories_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_path_idx\` ON \`_stories_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_blocks_button_locale_idx\` ON \`_stories_v_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_contact_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_type\` text,
  	\`background_color\` text DEFAULT 'misty',
  	\`use_title\` integer DEFAULT false,
  	\`title\` text,
  	\`extra_margin_bottom\` integer DEFAULT false,
  	\`extra_margin_bottom_size\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_contact_v_order_idx\` ON \`__stories_v_blocks_contact_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_contact_v_parent_id_idx\` ON \`__stories_v_blocks_contact_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_contact_v_path_idx\` ON \`__stories_v_blocks_contact_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_contact_v_locale_idx\` ON \`__stories_v_blocks_contact_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_form_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`enable_intro\` integer DEFAULT false,
  	\`intro_content\` text,
  	\`error_text\` text,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_form_v_order_idx\` ON \`__stories_v_blocks_form_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_form_v_parent_id_idx\` ON \`__stories_v_blocks_form_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_form_v_path_idx\` ON \`__stories_v_blocks_form_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_form_v_locale_idx\` ON \`__stories_v_blocks_form_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_form_v_form_idx\` ON \`__stories_v_blocks_form_v\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_prices_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_type\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`custom_cover_image_id\` integer,
  	\`hardcover27x27_cover_image_id\` integer,
  	\`hardcover20x20_cover_image_id\` integer,
  	\`softcover20x20_cover_image_id\` integer,
  	\`semi_gloss_paper_image_id\` integer,
  	\`matte_paper_image_id\` integer,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`custom_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover27x27_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`softcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`semi_gloss_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`matte_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_prices_v_order_idx\` ON \`__stories_v_blocks_prices_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_prices_v_parent_id_idx\` ON \`__stories_v_blocks_prices_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_prices_v_path_idx\` ON \`__stories_v_blocks_prices_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_prices_v_locale_idx\` ON \`__stories_v_blocks_prices_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_prices_v_custom_cover_image_idx\` ON \`__stories_v_blocks_prices_v\` (\`custom_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_prices_v_hardcover27x27_cover_image_idx\` ON \`__stories_v_blocks_prices_v\` (\`hardcover27x27_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_prices_v_hardcover20x20_cover_image_idx\` ON \`__stories_v_blocks_prices_v\` (\`hardcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_prices_v_softcover20x20_cover_image_idx\` ON \`__stories_v_blocks_prices_v\` (\`softcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_prices_v_semi_gloss_paper_image_idx\` ON \`__stories_v_blocks_prices_v\` (\`semi_gloss_paper_image_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_prices_v_matte_paper_image_idx\` ON \`__stories_v_blocks_prices_v\` (\`matte_paper_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_paymethods_v_pay_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__stories_v_blocks_paymethods_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_paymethods_v_pay_options_order_idx\` ON \`__stories_v_blocks_paymethods_v_pay_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_paymethods_v_pay_options_parent_id_idx\` ON \`__stories_v_blocks_paymethods_v_pay_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_paymethods_v_pay_options_locale_idx\` ON \`__stories_v_blocks_paymethods_v_pay_options\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_paymethods_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`border_radius\` text,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_paymethods_v_order_idx\` ON \`__stories_v_blocks_paymethods_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_paymethods_v_parent_id_idx\` ON \`__stories_v_blocks_paymethods_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_paymethods_v_path_idx\` ON \`__stories_v_blocks_paymethods_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_paymethods_v_locale_idx\` ON \`__stories_v_blocks_paymethods_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_delivery_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_delivery_v_order_idx\` ON \`__stories_v_blocks_delivery_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_delivery_v_parent_id_idx\` ON \`__stories_v_blocks_delivery_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_delivery_v_path_idx\` ON \`__stories_v_blocks_delivery_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_delivery_v_locale_idx\` ON \`__stories_v_blocks_delivery_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_xmas_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text,
  	\`last_order_date\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__stories_v_blocks_xmas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_xmas_v_items_order_idx\` ON \`__stories_v_blocks_xmas_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_xmas_v_items_parent_id_idx\` ON \`__stories_v_blocks_xmas_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_xmas_v_items_locale_idx\` ON \`__stories_v_blocks_xmas_v_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__stories_v_blocks_xmas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_xmas_v_order_idx\` ON \`__stories_v_blocks_xmas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_xmas_v_parent_id_idx\` ON \`__stories_v_blocks_xmas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_xmas_v_path_idx\` ON \`__stories_v_blocks_xmas_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__stories_v_blocks_xmas_v_locale_idx\` ON \`__stories_v_blocks_xmas_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_at\` text,
  	\`version_image_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_meta_no_index\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_parent_idx\` ON \`_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_published_at_idx\` ON \`_stories_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_image_idx\` ON \`_stories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_meta_version_meta_image_idx\` ON \`_stories_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_updated_at_idx\` ON \`_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_created_at_idx\` ON \`_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version__status_idx\` ON \`_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_created_at_idx\` ON \`_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_updated_at_idx\` ON \`_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_snapshot_idx\` ON \`_stories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_published_locale_idx\` ON \`_stories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_latest_idx\` ON \`_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_autosave_idx\` ON \`_stories_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_locales\` (
  	\`version_title\` text,
  	\`version_path\` text,
  	\`version_excerpt\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_path_idx\` ON \`_stories_v_locales\` (\`version_path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_stories_v_locales_locale_parent_id_unique\` ON \`_stories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`page_variants_blocks_hero_hero_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_hero_hero_slides_order_idx\` ON \`page_variants_blocks_hero_hero_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_hero_hero_slides_parent_id_idx\` ON \`page_variants_blocks_hero_hero_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_hero_hero_slides_locale_idx\` ON \`page_variants_blocks_hero_hero_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_hero_hero_slides_src_idx\` ON \`page_variants_blocks_hero_hero_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'default' NOT NULL,
  	\`use_fullbleed_layout\` integer DEFAULT false,
  	\`product_type\` text DEFAULT 'book',
  	\`use_rich_text_heading\` integer DEFAULT false,
  	\`heading\` text,
  	\`rich_text_heading\` text,
  	\`uppercase\` integer DEFAULT false,
  	\`use_rich_text_intro\` integer DEFAULT false,
  	\`intro\` text,
  	\`rich_text_intro\` text,
  	\`use_video\` integer DEFAULT false,
  	\`video_url\` text,
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`alt_text\` text NOT NULL,
  	\`overlay_opacity\` numeric DEFAULT 20,
  	\`image_position\` text DEFAULT 'center',
  	\`detailed_image_position\` numeric,
  	\`illustration\` text DEFAULT 'heart-love',
  	\`background_color\` text,
  	\`use_button\` integer DEFAULT false,
  	\`button_label\` text,
  	\`button_size\` text DEFAULT 'm',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text,
  	\`button_product_type\` text DEFAULT 'book',
  	\`add_quote\` integer DEFAULT false,
  	\`quote_text\` text,
  	\`quote_signature\` text,
  	\`quote_color\` text DEFAULT 'white',
  	\`add_badge\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`start_create_button_text\` text,
  	\`hide_paginator_dots\` integer DEFAULT false,
  	\`auto_image_scroll\` integer DEFAULT false,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_hero_order_idx\` ON \`page_variants_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_hero_parent_id_idx\` ON \`page_variants_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_hero_path_idx\` ON \`page_variants_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_hero_locale_idx\` ON \`page_variants_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_hero_image_idx\` ON \`page_variants_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_hero_mobile_image_idx\` ON \`page_variants_blocks_hero\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text,
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
  	\`margin_bottom\` text,
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
  	\`model_type\` text,
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
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  	\`product_type\` text DEFAULT 'book',
  	\`inverted_color\` integer DEFAULT false,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE TABLE \`page_variants_blocks_illus\` (
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
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_illus_order_idx\` ON \`page_variants_blocks_illus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_illus_parent_id_idx\` ON \`page_variants_blocks_illus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_illus_path_idx\` ON \`page_variants_blocks_illus\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_illus_locale_idx\` ON \`page_variants_blocks_illus\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_illus_image_image_src_idx\` ON \`page_variants_blocks_illus\` (\`image_src_id\`);`)
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
  	\`margin_bottom\` text,
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE TABLE \`page_variants_blocks_support\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'iglooLight',
  	\`heading\` text,
  	\`text\` text,
  	\`contact_link\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_support_order_idx\` ON \`page_variants_blocks_support\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_support_parent_id_idx\` ON \`page_variants_blocks_support\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_support_path_idx\` ON \`page_variants_blocks_support\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_support_locale_idx\` ON \`page_variants_blocks_support\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_text_image_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_list_list_item_order_idx\` ON \`page_variants_blocks_text_image_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_list_list_item_parent_id_idx\` ON \`page_variants_blocks_text_image_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_list_list_item_locale_idx\` ON \`page_variants_blocks_text_image_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_text_image_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_slides_order_idx\` ON \`page_variants_blocks_text_image_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_slides_parent_id_idx\` ON \`page_variants_blocks_text_image_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_slides_locale_idx\` ON \`page_variants_blocks_text_image_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_slides_src_idx\` ON \`page_variants_blocks_text_image_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_social_media_social_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`link\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_social_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_social_link_order_idx\` ON \`page_variants_blocks_social_media_social_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_social_link_parent_id_idx\` ON \`page_variants_blocks_social_media_social_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_social_link_locale_idx\` ON \`page_variants_blocks_social_media_social_link\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_social_media\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_order_idx\` ON \`page_variants_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_parent_id_idx\` ON \`page_variants_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_path_idx\` ON \`page_variants_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_social_media_locale_idx\` ON \`page_variants_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_text_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_order_idx\` ON \`page_variants_blocks_text_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_parent_id_idx\` ON \`page_variants_blocks_text_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_path_idx\` ON \`page_variants_blocks_text_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_locale_idx\` ON \`page_variants_blocks_text_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_image_image_idx\` ON \`page_variants_blocks_text_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_text_video_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_list_list_item_order_idx\` ON \`page_variants_blocks_text_video_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_list_list_item_parent_id_idx\` ON \`page_variants_blocks_text_video_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_list_list_item_locale_idx\` ON \`page_variants_blocks_text_video_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_text_video_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_slides_order_idx\` ON \`page_variants_blocks_text_video_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_slides_parent_id_idx\` ON \`page_variants_blocks_text_video_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_slides_locale_idx\` ON \`page_variants_blocks_text_video_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_slides_src_idx\` ON \`page_variants_blocks_text_video_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_text_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`fullbleed_video\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`list_dot_color\` text DEFAULT 'ljung2',
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`video_file_id\` integer,
  	\`video_poster_image_id\` integer,
  	\`video_loop\` integer DEFAULT false,
  	\`video_muted\` integer DEFAULT false,
  	\`video_file_type\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_order_idx\` ON \`page_variants_blocks_text_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_parent_id_idx\` ON \`page_variants_blocks_text_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_path_idx\` ON \`page_variants_blocks_text_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_locale_idx\` ON \`page_variants_blocks_text_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_image_idx\` ON \`page_variants_blocks_text_video\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_video_video_file_idx\` ON \`page_variants_blocks_text_video\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_text_video_video_video_poster_image_idx\` ON \`page_variants_blocks_text_video\` (\`video_poster_image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`fullbleed\` integer DEFAULT false,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`use_text_gradient\` integer DEFAULT false,
  	\`background_color\` text,
  	\`content_alignment\` text DEFAULT 'center',
  	\`target_date\` text NOT NULL,
  	\`target_text\` text,
  	\`add_end_date\` integer DEFAULT false,
  	\`event_end_date\` text,
  	\`event_end_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_countdown_order_idx\` ON \`page_variants_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_countdown_parent_id_idx\` ON \`page_variants_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_countdown_path_idx\` ON \`page_variants_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_countdown_locale_idx\` ON \`page_variants_blocks_countdown\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_covers_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_covers_section_order_idx\` ON \`page_variants_blocks_covers_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_covers_section_parent_id_idx\` ON \`page_variants_blocks_covers_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_covers_section_path_idx\` ON \`page_variants_blocks_covers_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_covers_section_locale_idx\` ON \`page_variants_blocks_covers_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_contract_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_image_id\` integer,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`heading\` text,
  	\`add_heading_link\` integer DEFAULT false,
  	\`heading_link\` text,
  	\`intro\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/create',
  	\`button_product_type\` text DEFAULT 'book',
  	\`handwritten_text_text\` text,
  	\`handwritten_text_font_family\` text DEFAULT 'accent',
  	\`handwritten_text_font_size\` text,
  	\`handwritten_text_line_height\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_contract_section_order_idx\` ON \`page_variants_blocks_contract_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_contract_section_parent_id_idx\` ON \`page_variants_blocks_contract_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_contract_section_path_idx\` ON \`page_variants_blocks_contract_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_contract_section_locale_idx\` ON \`page_variants_blocks_contract_section\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_contract_section_background_image_idx\` ON \`page_variants_blocks_contract_section\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_contract_section_image_idx\` ON \`page_variants_blocks_contract_section\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_stats_slides\` (
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_order_idx\` ON \`page_variants_blocks_stats_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_parent_id_idx\` ON \`page_variants_blocks_stats_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_locale_idx\` ON \`page_variants_blocks_stats_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_slides_src_idx\` ON \`page_variants_blocks_stats_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_order_idx\` ON \`page_variants_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_parent_id_idx\` ON \`page_variants_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_path_idx\` ON \`page_variants_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_stats_locale_idx\` ON \`page_variants_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_logos_component_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`max_height\` numeric DEFAULT 48,
  	\`link\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_logos_component\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_logos_component_logos_order_idx\` ON \`page_variants_blocks_logos_component_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_logos_component_logos_parent_id_idx\` ON \`page_variants_blocks_logos_component_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_logos_component_logos_locale_idx\` ON \`page_variants_blocks_logos_component_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_logos_component_logos_src_idx\` ON \`page_variants_blocks_logos_component_logos\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_logos_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`font_settings_family\` text,
  	\`font_settings_size\` text,
  	\`font_settings_weight\` text,
  	\`font_settings_align\` text DEFAULT 'center',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_logos_component_order_idx\` ON \`page_variants_blocks_logos_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_logos_component_parent_id_idx\` ON \`page_variants_blocks_logos_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_logos_component_path_idx\` ON \`page_variants_blocks_logos_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_logos_component_locale_idx\` ON \`page_variants_blocks_logos_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text,
  	\`font_family\` text,
  	\`background_color\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_order_idx\` ON \`page_variants_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_parent_id_idx\` ON \`page_variants_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_path_idx\` ON \`page_variants_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_quote_locale_idx\` ON \`page_variants_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_imggrid_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`object_fit\` text DEFAULT 'cover',
  	\`alt_text\` text,
  	\`caption\` text,
  	\`fraction_in_grid\` text DEFAULT '1fr',
  	\`max_height\` numeric DEFAULT 0,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_imggrid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_images_order_idx\` ON \`page_variants_blocks_imggrid_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_images_parent_id_idx\` ON \`page_variants_blocks_imggrid_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_images_locale_idx\` ON \`page_variants_blocks_imggrid_images\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_images_src_idx\` ON \`page_variants_blocks_imggrid_images\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_imggrid\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_order_idx\` ON \`page_variants_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_parent_id_idx\` ON \`page_variants_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_path_idx\` ON \`page_variants_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_imggrid_locale_idx\` ON \`page_variants_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`second_color\` text,
  	\`add_waves\` integer DEFAULT true,
  	\`direction\` text DEFAULT 'down',
  	\`space\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_spacer_order_idx\` ON \`page_variants_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_spacer_parent_id_idx\` ON \`page_variants_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_spacer_path_idx\` ON \`page_variants_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_spacer_locale_idx\` ON \`page_variants_blocks_spacer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_slidersec_slides\` (
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_order_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_parent_id_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_locale_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_slides_src_idx\` ON \`page_variants_blocks_slidersec_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_slidersec\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`text_align\` text DEFAULT 'center',
  	\`image_gap\` text,
  	\`inverted_color_arrows\` integer DEFAULT false,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_order_idx\` ON \`page_variants_blocks_slidersec\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_parent_id_idx\` ON \`page_variants_blocks_slidersec\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_path_idx\` ON \`page_variants_blocks_slidersec\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_slidersec_locale_idx\` ON \`page_variants_blocks_slidersec\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_box\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_order_idx\` ON \`page_variants_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_parent_id_idx\` ON \`page_variants_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_path_idx\` ON \`page_variants_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_box_locale_idx\` ON \`page_variants_blocks_box\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_cont\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`custom_width\` text DEFAULT 'wide',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_cont_order_idx\` ON \`page_variants_blocks_cont\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_cont_parent_id_idx\` ON \`page_variants_blocks_cont\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_cont_path_idx\` ON \`page_variants_blocks_cont\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_cont_locale_idx\` ON \`page_variants_blocks_cont\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_carousel_slides\` (
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_order_idx\` ON \`page_variants_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_parent_id_idx\` ON \`page_variants_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_locale_idx\` ON \`page_variants_blocks_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_slides_src_idx\` ON \`page_variants_blocks_carousel_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`paginator_position\` text DEFAULT 'bottom',
  	\`paginator_color\` text DEFAULT 'dark',
  	\`use_nav_arrows\` integer DEFAULT true,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_order_idx\` ON \`page_variants_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_parent_id_idx\` ON \`page_variants_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_path_idx\` ON \`page_variants_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_carousel_locale_idx\` ON \`page_variants_blocks_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_fun_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'hjortron4',
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fun_fact1_illustration\` text NOT NULL,
  	\`fun_fact1_text\` text NOT NULL,
  	\`fun_fact2_illustration\` text NOT NULL,
  	\`fun_fact2_text\` text NOT NULL,
  	\`fun_fact3_illustration\` text NOT NULL,
  	\`fun_fact3_text\` text NOT NULL,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_fun_facts_order_idx\` ON \`page_variants_blocks_fun_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_fun_facts_parent_id_idx\` ON \`page_variants_blocks_fun_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_fun_facts_path_idx\` ON \`page_variants_blocks_fun_facts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_fun_facts_locale_idx\` ON \`page_variants_blocks_fun_facts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_corner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'brokenWhite',
  	\`color\` text DEFAULT 'brandYellow',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_alt_text\` text NOT NULL,
  	\`add_button\` integer DEFAULT true,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`text_style_font_size\` text,
  	\`text_style_text_align\` text,
  	\`text_style_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_corner_order_idx\` ON \`page_variants_blocks_corner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_corner_parent_id_idx\` ON \`page_variants_blocks_corner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_corner_path_idx\` ON \`page_variants_blocks_corner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_corner_locale_idx\` ON \`page_variants_blocks_corner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_corner_image_idx\` ON \`page_variants_blocks_corner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_pre_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'seaweed',
  	\`illustration\` text DEFAULT 'high-five',
  	\`headline\` text,
  	\`text\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_pre_footer_order_idx\` ON \`page_variants_blocks_pre_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_pre_footer_parent_id_idx\` ON \`page_variants_blocks_pre_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_pre_footer_path_idx\` ON \`page_variants_blocks_pre_footer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_pre_footer_locale_idx\` ON \`page_variants_blocks_pre_footer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_create_btns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks' NOT NULL,
  	\`photobooks_color\` text DEFAULT 'brandYellow',
  	\`photobooks_image_id\` integer NOT NULL,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/photoprints' NOT NULL,
  	\`prints_color\` text DEFAULT 'seaweedLight',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_btns_order_idx\` ON \`page_variants_blocks_create_btns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_btns_parent_id_idx\` ON \`page_variants_blocks_create_btns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_btns_path_idx\` ON \`page_variants_blocks_create_btns\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_btns_locale_idx\` ON \`page_variants_blocks_create_btns\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_btns_photobooks_photobooks_i_idx\` ON \`page_variants_blocks_create_btns\` (\`photobooks_image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_create_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks',
  	\`photobooks_color\` text DEFAULT 'hjortron2',
  	\`photobooks_cover_image_id\` integer NOT NULL,
  	\`photobooks_hover_image_id\` integer NOT NULL,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/prints',
  	\`prints_color\` text DEFAULT 'hjortron3',
  	\`prints_cover_image_id\` integer NOT NULL,
  	\`prints_hover_image_id\` integer NOT NULL,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photobooks_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_cards_order_idx\` ON \`page_variants_blocks_create_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_cards_parent_id_idx\` ON \`page_variants_blocks_create_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_cards_path_idx\` ON \`page_variants_blocks_create_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_cards_locale_idx\` ON \`page_variants_blocks_create_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_cards_photobooks_photobooks__idx\` ON \`page_variants_blocks_create_cards\` (\`photobooks_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_cards_photobooks_photobook_1_idx\` ON \`page_variants_blocks_create_cards\` (\`photobooks_hover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_cards_prints_prints_cover_im_idx\` ON \`page_variants_blocks_create_cards\` (\`prints_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_create_cards_prints_prints_hover_im_idx\` ON \`page_variants_blocks_create_cards\` (\`prints_hover_image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_usps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`usp1_title\` text,
  	\`usp1_body\` text,
  	\`usp1_color\` text DEFAULT 'seaweed',
  	\`usp1_illustration\` text DEFAULT 'bat-man',
  	\`usp2_title\` text,
  	\`usp2_body\` text,
  	\`usp2_color\` text DEFAULT 'seaweed',
  	\`usp2_illustration\` text DEFAULT 'footprint',
  	\`usp3_title\` text,
  	\`usp3_body\` text,
  	\`usp3_color\` text DEFAULT 'seaweed',
  	\`usp3_illustration\` text DEFAULT 'hugging-love',
  	\`usp4_title\` text,
  	\`usp4_body\` text,
  	\`usp4_color\` text DEFAULT 'seaweed',
  	\`usp4_illustration\` text DEFAULT 'high-five',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_usps_order_idx\` ON \`page_variants_blocks_usps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_usps_parent_id_idx\` ON \`page_variants_blocks_usps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_usps_path_idx\` ON \`page_variants_blocks_usps\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_usps_locale_idx\` ON \`page_variants_blocks_usps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_button\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_order_idx\` ON \`page_variants_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_parent_id_idx\` ON \`page_variants_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_path_idx\` ON \`page_variants_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_button_locale_idx\` ON \`page_variants_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_type\` text,
  	\`background_color\` text DEFAULT 'misty' NOT NULL,
  	\`use_title\` integer DEFAULT false,
  	\`title\` text,
  	\`extra_margin_bottom\` integer DEFAULT false,
  	\`extra_margin_bottom_size\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_contact_order_idx\` ON \`page_variants_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_contact_parent_id_idx\` ON \`page_variants_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_contact_path_idx\` ON \`page_variants_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_contact_locale_idx\` ON \`page_variants_blocks_contact\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`enable_intro\` integer DEFAULT false,
  	\`intro_content\` text,
  	\`error_text\` text,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_form_order_idx\` ON \`page_variants_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_form_parent_id_idx\` ON \`page_variants_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_form_path_idx\` ON \`page_variants_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_form_locale_idx\` ON \`page_variants_blocks_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_form_form_idx\` ON \`page_variants_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_type\` text NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`custom_cover_image_id\` integer,
  	\`hardcover27x27_cover_image_id\` integer,
  	\`hardcover20x20_cover_image_id\` integer,
  	\`softcover20x20_cover_image_id\` integer,
  	\`semi_gloss_paper_image_id\` integer,
  	\`matte_paper_image_id\` integer,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`custom_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover27x27_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`softcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`semi_gloss_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`matte_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_prices_order_idx\` ON \`page_variants_blocks_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_prices_parent_id_idx\` ON \`page_variants_blocks_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_prices_path_idx\` ON \`page_variants_blocks_prices\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_prices_locale_idx\` ON \`page_variants_blocks_prices\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_prices_custom_cover_image_idx\` ON \`page_variants_blocks_prices\` (\`custom_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_prices_hardcover27x27_cover_image_idx\` ON \`page_variants_blocks_prices\` (\`hardcover27x27_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_prices_hardcover20x20_cover_image_idx\` ON \`page_variants_blocks_prices\` (\`hardcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_prices_softcover20x20_cover_image_idx\` ON \`page_variants_blocks_prices\` (\`softcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_prices_semi_gloss_paper_image_idx\` ON \`page_variants_blocks_prices\` (\`semi_gloss_paper_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_prices_matte_paper_image_idx\` ON \`page_variants_blocks_prices\` (\`matte_paper_image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_paymethods_pay_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_paymethods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_paymethods_pay_options_order_idx\` ON \`page_variants_blocks_paymethods_pay_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_paymethods_pay_options_parent_id_idx\` ON \`page_variants_blocks_paymethods_pay_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_paymethods_pay_options_locale_idx\` ON \`page_variants_blocks_paymethods_pay_options\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_paymethods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`border_radius\` text,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_paymethods_order_idx\` ON \`page_variants_blocks_paymethods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_paymethods_parent_id_idx\` ON \`page_variants_blocks_paymethods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_paymethods_path_idx\` ON \`page_variants_blocks_paymethods\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_paymethods_locale_idx\` ON \`page_variants_blocks_paymethods\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_delivery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_delivery_order_idx\` ON \`page_variants_blocks_delivery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_delivery_parent_id_idx\` ON \`page_variants_blocks_delivery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_delivery_path_idx\` ON \`page_variants_blocks_delivery\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_delivery_locale_idx\` ON \`page_variants_blocks_delivery\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_xmas_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text NOT NULL,
  	\`last_order_date\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variants_blocks_xmas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_xmas_items_order_idx\` ON \`page_variants_blocks_xmas_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_xmas_items_parent_id_idx\` ON \`page_variants_blocks_xmas_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_xmas_items_locale_idx\` ON \`page_variants_blocks_xmas_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variants_blocks_xmas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`page_variants_blocks_xmas_order_idx\` ON \`page_variants_blocks_xmas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_xmas_parent_id_idx\` ON \`page_variants_blocks_xmas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_xmas_path_idx\` ON \`page_variants_blocks_xmas\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variants_blocks_xmas_locale_idx\` ON \`page_variants_blocks_xmas\` (\`_locale\`);`)
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
  await db.run(sql`CREATE TABLE \`story_variants_blocks_story_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`full_bleed_layout\` integer DEFAULT false,
  	\`title\` text NOT NULL,
  	\`intro\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`alt_text\` text,
  	\`guest_author\` integer DEFAULT false,
  	\`guest_author_settings_name\` text,
  	\`guest_author_settings_email\` text,
  	\`guest_author_settings_photo_id\` integer,
  	\`guest_author_settings_alt_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`guest_author_settings_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_story_hero_order_idx\` ON \`story_variants_blocks_story_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_story_hero_parent_id_idx\` ON \`story_variants_blocks_story_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_story_hero_path_idx\` ON \`story_variants_blocks_story_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_story_hero_locale_idx\` ON \`story_variants_blocks_story_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_story_hero_image_idx\` ON \`story_variants_blocks_story_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_story_hero_guest_author_settings_g_idx\` ON \`story_variants_blocks_story_hero\` (\`guest_author_settings_photo_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text,
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
  	\`margin_bottom\` text,
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
  	\`model_type\` text,
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
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  	\`product_type\` text DEFAULT 'book',
  	\`inverted_color\` integer DEFAULT false,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE TABLE \`story_variants_blocks_illus\` (
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
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_illus_order_idx\` ON \`story_variants_blocks_illus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_illus_parent_id_idx\` ON \`story_variants_blocks_illus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_illus_path_idx\` ON \`story_variants_blocks_illus\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_illus_locale_idx\` ON \`story_variants_blocks_illus\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_illus_image_image_src_idx\` ON \`story_variants_blocks_illus\` (\`image_src_id\`);`)
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
  	\`margin_bottom\` text,
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE TABLE \`story_variants_blocks_support\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'iglooLight',
  	\`heading\` text,
  	\`text\` text,
  	\`contact_link\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_support_order_idx\` ON \`story_variants_blocks_support\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_support_parent_id_idx\` ON \`story_variants_blocks_support\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_support_path_idx\` ON \`story_variants_blocks_support\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_support_locale_idx\` ON \`story_variants_blocks_support\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_text_image_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_list_list_item_order_idx\` ON \`story_variants_blocks_text_image_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_list_list_item_parent_id_idx\` ON \`story_variants_blocks_text_image_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_list_list_item_locale_idx\` ON \`story_variants_blocks_text_image_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_text_image_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_slides_order_idx\` ON \`story_variants_blocks_text_image_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_slides_parent_id_idx\` ON \`story_variants_blocks_text_image_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_slides_locale_idx\` ON \`story_variants_blocks_text_image_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_slides_src_idx\` ON \`story_variants_blocks_text_image_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_social_media_social_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`link\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_social_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_social_link_order_idx\` ON \`story_variants_blocks_social_media_social_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_social_link_parent_id_idx\` ON \`story_variants_blocks_social_media_social_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_social_link_locale_idx\` ON \`story_variants_blocks_social_media_social_link\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_social_media\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_order_idx\` ON \`story_variants_blocks_social_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_parent_id_idx\` ON \`story_variants_blocks_social_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_path_idx\` ON \`story_variants_blocks_social_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_social_media_locale_idx\` ON \`story_variants_blocks_social_media\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_text_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_order_idx\` ON \`story_variants_blocks_text_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_parent_id_idx\` ON \`story_variants_blocks_text_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_path_idx\` ON \`story_variants_blocks_text_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_locale_idx\` ON \`story_variants_blocks_text_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_image_image_idx\` ON \`story_variants_blocks_text_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_text_video_list_list_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subheading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_list_list_item_order_idx\` ON \`story_variants_blocks_text_video_list_list_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_list_list_item_parent_id_idx\` ON \`story_variants_blocks_text_video_list_list_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_list_list_item_locale_idx\` ON \`story_variants_blocks_text_video_list_list_item\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_text_video_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_text_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_slides_order_idx\` ON \`story_variants_blocks_text_video_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_slides_parent_id_idx\` ON \`story_variants_blocks_text_video_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_slides_locale_idx\` ON \`story_variants_blocks_text_video_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_slides_src_idx\` ON \`story_variants_blocks_text_video_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_text_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fullbleed_image\` integer DEFAULT false,
  	\`fullbleed_video\` integer DEFAULT false,
  	\`mirrored_layout\` integer DEFAULT false,
  	\`vertical_layout\` integer DEFAULT false,
  	\`subheading_check\` integer DEFAULT false,
  	\`subheading\` text,
  	\`heading\` text,
  	\`heading_level\` text DEFAULT 'h3',
  	\`heading_position\` text,
  	\`ingress\` text,
  	\`text\` text,
  	\`text_position\` text,
  	\`add_list\` integer DEFAULT false,
  	\`list_heading\` text,
  	\`list_start_index\` numeric DEFAULT 1,
  	\`list_dot_color\` text DEFAULT 'ljung2',
  	\`add_text_field\` integer DEFAULT false,
  	\`second_text\` text,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`add_button\` integer DEFAULT false,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_type\` text DEFAULT 'secondary',
  	\`button_size\` text DEFAULT 'm',
  	\`button_button_position\` text,
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`button_target\` integer DEFAULT false,
  	\`slideshow\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`select_paginator_color\` text DEFAULT 'dark',
  	\`select_paginator_position\` text DEFAULT 'bottom',
  	\`video_file_id\` integer,
  	\`video_poster_image_id\` integer,
  	\`video_loop\` integer DEFAULT false,
  	\`video_muted\` integer DEFAULT false,
  	\`video_file_type\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_order_idx\` ON \`story_variants_blocks_text_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_parent_id_idx\` ON \`story_variants_blocks_text_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_path_idx\` ON \`story_variants_blocks_text_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_locale_idx\` ON \`story_variants_blocks_text_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_image_idx\` ON \`story_variants_blocks_text_video\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_video_video_file_idx\` ON \`story_variants_blocks_text_video\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_text_video_video_video_poster_imag_idx\` ON \`story_variants_blocks_text_video\` (\`video_poster_image_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`fullbleed\` integer DEFAULT false,
  	\`inverted_text_color\` integer DEFAULT false,
  	\`use_text_gradient\` integer DEFAULT false,
  	\`background_color\` text,
  	\`content_alignment\` text DEFAULT 'center',
  	\`target_date\` text NOT NULL,
  	\`target_text\` text,
  	\`add_end_date\` integer DEFAULT false,
  	\`event_end_date\` text,
  	\`event_end_text\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_countdown_order_idx\` ON \`story_variants_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_countdown_parent_id_idx\` ON \`story_variants_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_countdown_path_idx\` ON \`story_variants_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_countdown_locale_idx\` ON \`story_variants_blocks_countdown\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_covers_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_covers_section_order_idx\` ON \`story_variants_blocks_covers_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_covers_section_parent_id_idx\` ON \`story_variants_blocks_covers_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_covers_section_path_idx\` ON \`story_variants_blocks_covers_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_covers_section_locale_idx\` ON \`story_variants_blocks_covers_section\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_contract_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_image_id\` integer,
  	\`image_id\` integer,
  	\`alt_text\` text,
  	\`heading\` text,
  	\`add_heading_link\` integer DEFAULT false,
  	\`heading_link\` text,
  	\`intro\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/create',
  	\`button_product_type\` text DEFAULT 'book',
  	\`handwritten_text_text\` text,
  	\`handwritten_text_font_family\` text DEFAULT 'accent',
  	\`handwritten_text_font_size\` text,
  	\`handwritten_text_line_height\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_contract_section_order_idx\` ON \`story_variants_blocks_contract_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_contract_section_parent_id_idx\` ON \`story_variants_blocks_contract_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_contract_section_path_idx\` ON \`story_variants_blocks_contract_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_contract_section_locale_idx\` ON \`story_variants_blocks_contract_section\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_contract_section_background_image_idx\` ON \`story_variants_blocks_contract_section\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_contract_section_image_idx\` ON \`story_variants_blocks_contract_section\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_stats_slides\` (
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_order_idx\` ON \`story_variants_blocks_stats_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_parent_id_idx\` ON \`story_variants_blocks_stats_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_locale_idx\` ON \`story_variants_blocks_stats_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_slides_src_idx\` ON \`story_variants_blocks_stats_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_order_idx\` ON \`story_variants_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_parent_id_idx\` ON \`story_variants_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_path_idx\` ON \`story_variants_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_stats_locale_idx\` ON \`story_variants_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_logos_component_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`alt_text\` text,
  	\`max_height\` numeric DEFAULT 48,
  	\`link\` text,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_logos_component\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_logos_component_logos_order_idx\` ON \`story_variants_blocks_logos_component_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_logos_component_logos_parent_id_idx\` ON \`story_variants_blocks_logos_component_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_logos_component_logos_locale_idx\` ON \`story_variants_blocks_logos_component_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_logos_component_logos_src_idx\` ON \`story_variants_blocks_logos_component_logos\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_logos_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`font_settings_family\` text,
  	\`font_settings_size\` text,
  	\`font_settings_weight\` text,
  	\`font_settings_align\` text DEFAULT 'center',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_logos_component_order_idx\` ON \`story_variants_blocks_logos_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_logos_component_parent_id_idx\` ON \`story_variants_blocks_logos_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_logos_component_path_idx\` ON \`story_variants_blocks_logos_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_logos_component_locale_idx\` ON \`story_variants_blocks_logos_component\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_type\` text,
  	\`font_family\` text,
  	\`background_color\` text,
  	\`quote\` text,
  	\`signature\` text,
  	\`decorative\` text,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_order_idx\` ON \`story_variants_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_parent_id_idx\` ON \`story_variants_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_path_idx\` ON \`story_variants_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_quote_locale_idx\` ON \`story_variants_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_imggrid_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`src_id\` integer,
  	\`object_fit\` text DEFAULT 'cover',
  	\`alt_text\` text,
  	\`caption\` text,
  	\`fraction_in_grid\` text DEFAULT '1fr',
  	\`max_height\` numeric DEFAULT 0,
  	FOREIGN KEY (\`src_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_imggrid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_images_order_idx\` ON \`story_variants_blocks_imggrid_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_images_parent_id_idx\` ON \`story_variants_blocks_imggrid_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_images_locale_idx\` ON \`story_variants_blocks_imggrid_images\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_images_src_idx\` ON \`story_variants_blocks_imggrid_images\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_imggrid\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_order_idx\` ON \`story_variants_blocks_imggrid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_parent_id_idx\` ON \`story_variants_blocks_imggrid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_path_idx\` ON \`story_variants_blocks_imggrid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_imggrid_locale_idx\` ON \`story_variants_blocks_imggrid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`second_color\` text,
  	\`add_waves\` integer DEFAULT true,
  	\`direction\` text DEFAULT 'down',
  	\`space\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_spacer_order_idx\` ON \`story_variants_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_spacer_parent_id_idx\` ON \`story_variants_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_spacer_path_idx\` ON \`story_variants_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_spacer_locale_idx\` ON \`story_variants_blocks_spacer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_plist_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor_ref\` integer,
  	\`anchor_ref_name\` text,
  	\`anchor_link\` integer,
  	\`anchor_link_name\` text,
  	\`paragraph\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_plist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_plist_list_order_idx\` ON \`story_variants_blocks_plist_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_plist_list_parent_id_idx\` ON \`story_variants_blocks_plist_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_plist_list_locale_idx\` ON \`story_variants_blocks_plist_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_plist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`start_index\` numeric DEFAULT 1,
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_plist_order_idx\` ON \`story_variants_blocks_plist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_plist_parent_id_idx\` ON \`story_variants_blocks_plist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_plist_path_idx\` ON \`story_variants_blocks_plist\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_plist_locale_idx\` ON \`story_variants_blocks_plist\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_slidersec_slides\` (
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_order_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_parent_id_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_locale_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_slides_src_idx\` ON \`story_variants_blocks_slidersec_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_slidersec\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`text_align\` text DEFAULT 'center',
  	\`image_gap\` text,
  	\`inverted_color_arrows\` integer DEFAULT false,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_order_idx\` ON \`story_variants_blocks_slidersec\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_parent_id_idx\` ON \`story_variants_blocks_slidersec\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_path_idx\` ON \`story_variants_blocks_slidersec\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_slidersec_locale_idx\` ON \`story_variants_blocks_slidersec\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_box\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_order_idx\` ON \`story_variants_blocks_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_parent_id_idx\` ON \`story_variants_blocks_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_path_idx\` ON \`story_variants_blocks_box\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_box_locale_idx\` ON \`story_variants_blocks_box\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_cont\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text,
  	\`custom_width\` text DEFAULT 'wide',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_cont_order_idx\` ON \`story_variants_blocks_cont\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_cont_parent_id_idx\` ON \`story_variants_blocks_cont\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_cont_path_idx\` ON \`story_variants_blocks_cont\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_cont_locale_idx\` ON \`story_variants_blocks_cont\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_carousel_slides\` (
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_order_idx\` ON \`story_variants_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_parent_id_idx\` ON \`story_variants_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_locale_idx\` ON \`story_variants_blocks_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_slides_src_idx\` ON \`story_variants_blocks_carousel_slides\` (\`src_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`paginator_position\` text DEFAULT 'bottom',
  	\`paginator_color\` text DEFAULT 'dark',
  	\`use_nav_arrows\` integer DEFAULT true,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_order_idx\` ON \`story_variants_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_parent_id_idx\` ON \`story_variants_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_path_idx\` ON \`story_variants_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_carousel_locale_idx\` ON \`story_variants_blocks_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_fun_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'hjortron4',
  	\`fullbleed_layout\` integer DEFAULT false,
  	\`fun_fact1_illustration\` text NOT NULL,
  	\`fun_fact1_text\` text NOT NULL,
  	\`fun_fact2_illustration\` text NOT NULL,
  	\`fun_fact2_text\` text NOT NULL,
  	\`fun_fact3_illustration\` text NOT NULL,
  	\`fun_fact3_text\` text NOT NULL,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_fun_facts_order_idx\` ON \`story_variants_blocks_fun_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_fun_facts_parent_id_idx\` ON \`story_variants_blocks_fun_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_fun_facts_path_idx\` ON \`story_variants_blocks_fun_facts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_fun_facts_locale_idx\` ON \`story_variants_blocks_fun_facts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_corner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'brokenWhite',
  	\`color\` text DEFAULT 'brandYellow',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_alt_text\` text NOT NULL,
  	\`add_button\` integer DEFAULT true,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`text_style_font_size\` text,
  	\`text_style_text_align\` text,
  	\`text_style_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_corner_order_idx\` ON \`story_variants_blocks_corner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_corner_parent_id_idx\` ON \`story_variants_blocks_corner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_corner_path_idx\` ON \`story_variants_blocks_corner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_corner_locale_idx\` ON \`story_variants_blocks_corner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_corner_image_idx\` ON \`story_variants_blocks_corner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_pre_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT 'seaweed',
  	\`illustration\` text DEFAULT 'high-five',
  	\`headline\` text,
  	\`text\` text,
  	\`button_text\` text DEFAULT 'Create a photo book',
  	\`button_create_link\` integer DEFAULT false,
  	\`button_link\` text DEFAULT '/photobooks',
  	\`button_product_type\` text DEFAULT 'book',
  	\`font_size\` text,
  	\`text_align\` text,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_pre_footer_order_idx\` ON \`story_variants_blocks_pre_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_pre_footer_parent_id_idx\` ON \`story_variants_blocks_pre_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_pre_footer_path_idx\` ON \`story_variants_blocks_pre_footer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_pre_footer_locale_idx\` ON \`story_variants_blocks_pre_footer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_create_btns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks' NOT NULL,
  	\`photobooks_color\` text DEFAULT 'brandYellow',
  	\`photobooks_image_id\` integer NOT NULL,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/photoprints' NOT NULL,
  	\`prints_color\` text DEFAULT 'seaweedLight',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_btns_order_idx\` ON \`story_variants_blocks_create_btns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_btns_parent_id_idx\` ON \`story_variants_blocks_create_btns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_btns_path_idx\` ON \`story_variants_blocks_create_btns\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_btns_locale_idx\` ON \`story_variants_blocks_create_btns\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_btns_photobooks_photobooks__idx\` ON \`story_variants_blocks_create_btns\` (\`photobooks_image_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_create_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photobooks_title\` text,
  	\`photobooks_link\` text DEFAULT '/photobooks',
  	\`photobooks_color\` text DEFAULT 'hjortron2',
  	\`photobooks_cover_image_id\` integer NOT NULL,
  	\`photobooks_hover_image_id\` integer NOT NULL,
  	\`prints_title\` text,
  	\`prints_link\` text DEFAULT '/prints',
  	\`prints_color\` text DEFAULT 'hjortron3',
  	\`prints_cover_image_id\` integer NOT NULL,
  	\`prints_hover_image_id\` integer NOT NULL,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photobooks_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photobooks_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prints_hover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_cards_order_idx\` ON \`story_variants_blocks_create_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_cards_parent_id_idx\` ON \`story_variants_blocks_create_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_cards_path_idx\` ON \`story_variants_blocks_create_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_cards_locale_idx\` ON \`story_variants_blocks_create_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_cards_photobooks_photobooks_idx\` ON \`story_variants_blocks_create_cards\` (\`photobooks_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_cards_photobooks_photoboo_1_idx\` ON \`story_variants_blocks_create_cards\` (\`photobooks_hover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_cards_prints_prints_cover_i_idx\` ON \`story_variants_blocks_create_cards\` (\`prints_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_create_cards_prints_prints_hover_i_idx\` ON \`story_variants_blocks_create_cards\` (\`prints_hover_image_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_usps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`usp1_title\` text,
  	\`usp1_body\` text,
  	\`usp1_color\` text DEFAULT 'seaweed',
  	\`usp1_illustration\` text DEFAULT 'bat-man',
  	\`usp2_title\` text,
  	\`usp2_body\` text,
  	\`usp2_color\` text DEFAULT 'seaweed',
  	\`usp2_illustration\` text DEFAULT 'footprint',
  	\`usp3_title\` text,
  	\`usp3_body\` text,
  	\`usp3_color\` text DEFAULT 'seaweed',
  	\`usp3_illustration\` text DEFAULT 'hugging-love',
  	\`usp4_title\` text,
  	\`usp4_body\` text,
  	\`usp4_color\` text DEFAULT 'seaweed',
  	\`usp4_illustration\` text DEFAULT 'high-five',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_usps_order_idx\` ON \`story_variants_blocks_usps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_usps_parent_id_idx\` ON \`story_variants_blocks_usps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_usps_path_idx\` ON \`story_variants_blocks_usps\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_usps_locale_idx\` ON \`story_variants_blocks_usps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_button\` (
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
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_order_idx\` ON \`story_variants_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_parent_id_idx\` ON \`story_variants_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_path_idx\` ON \`story_variants_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_button_locale_idx\` ON \`story_variants_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_type\` text,
  	\`background_color\` text DEFAULT 'misty' NOT NULL,
  	\`use_title\` integer DEFAULT false,
  	\`title\` text,
  	\`extra_margin_bottom\` integer DEFAULT false,
  	\`extra_margin_bottom_size\` text DEFAULT 'xl',
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_contact_order_idx\` ON \`story_variants_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_contact_parent_id_idx\` ON \`story_variants_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_contact_path_idx\` ON \`story_variants_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_contact_locale_idx\` ON \`story_variants_blocks_contact\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`enable_intro\` integer DEFAULT false,
  	\`intro_content\` text,
  	\`error_text\` text,
  	\`background_color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_form_order_idx\` ON \`story_variants_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_form_parent_id_idx\` ON \`story_variants_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_form_path_idx\` ON \`story_variants_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_form_locale_idx\` ON \`story_variants_blocks_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_form_form_idx\` ON \`story_variants_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_type\` text NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`custom_cover_image_id\` integer,
  	\`hardcover27x27_cover_image_id\` integer,
  	\`hardcover20x20_cover_image_id\` integer,
  	\`softcover20x20_cover_image_id\` integer,
  	\`semi_gloss_paper_image_id\` integer,
  	\`matte_paper_image_id\` integer,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
  	\`margin_left\` text,
  	\`margin_right\` text,
  	\`padding\` text,
  	\`padding_left\` text,
  	\`padding_right\` text,
  	\`padding_top\` text,
  	\`padding_bottom\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`custom_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover27x27_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hardcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`softcover20x20_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`semi_gloss_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`matte_paper_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_prices_order_idx\` ON \`story_variants_blocks_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_prices_parent_id_idx\` ON \`story_variants_blocks_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_prices_path_idx\` ON \`story_variants_blocks_prices\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_prices_locale_idx\` ON \`story_variants_blocks_prices\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_prices_custom_cover_image_idx\` ON \`story_variants_blocks_prices\` (\`custom_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_prices_hardcover27x27_cover_image_idx\` ON \`story_variants_blocks_prices\` (\`hardcover27x27_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_prices_hardcover20x20_cover_image_idx\` ON \`story_variants_blocks_prices\` (\`hardcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_prices_softcover20x20_cover_image_idx\` ON \`story_variants_blocks_prices\` (\`softcover20x20_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_prices_semi_gloss_paper_image_idx\` ON \`story_variants_blocks_prices\` (\`semi_gloss_paper_image_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_prices_matte_paper_image_idx\` ON \`story_variants_blocks_prices\` (\`matte_paper_image_id\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_paymethods_pay_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_paymethods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_paymethods_pay_options_order_idx\` ON \`story_variants_blocks_paymethods_pay_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_paymethods_pay_options_parent_id_idx\` ON \`story_variants_blocks_paymethods_pay_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_paymethods_pay_options_locale_idx\` ON \`story_variants_blocks_paymethods_pay_options\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_paymethods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`border_radius\` text,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_paymethods_order_idx\` ON \`story_variants_blocks_paymethods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_paymethods_parent_id_idx\` ON \`story_variants_blocks_paymethods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_paymethods_path_idx\` ON \`story_variants_blocks_paymethods\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_paymethods_locale_idx\` ON \`story_variants_blocks_paymethods\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_delivery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_delivery_order_idx\` ON \`story_variants_blocks_delivery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_delivery_parent_id_idx\` ON \`story_variants_blocks_delivery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_delivery_path_idx\` ON \`story_variants_blocks_delivery\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_delivery_locale_idx\` ON \`story_variants_blocks_delivery\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_xmas_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text NOT NULL,
  	\`last_order_date\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_variants_blocks_xmas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_xmas_items_order_idx\` ON \`story_variants_blocks_xmas_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_xmas_items_parent_id_idx\` ON \`story_variants_blocks_xmas_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_xmas_items_locale_idx\` ON \`story_variants_blocks_xmas_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`story_variants_blocks_xmas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`color\` text,
  	\`margin\` text,
  	\`margin_top\` text,
  	\`margin_bottom\` text,
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
  await db.run(sql`CREATE INDEX \`story_variants_blocks_xmas_order_idx\` ON \`story_variants_blocks_xmas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_xmas_parent_id_idx\` ON \`story_variants_blocks_xmas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_xmas_path_idx\` ON \`story_variants_blocks_xmas\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`story_variants_blocks_xmas_locale_idx\` ON \`story_variants_blocks_xmas\` (\`_locale\`);`)
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
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_tablet_url\` text,
  	\`sizes_tablet_width\` numeric,
  	\`sizes_tablet_height\` numeric,
  	\`sizes_tablet_mime_type\` text,
  	\`sizes_tablet_filesize\` numeric,
  	\`sizes_tablet_filename\` text,
  	\`sizes_desktop_url\` text,
  	\`sizes_desktop_width\` numeric,
  	\`sizes_desktop_height\` numeric,
  	\`sizes_desktop_mime_type\` text,
  	\`sizes_desktop_filesize\` numeric,
  	\`sizes_desktop_filename\` text,
  	\`sizes_wide_url\` text,
  	\`sizes_wide_width\` numeric,
  	\`sizes_wide_height\` numeric,
  	\`sizes_wide_mime_type\` text,
  	\`sizes_wide_filesize\` numeric,
  	\`sizes_wide_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_tablet_sizes_tablet_filename_idx\` ON \`media\` (\`sizes_tablet_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_desktop_sizes_desktop_filename_idx\` ON \`media\` (\`sizes_desktop_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
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
  await db.run(sql`CREATE TABLE \`newsletter_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`locale\` text DEFAULT 'en-gb' NOT NULL,
  	\`consented_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_email_idx\` ON \`newsletter_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_updated_at_idx\` ON \`newsletter_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_created_at_idx\` ON \`newsletter_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`email_locale_idx\` ON \`newsletter_subscriptions\` (\`email\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_type\` text NOT NULL,
  	\`name\` text,
  	\`email\` text NOT NULL,
  	\`company\` text,
  	\`order_number\` text,
  	\`message\` text NOT NULL,
  	\`locale\` text DEFAULT 'en-gb',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_form_type_idx\` ON \`contact_messages\` (\`form_type\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_email_idx\` ON \`contact_messages\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`forms_blocks_checkbox\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`default_value\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkbox_order_idx\` ON \`forms_blocks_checkbox\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkbox_parent_id_idx\` ON \`forms_blocks_checkbox\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkbox_path_idx\` ON \`forms_blocks_checkbox\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkbox_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_checkbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_checkbox_locales_locale_parent_id_unique\` ON \`forms_blocks_checkbox_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_email\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_order_idx\` ON \`forms_blocks_email\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_parent_id_idx\` ON \`forms_blocks_email\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_path_idx\` ON \`forms_blocks_email\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_email_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_email\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_email_locales_locale_parent_id_unique\` ON \`forms_blocks_email_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_message\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_message_order_idx\` ON \`forms_blocks_message\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_message_parent_id_idx\` ON \`forms_blocks_message\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_message_path_idx\` ON \`forms_blocks_message\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_message_locales\` (
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_message_locales_locale_parent_id_unique\` ON \`forms_blocks_message_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_number\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`default_value\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_order_idx\` ON \`forms_blocks_number\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_parent_id_idx\` ON \`forms_blocks_number\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_path_idx\` ON \`forms_blocks_number\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_number_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_number\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_number_locales_locale_parent_id_unique\` ON \`forms_blocks_number_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_options_order_idx\` ON \`forms_blocks_select_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_options_parent_id_idx\` ON \`forms_blocks_select_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_select_options_locales_locale_parent_id_unique\` ON \`forms_blocks_select_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`placeholder\` text,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_order_idx\` ON \`forms_blocks_select\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_parent_id_idx\` ON \`forms_blocks_select\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_path_idx\` ON \`forms_blocks_select\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_select_locales_locale_parent_id_unique\` ON \`forms_blocks_select_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_order_idx\` ON \`forms_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_parent_id_idx\` ON \`forms_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_path_idx\` ON \`forms_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_text_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_text_locales_locale_parent_id_unique\` ON \`forms_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_textarea\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_order_idx\` ON \`forms_blocks_textarea\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_parent_id_idx\` ON \`forms_blocks_textarea\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_path_idx\` ON \`forms_blocks_textarea\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_textarea_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_textarea\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_textarea_locales_locale_parent_id_unique\` ON \`forms_blocks_textarea_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email_to\` text,
  	\`cc\` text,
  	\`bcc\` text,
  	\`reply_to\` text,
  	\`email_from\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_emails_order_idx\` ON \`forms_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_emails_parent_id_idx\` ON \`forms_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_emails_locales\` (
  	\`subject\` text DEFAULT 'You''ve received a new message.' NOT NULL,
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_emails\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_emails_locales_locale_parent_id_unique\` ON \`forms_emails_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`confirmation_type\` text DEFAULT 'message',
  	\`redirect_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`submit_button_label\` text,
  	\`confirmation_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions_submission_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_submission_data_order_idx\` ON \`form_submissions_submission_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_submission_data_parent_id_idx\` ON \`form_submissions_submission_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	\`reviews_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
  	\`contact_messages_id\` integer,
  	\`identity_accounts_id\` integer,
  	\`identity_signing_keys_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
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
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`identity_accounts_id\`) REFERENCES \`identity_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`identity_signing_keys_id\`) REFERENCES \`identity_signing_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_identity_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`identity_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_identity_signing_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`identity_signing_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`navigation_nav_headers_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_nav_headers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_nav_headers_children_order_idx\` ON \`navigation_nav_headers_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_nav_headers_children_parent_id_idx\` ON \`navigation_nav_headers_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_nav_headers_children_locale_idx\` ON \`navigation_nav_headers_children\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`navigation_nav_headers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_nav_headers_order_idx\` ON \`navigation_nav_headers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_nav_headers_parent_id_idx\` ON \`navigation_nav_headers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_nav_headers_locale_idx\` ON \`navigation_nav_headers\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`top_banners_top_banners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`link\` text,
  	\`link_label\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`background_color\` text DEFAULT 'brandYellow',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`top_banners_top_banners_order_idx\` ON \`top_banners_top_banners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`top_banners_top_banners_parent_id_idx\` ON \`top_banners_top_banners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`top_banners_top_banners_locale_idx\` ON \`top_banners_top_banners\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`top_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_locale_idx\` ON \`footer_columns_links\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_locale_idx\` ON \`footer_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_locales\` (
  	\`tagline\` text,
  	\`copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_hero_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_awesome_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_illus\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_embed_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_support\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_image_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_image_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_media_social_link\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_video_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_video_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_covers_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contract_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_logos_component_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_logos_component\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_imggrid_images\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slidersec_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slidersec\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cont\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_fun_facts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_corner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_pre_footer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_create_btns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_create_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_usps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_prices\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_paymethods_pay_options\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_paymethods\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_delivery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_xmas_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_xmas\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_hero_v_hero_slides\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_hero_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_awesome_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_illus_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_embed_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_support_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_image_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_image_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_media_social_link\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_video_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_video_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_covers_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contract_section\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_stats_v_slides_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_stats_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_logos_component_logos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_logos_component\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_imggrid_v_images\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_imggrid_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_spacer_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_slidersec_v_slides\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_slidersec_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_box_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_cont_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_carousel_v_slides\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_carousel_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_fun_facts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_corner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_pre_footer\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_create_btns_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_create_cards_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_usps_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_contact_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_form_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_prices_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_paymethods_v_pay_options\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_paymethods_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_delivery_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_xmas_v_items\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_xmas_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_story_hero\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_awesome_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_illus\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_embed_video\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_support\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_text_image_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_text_image_slides\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_social_media_social_link\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_text_image\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_text_video_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_text_video_slides\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_text_video\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_covers_section\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_contract_section\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_stats_slides\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_logos_component_logos\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_logos_component\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_imggrid_images\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_plist_list\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_plist\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_slidersec_slides\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_slidersec\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_cont\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_fun_facts\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_corner\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_pre_footer\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_create_btns\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_create_cards\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_usps\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_prices\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_paymethods_pay_options\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_paymethods\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_delivery\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_xmas_items\`;`)
  await db.run(sql`DROP TABLE \`stories_blocks_xmas\`;`)
  await db.run(sql`DROP TABLE \`stories\`;`)
  await db.run(sql`DROP TABLE \`stories_locales\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_story_hero_v\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_awesome_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_illus_v\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_embed_video\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_support_v\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_text_image_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_text_image_slides\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_social_media_social_link\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_text_image\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_text_video_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_text_video_slides\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_text_video\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_covers_section\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_contract_section\`;`)
  await db.run(sql`DROP TABLE \`___stories_v_blocks_stats_v_slides_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_stats_v\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_logos_component_logos\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_logos_component\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_imggrid_v_images\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_imggrid_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_spacer_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_plist_v_list\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_plist_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_slidersec_v_slides\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_slidersec_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_box_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_cont_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_carousel_v_slides\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_carousel_v\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_fun_facts\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_corner\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_pre_footer\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_create_btns_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_create_cards_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_usps_v\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_contact_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_form_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_prices_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_paymethods_v_pay_options\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_paymethods_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_delivery_v\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_xmas_v_items\`;`)
  await db.run(sql`DROP TABLE \`__stories_v_blocks_xmas_v\`;`)
  await db.run(sql`DROP TABLE \`_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`page_variants_query\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_hero_hero_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_awesome_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_illus\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_embed_video\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_support\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_text_image_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_text_image_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_social_media_social_link\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_text_image\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_text_video_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_text_video_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_text_video\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_covers_section\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_contract_section\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_stats_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_logos_component_logos\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_logos_component\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_imggrid_images\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_slidersec\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_cont\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_fun_facts\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_corner\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_pre_footer\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_create_btns\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_create_cards\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_usps\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_prices\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_paymethods_pay_options\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_paymethods\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_delivery\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_xmas_items\`;`)
  await db.run(sql`DROP TABLE \`page_variants_blocks_xmas\`;`)
  await db.run(sql`DROP TABLE \`page_variants\`;`)
  await db.run(sql`DROP TABLE \`story_variants_query\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_story_hero\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_awesome_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_button_component\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_illus\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_embed_video\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_reviews_section\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_support\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_text_image_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_text_image_slides\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_social_media_social_link\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_social_media\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_text_image\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_text_video_list_list_item\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_text_video_slides\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_text_video\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_covers_section\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_contract_section\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_stats_slides\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_logos_component_logos\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_logos_component\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_imggrid_images\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_imggrid\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_plist_list\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_plist\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_slidersec_slides\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_slidersec\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_box\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_cont\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_fun_facts\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_corner\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_pre_footer\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_create_btns\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_create_cards\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_usps\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_prices\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_paymethods_pay_options\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_paymethods\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_delivery\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_xmas_items\`;`)
  await db.run(sql`DROP TABLE \`story_variants_blocks_xmas\`;`)
  await db.run(sql`DROP TABLE \`story_variants\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`product_info_prices\`;`)
  await db.run(sql`DROP TABLE \`product_info\`;`)
  await db.run(sql`DROP TABLE \`payment_options_methods\`;`)
  await db.run(sql`DROP TABLE \`payment_options\`;`)
  await db.run(sql`DROP TABLE \`payment_options_texts\`;`)
  await db.run(sql`DROP TABLE \`christmas_delivery_dates\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`identity_accounts\`;`)
  await db.run(sql`DROP TABLE \`identity_signing_keys\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkbox\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkbox_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_email\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_email_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_message\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_message_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_number\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_number_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_options\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_textarea\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_textarea_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_emails\`;`)
  await db.run(sql`DROP TABLE \`forms_emails_locales\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`form_submissions_submission_data\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`navigation_nav_headers_children\`;`)
  await db.run(sql`DROP TABLE \`navigation_nav_headers\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`top_banners_top_banners\`;`)
  await db.run(sql`DROP TABLE \`top_banners\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
}
