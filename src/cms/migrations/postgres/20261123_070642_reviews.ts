import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_reviews_section_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_reviews_section_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_pages_blocks_reviews_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_reviews_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_reviews_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_reviews_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_reviews_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_reviews_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_reviews_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_reviews_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_reviews_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_reviews_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_reviews_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_reviews_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_reviews_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_reviews_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_reviews_language" AS ENUM('en', 'sv', 'de', 'it', 'fr', 'es', 'da', 'nb', 'nl');
  CREATE TYPE "public"."enum_reviews_product_type" AS ENUM('book', 'print');
  CREATE TABLE "pages_blocks_reviews_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_pages_blocks_reviews_section_background_color" DEFAULT 'lav4',
  	"heading" varchar,
  	"product_type" "enum_pages_blocks_reviews_section_product_type",
  	"limit" numeric DEFAULT 6,
  	"margin" "enum_pages_blocks_reviews_section_margin",
  	"margin_top" "enum_pages_blocks_reviews_section_margin_top",
  	"margin_bottom" "enum_pages_blocks_reviews_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_reviews_section_margin_left",
  	"margin_right" "enum_pages_blocks_reviews_section_margin_right",
  	"padding" "enum_pages_blocks_reviews_section_padding",
  	"padding_left" "enum_pages_blocks_reviews_section_padding_left",
  	"padding_right" "enum_pages_blocks_reviews_section_padding_right",
  	"padding_top" "enum_pages_blocks_reviews_section_padding_top",
  	"padding_bottom" "enum_pages_blocks_reviews_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reviews_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum__pages_v_blocks_reviews_section_background_color" DEFAULT 'lav4',
  	"heading" varchar,
  	"product_type" "enum__pages_v_blocks_reviews_section_product_type",
  	"limit" numeric DEFAULT 6,
  	"margin" "enum__pages_v_blocks_reviews_section_margin",
  	"margin_top" "enum__pages_v_blocks_reviews_section_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_reviews_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_reviews_section_margin_left",
  	"margin_right" "enum__pages_v_blocks_reviews_section_margin_right",
  	"padding" "enum__pages_v_blocks_reviews_section_padding",
  	"padding_left" "enum__pages_v_blocks_reviews_section_padding_left",
  	"padding_right" "enum__pages_v_blocks_reviews_section_padding_right",
  	"padding_top" "enum__pages_v_blocks_reviews_section_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_reviews_section_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_reviews_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_stories_blocks_reviews_section_background_color" DEFAULT 'lav4',
  	"heading" varchar,
  	"product_type" "enum_stories_blocks_reviews_section_product_type",
  	"limit" numeric DEFAULT 6,
  	"margin" "enum_stories_blocks_reviews_section_margin",
  	"margin_top" "enum_stories_blocks_reviews_section_margin_top",
  	"margin_bottom" "enum_stories_blocks_reviews_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_reviews_section_margin_left",
  	"margin_right" "enum_stories_blocks_reviews_section_margin_right",
  	"padding" "enum_stories_blocks_reviews_section_padding",
  	"padding_left" "enum_stories_blocks_reviews_section_padding_left",
  	"padding_right" "enum_stories_blocks_reviews_section_padding_right",
  	"padding_top" "enum_stories_blocks_reviews_section_padding_top",
  	"padding_bottom" "enum_stories_blocks_reviews_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_reviews_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum__stories_v_blocks_reviews_section_background_color" DEFAULT 'lav4',
  	"heading" varchar,
  	"product_type" "enum__stories_v_blocks_reviews_section_product_type",
  	"limit" numeric DEFAULT 6,
  	"margin" "enum__stories_v_blocks_reviews_section_margin",
  	"margin_top" "enum__stories_v_blocks_reviews_section_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_reviews_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_reviews_section_margin_left",
  	"margin_right" "enum__stories_v_blocks_reviews_section_margin_right",
  	"padding" "enum__stories_v_blocks_reviews_section_padding",
  	"padding_left" "enum__stories_v_blocks_reviews_section_padding_left",
  	"padding_right" "enum__stories_v_blocks_reviews_section_padding_right",
  	"padding_top" "enum__stories_v_blocks_reviews_section_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_reviews_section_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_reviews_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_page_variants_blocks_reviews_section_background_color" DEFAULT 'lav4',
  	"heading" varchar,
  	"product_type" "enum_page_variants_blocks_reviews_section_product_type",
  	"limit" numeric DEFAULT 6,
  	"margin" "enum_page_variants_blocks_reviews_section_margin",
  	"margin_top" "enum_page_variants_blocks_reviews_section_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_reviews_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_reviews_section_margin_left",
  	"margin_right" "enum_page_variants_blocks_reviews_section_margin_right",
  	"padding" "enum_page_variants_blocks_reviews_section_padding",
  	"padding_left" "enum_page_variants_blocks_reviews_section_padding_left",
  	"padding_right" "enum_page_variants_blocks_reviews_section_padding_right",
  	"padding_top" "enum_page_variants_blocks_reviews_section_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_reviews_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_reviews_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_story_variants_blocks_reviews_section_background_color" DEFAULT 'lav4',
  	"heading" varchar,
  	"product_type" "enum_story_variants_blocks_reviews_section_product_type",
  	"limit" numeric DEFAULT 6,
  	"margin" "enum_story_variants_blocks_reviews_section_margin",
  	"margin_top" "enum_story_variants_blocks_reviews_section_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_reviews_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_reviews_section_margin_left",
  	"margin_right" "enum_story_variants_blocks_reviews_section_margin_right",
  	"padding" "enum_story_variants_blocks_reviews_section_padding",
  	"padding_left" "enum_story_variants_blocks_reviews_section_padding_left",
  	"padding_right" "enum_story_variants_blocks_reviews_section_padding_right",
  	"padding_top" "enum_story_variants_blocks_reviews_section_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_reviews_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"text" varchar NOT NULL,
  	"language" "enum_reviews_language" DEFAULT 'en' NOT NULL,
  	"product_type" "enum_reviews_product_type",
  	"date" timestamp(3) with time zone NOT NULL,
  	"published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "pages_blocks_reviews_section" ADD CONSTRAINT "pages_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews_section" ADD CONSTRAINT "_pages_v_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_reviews_section" ADD CONSTRAINT "stories_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_reviews_section" ADD CONSTRAINT "_stories_v_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_reviews_section" ADD CONSTRAINT "page_variants_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_reviews_section" ADD CONSTRAINT "story_variants_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_reviews_section_order_idx" ON "pages_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_reviews_section_parent_id_idx" ON "pages_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reviews_section_path_idx" ON "pages_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_reviews_section_locale_idx" ON "pages_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_reviews_section_order_idx" ON "_pages_v_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reviews_section_parent_id_idx" ON "_pages_v_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reviews_section_path_idx" ON "_pages_v_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reviews_section_locale_idx" ON "_pages_v_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "stories_blocks_reviews_section_order_idx" ON "stories_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "stories_blocks_reviews_section_parent_id_idx" ON "stories_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_reviews_section_path_idx" ON "stories_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "stories_blocks_reviews_section_locale_idx" ON "stories_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_reviews_section_order_idx" ON "_stories_v_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_reviews_section_parent_id_idx" ON "_stories_v_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_reviews_section_path_idx" ON "_stories_v_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_reviews_section_locale_idx" ON "_stories_v_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_reviews_section_order_idx" ON "page_variants_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_reviews_section_parent_id_idx" ON "page_variants_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_reviews_section_path_idx" ON "page_variants_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_reviews_section_locale_idx" ON "page_variants_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_reviews_section_order_idx" ON "story_variants_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_reviews_section_parent_id_idx" ON "story_variants_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_reviews_section_path_idx" ON "story_variants_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_reviews_section_locale_idx" ON "story_variants_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "reviews_date_idx" ON "reviews" USING btree ("date");
  CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("published");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_reviews_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_reviews_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories_blocks_reviews_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v_blocks_reviews_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variants_blocks_reviews_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "story_variants_blocks_reviews_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_reviews_section" CASCADE;
  DROP TABLE "_pages_v_blocks_reviews_section" CASCADE;
  DROP TABLE "stories_blocks_reviews_section" CASCADE;
  DROP TABLE "_stories_v_blocks_reviews_section" CASCADE;
  DROP TABLE "page_variants_blocks_reviews_section" CASCADE;
  DROP TABLE "story_variants_blocks_reviews_section" CASCADE;
  DROP TABLE "reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_background_color";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_product_type";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_margin";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_margin_top";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_margin_left";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_margin_right";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_padding";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_padding_left";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_padding_right";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_padding_top";
  DROP TYPE "public"."enum_pages_blocks_reviews_section_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_product_type";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_margin";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_padding";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_section_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_background_color";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_product_type";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_margin";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_margin_top";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_margin_left";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_margin_right";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_padding";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_padding_left";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_padding_right";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_padding_top";
  DROP TYPE "public"."enum_stories_blocks_reviews_section_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_background_color";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_product_type";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_margin";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_padding";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_reviews_section_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_background_color";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_product_type";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_margin";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_padding";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_reviews_section_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_background_color";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_product_type";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_margin";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_padding";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_reviews_section_padding_bottom";
  DROP TYPE "public"."enum_reviews_language";
  DROP TYPE "public"."enum_reviews_product_type";`)
}
