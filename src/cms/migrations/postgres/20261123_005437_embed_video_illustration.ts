import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_illustration_illustration" AS ENUM('app-book-man', 'arrow-01', 'arrow-02', 'arrow-03', 'arrow-04', 'arrow-05', 'arrow-06', 'arrow-07', 'arrow-08', 'arrow-09', 'arrow-10', 'arrow-11', 'arrow-12', 'bat-man', 'beginning', 'cake-surfing', 'candy-worm', 'cloud', 'footprint', 'hand-pens', 'happy-dance', 'heart-love', 'high-five', 'holding-key', 'holiday-snowman', 'holiday-tree', 'hugging-love', 'key-lock', 'long-arms', 'loud-scream', 'mail-man', 'mail-man-walking', 'not-found', 'pen', 'shaking-hands', 'sleeping-feet', 'sneak-peak', 'target-goal', 'walk-talk', 'warning-sign', 'web-app');
  CREATE TYPE "public"."enum_illustration_illustration_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_illustration_illustration_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_illustration_illustration_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_illustration_arrow_options_arrow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_illustration_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_illustration_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_illustration_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_illustration_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_illustration_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_illustration_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_illustration_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_illustration_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_illustration_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_illustration_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_embed_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_embed_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_embed_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_embed_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_embed_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_embed_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_embed_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_embed_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_embed_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_embed_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__illustration_v_illustration" AS ENUM('app-book-man', 'arrow-01', 'arrow-02', 'arrow-03', 'arrow-04', 'arrow-05', 'arrow-06', 'arrow-07', 'arrow-08', 'arrow-09', 'arrow-10', 'arrow-11', 'arrow-12', 'bat-man', 'beginning', 'cake-surfing', 'candy-worm', 'cloud', 'footprint', 'hand-pens', 'happy-dance', 'heart-love', 'high-five', 'holding-key', 'holiday-snowman', 'holiday-tree', 'hugging-love', 'key-lock', 'long-arms', 'loud-scream', 'mail-man', 'mail-man-walking', 'not-found', 'pen', 'shaking-hands', 'sleeping-feet', 'sneak-peak', 'target-goal', 'walk-talk', 'warning-sign', 'web-app');
  CREATE TYPE "public"."enum__illustration_v_illustration_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__illustration_v_illustration_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__illustration_v_illustration_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum__illustration_v_arrow_options_arrow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum__illustration_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__illustration_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__illustration_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__illustration_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__illustration_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__illustration_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__illustration_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__illustration_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__illustration_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__illustration_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_embed_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_embed_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_embed_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_embed_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_embed_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_embed_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_embed_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_embed_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_embed_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_embed_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_embed_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_embed_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_embed_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_embed_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_embed_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_embed_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_embed_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_embed_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_embed_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_embed_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_embed_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_embed_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_embed_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_embed_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_embed_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_embed_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_embed_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_embed_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_embed_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_embed_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TABLE "illustration" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"use_image" boolean DEFAULT false,
  	"image_src_id" integer,
  	"image_alt_text" varchar,
  	"image_width" numeric DEFAULT 100,
  	"image_height" numeric DEFAULT 100,
  	"illustration" "enum_illustration_illustration" DEFAULT 'arrow-05',
  	"illustration_color" "enum_illustration_illustration_color" DEFAULT 'almostBlack',
  	"illustration_position" "enum_illustration_illustration_position" DEFAULT 'center',
  	"illustration_size" "enum_illustration_illustration_size" DEFAULT 'm',
  	"arrow_options_arrow_direction" "enum_illustration_arrow_options_arrow_direction" DEFAULT 'up',
  	"arrow_options_arrow_rotation" numeric DEFAULT 0,
  	"margin" "enum_illustration_margin",
  	"margin_top" "enum_illustration_margin_top",
  	"margin_bottom" "enum_illustration_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_illustration_margin_left",
  	"margin_right" "enum_illustration_margin_right",
  	"padding" "enum_illustration_padding",
  	"padding_left" "enum_illustration_padding_left",
  	"padding_right" "enum_illustration_padding_right",
  	"padding_top" "enum_illustration_padding_top",
  	"padding_bottom" "enum_illustration_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_embed_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"margin" "enum_pages_blocks_embed_video_margin",
  	"margin_top" "enum_pages_blocks_embed_video_margin_top",
  	"margin_bottom" "enum_pages_blocks_embed_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_embed_video_margin_left",
  	"margin_right" "enum_pages_blocks_embed_video_margin_right",
  	"padding" "enum_pages_blocks_embed_video_padding",
  	"padding_left" "enum_pages_blocks_embed_video_padding_left",
  	"padding_right" "enum_pages_blocks_embed_video_padding_right",
  	"padding_top" "enum_pages_blocks_embed_video_padding_top",
  	"padding_bottom" "enum_pages_blocks_embed_video_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "_illustration_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"use_image" boolean DEFAULT false,
  	"image_src_id" integer,
  	"image_alt_text" varchar,
  	"image_width" numeric DEFAULT 100,
  	"image_height" numeric DEFAULT 100,
  	"illustration" "enum__illustration_v_illustration" DEFAULT 'arrow-05',
  	"illustration_color" "enum__illustration_v_illustration_color" DEFAULT 'almostBlack',
  	"illustration_position" "enum__illustration_v_illustration_position" DEFAULT 'center',
  	"illustration_size" "enum__illustration_v_illustration_size" DEFAULT 'm',
  	"arrow_options_arrow_direction" "enum__illustration_v_arrow_options_arrow_direction" DEFAULT 'up',
  	"arrow_options_arrow_rotation" numeric DEFAULT 0,
  	"margin" "enum__illustration_v_margin",
  	"margin_top" "enum__illustration_v_margin_top",
  	"margin_bottom" "enum__illustration_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__illustration_v_margin_left",
  	"margin_right" "enum__illustration_v_margin_right",
  	"padding" "enum__illustration_v_padding",
  	"padding_left" "enum__illustration_v_padding_left",
  	"padding_right" "enum__illustration_v_padding_right",
  	"padding_top" "enum__illustration_v_padding_top",
  	"padding_bottom" "enum__illustration_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_embed_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"margin" "enum__pages_v_blocks_embed_video_margin",
  	"margin_top" "enum__pages_v_blocks_embed_video_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_embed_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_embed_video_margin_left",
  	"margin_right" "enum__pages_v_blocks_embed_video_margin_right",
  	"padding" "enum__pages_v_blocks_embed_video_padding",
  	"padding_left" "enum__pages_v_blocks_embed_video_padding_left",
  	"padding_right" "enum__pages_v_blocks_embed_video_padding_right",
  	"padding_top" "enum__pages_v_blocks_embed_video_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_embed_video_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_embed_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"margin" "enum_stories_blocks_embed_video_margin",
  	"margin_top" "enum_stories_blocks_embed_video_margin_top",
  	"margin_bottom" "enum_stories_blocks_embed_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_embed_video_margin_left",
  	"margin_right" "enum_stories_blocks_embed_video_margin_right",
  	"padding" "enum_stories_blocks_embed_video_padding",
  	"padding_left" "enum_stories_blocks_embed_video_padding_left",
  	"padding_right" "enum_stories_blocks_embed_video_padding_right",
  	"padding_top" "enum_stories_blocks_embed_video_padding_top",
  	"padding_bottom" "enum_stories_blocks_embed_video_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_embed_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"margin" "enum__stories_v_blocks_embed_video_margin",
  	"margin_top" "enum__stories_v_blocks_embed_video_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_embed_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_embed_video_margin_left",
  	"margin_right" "enum__stories_v_blocks_embed_video_margin_right",
  	"padding" "enum__stories_v_blocks_embed_video_padding",
  	"padding_left" "enum__stories_v_blocks_embed_video_padding_left",
  	"padding_right" "enum__stories_v_blocks_embed_video_padding_right",
  	"padding_top" "enum__stories_v_blocks_embed_video_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_embed_video_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "illustration" ADD CONSTRAINT "illustration_image_src_id_media_id_fk" FOREIGN KEY ("image_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "illustration" ADD CONSTRAINT "illustration_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_embed_video" ADD CONSTRAINT "pages_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_illustration_v" ADD CONSTRAINT "_illustration_v_image_src_id_media_id_fk" FOREIGN KEY ("image_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_illustration_v" ADD CONSTRAINT "_illustration_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embed_video" ADD CONSTRAINT "_pages_v_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_embed_video" ADD CONSTRAINT "stories_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_embed_video" ADD CONSTRAINT "_stories_v_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "illustration_order_idx" ON "illustration" USING btree ("_order");
  CREATE INDEX "illustration_parent_id_idx" ON "illustration" USING btree ("_parent_id");
  CREATE INDEX "illustration_path_idx" ON "illustration" USING btree ("_path");
  CREATE INDEX "illustration_locale_idx" ON "illustration" USING btree ("_locale");
  CREATE INDEX "illustration_image_image_src_idx" ON "illustration" USING btree ("image_src_id");
  CREATE INDEX "pages_blocks_embed_video_order_idx" ON "pages_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_embed_video_parent_id_idx" ON "pages_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_embed_video_path_idx" ON "pages_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_embed_video_locale_idx" ON "pages_blocks_embed_video" USING btree ("_locale");
  CREATE INDEX "_illustration_v_order_idx" ON "_illustration_v" USING btree ("_order");
  CREATE INDEX "_illustration_v_parent_id_idx" ON "_illustration_v" USING btree ("_parent_id");
  CREATE INDEX "_illustration_v_path_idx" ON "_illustration_v" USING btree ("_path");
  CREATE INDEX "_illustration_v_locale_idx" ON "_illustration_v" USING btree ("_locale");
  CREATE INDEX "_illustration_v_image_image_src_idx" ON "_illustration_v" USING btree ("image_src_id");
  CREATE INDEX "_pages_v_blocks_embed_video_order_idx" ON "_pages_v_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_embed_video_parent_id_idx" ON "_pages_v_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_embed_video_path_idx" ON "_pages_v_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_embed_video_locale_idx" ON "_pages_v_blocks_embed_video" USING btree ("_locale");
  CREATE INDEX "stories_blocks_embed_video_order_idx" ON "stories_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "stories_blocks_embed_video_parent_id_idx" ON "stories_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_embed_video_path_idx" ON "stories_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "stories_blocks_embed_video_locale_idx" ON "stories_blocks_embed_video" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_embed_video_order_idx" ON "_stories_v_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_embed_video_parent_id_idx" ON "_stories_v_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_embed_video_path_idx" ON "_stories_v_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_embed_video_locale_idx" ON "_stories_v_blocks_embed_video" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "illustration" CASCADE;
  DROP TABLE "pages_blocks_embed_video" CASCADE;
  DROP TABLE "_illustration_v" CASCADE;
  DROP TABLE "_pages_v_blocks_embed_video" CASCADE;
  DROP TABLE "stories_blocks_embed_video" CASCADE;
  DROP TABLE "_stories_v_blocks_embed_video" CASCADE;
  DROP TYPE "public"."enum_illustration_illustration";
  DROP TYPE "public"."enum_illustration_illustration_color";
  DROP TYPE "public"."enum_illustration_illustration_position";
  DROP TYPE "public"."enum_illustration_illustration_size";
  DROP TYPE "public"."enum_illustration_arrow_options_arrow_direction";
  DROP TYPE "public"."enum_illustration_margin";
  DROP TYPE "public"."enum_illustration_margin_top";
  DROP TYPE "public"."enum_illustration_margin_bottom";
  DROP TYPE "public"."enum_illustration_margin_left";
  DROP TYPE "public"."enum_illustration_margin_right";
  DROP TYPE "public"."enum_illustration_padding";
  DROP TYPE "public"."enum_illustration_padding_left";
  DROP TYPE "public"."enum_illustration_padding_right";
  DROP TYPE "public"."enum_illustration_padding_top";
  DROP TYPE "public"."enum_illustration_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_embed_video_margin";
  DROP TYPE "public"."enum_pages_blocks_embed_video_margin_top";
  DROP TYPE "public"."enum_pages_blocks_embed_video_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_embed_video_margin_left";
  DROP TYPE "public"."enum_pages_blocks_embed_video_margin_right";
  DROP TYPE "public"."enum_pages_blocks_embed_video_padding";
  DROP TYPE "public"."enum_pages_blocks_embed_video_padding_left";
  DROP TYPE "public"."enum_pages_blocks_embed_video_padding_right";
  DROP TYPE "public"."enum_pages_blocks_embed_video_padding_top";
  DROP TYPE "public"."enum_pages_blocks_embed_video_padding_bottom";
  DROP TYPE "public"."enum__illustration_v_illustration";
  DROP TYPE "public"."enum__illustration_v_illustration_color";
  DROP TYPE "public"."enum__illustration_v_illustration_position";
  DROP TYPE "public"."enum__illustration_v_illustration_size";
  DROP TYPE "public"."enum__illustration_v_arrow_options_arrow_direction";
  DROP TYPE "public"."enum__illustration_v_margin";
  DROP TYPE "public"."enum__illustration_v_margin_top";
  DROP TYPE "public"."enum__illustration_v_margin_bottom";
  DROP TYPE "public"."enum__illustration_v_margin_left";
  DROP TYPE "public"."enum__illustration_v_margin_right";
  DROP TYPE "public"."enum__illustration_v_padding";
  DROP TYPE "public"."enum__illustration_v_padding_left";
  DROP TYPE "public"."enum__illustration_v_padding_right";
  DROP TYPE "public"."enum__illustration_v_padding_top";
  DROP TYPE "public"."enum__illustration_v_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_embed_video_margin";
  DROP TYPE "public"."enum__pages_v_blocks_embed_video_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_embed_video_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_embed_video_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_embed_video_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_embed_video_padding";
  DROP TYPE "public"."enum__pages_v_blocks_embed_video_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_embed_video_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_embed_video_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_embed_video_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_embed_video_margin";
  DROP TYPE "public"."enum_stories_blocks_embed_video_margin_top";
  DROP TYPE "public"."enum_stories_blocks_embed_video_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_embed_video_margin_left";
  DROP TYPE "public"."enum_stories_blocks_embed_video_margin_right";
  DROP TYPE "public"."enum_stories_blocks_embed_video_padding";
  DROP TYPE "public"."enum_stories_blocks_embed_video_padding_left";
  DROP TYPE "public"."enum_stories_blocks_embed_video_padding_right";
  DROP TYPE "public"."enum_stories_blocks_embed_video_padding_top";
  DROP TYPE "public"."enum_stories_blocks_embed_video_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_margin";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_padding";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_padding_bottom";`)
}
