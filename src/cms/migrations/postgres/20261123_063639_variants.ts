import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_variants_query_attribute" AS ENUM('locale', 'country', 'device', 'visitor', 'query');
  CREATE TYPE "public"."enum_page_variants_query_operator" AS ENUM('equals', 'notEquals', 'in', 'notIn', 'contains', 'startsWith', 'exists', 'notExists');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_as" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_heading_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_headline_variant" AS ENUM('heading', 'subheading');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_headline_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_body_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_variant" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_button_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_embed_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_embed_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_embed_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_embed_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_embed_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_embed_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_embed_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_embed_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_embed_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_embed_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_kind" AS ENUM('abTest', 'personalisation');
  CREATE TYPE "public"."enum_story_variants_query_attribute" AS ENUM('locale', 'country', 'device', 'visitor', 'query');
  CREATE TYPE "public"."enum_story_variants_query_operator" AS ENUM('equals', 'notEquals', 'in', 'notIn', 'contains', 'startsWith', 'exists', 'notExists');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_as" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_blog_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_heading_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_headline_variant" AS ENUM('heading', 'subheading');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_headline_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_body_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_variant" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_button_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_embed_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_embed_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_embed_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_embed_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_embed_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_embed_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_embed_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_embed_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_embed_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_embed_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_kind" AS ENUM('abTest', 'personalisation');
  CREATE TABLE "page_variants_query" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"attribute" "enum_page_variants_query_attribute",
  	"key" varchar,
  	"operator" "enum_page_variants_query_operator",
  	"value" varchar
  );
  
  CREATE TABLE "page_variants_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_page_variants_blocks_heading_model_type" DEFAULT 'pages',
  	"text" varchar,
  	"as" "enum_page_variants_blocks_heading_as" DEFAULT 'h2',
  	"font_size" "enum_page_variants_blocks_heading_font_size",
  	"text_align" "enum_page_variants_blocks_heading_text_align",
  	"color" "enum_page_variants_blocks_heading_color",
  	"margin" "enum_page_variants_blocks_heading_margin",
  	"margin_top" "enum_page_variants_blocks_heading_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_heading_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_heading_margin_left",
  	"margin_right" "enum_page_variants_blocks_heading_margin_right",
  	"padding" "enum_page_variants_blocks_heading_padding",
  	"padding_left" "enum_page_variants_blocks_heading_padding_left",
  	"padding_right" "enum_page_variants_blocks_heading_padding_right",
  	"padding_top" "enum_page_variants_blocks_heading_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_heading_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_awesome_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_page_variants_blocks_awesome_paragraphs_model_type" DEFAULT 'pages',
  	"dual_columns" boolean DEFAULT false,
  	"is_preamble" boolean DEFAULT false,
  	"background_color" "enum_page_variants_blocks_awesome_paragraphs_background_color",
  	"headline" varchar,
  	"headline_variant" "enum_page_variants_blocks_awesome_paragraphs_headline_variant" DEFAULT 'heading',
  	"headline_position" "enum_page_variants_blocks_awesome_paragraphs_headline_position",
  	"paragraph_content" jsonb,
  	"body_text_align" "enum_page_variants_blocks_awesome_paragraphs_body_text_align",
  	"margin" "enum_page_variants_blocks_awesome_paragraphs_margin",
  	"margin_top" "enum_page_variants_blocks_awesome_paragraphs_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_awesome_paragraphs_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_awesome_paragraphs_margin_left",
  	"margin_right" "enum_page_variants_blocks_awesome_paragraphs_margin_right",
  	"padding" "enum_page_variants_blocks_awesome_paragraphs_padding",
  	"padding_left" "enum_page_variants_blocks_awesome_paragraphs_padding_left",
  	"padding_right" "enum_page_variants_blocks_awesome_paragraphs_padding_right",
  	"padding_top" "enum_page_variants_blocks_awesome_paragraphs_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_awesome_paragraphs_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_button_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_text" varchar,
  	"variant" "enum_page_variants_blocks_button_component_variant" DEFAULT 'primary',
  	"size" "enum_page_variants_blocks_button_component_size" DEFAULT 'l',
  	"button_position" "enum_page_variants_blocks_button_component_button_position",
  	"create_link" boolean DEFAULT false,
  	"link" varchar,
  	"product_type" "enum_page_variants_blocks_button_component_product_type",
  	"inverted_color" boolean DEFAULT false,
  	"margin" "enum_page_variants_blocks_button_component_margin",
  	"margin_top" "enum_page_variants_blocks_button_component_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_button_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_button_component_margin_left",
  	"margin_right" "enum_page_variants_blocks_button_component_margin_right",
  	"padding" "enum_page_variants_blocks_button_component_padding",
  	"padding_left" "enum_page_variants_blocks_button_component_padding_left",
  	"padding_right" "enum_page_variants_blocks_button_component_padding_right",
  	"padding_top" "enum_page_variants_blocks_button_component_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_button_component_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_embed_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"title" varchar,
  	"margin" "enum_page_variants_blocks_embed_video_margin",
  	"margin_top" "enum_page_variants_blocks_embed_video_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_embed_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_embed_video_margin_left",
  	"margin_right" "enum_page_variants_blocks_embed_video_margin_right",
  	"padding" "enum_page_variants_blocks_embed_video_padding",
  	"padding_left" "enum_page_variants_blocks_embed_video_padding_left",
  	"padding_right" "enum_page_variants_blocks_embed_video_padding_right",
  	"padding_top" "enum_page_variants_blocks_embed_video_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_embed_video_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_page_variants_kind" DEFAULT 'abTest' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"traffic_share" numeric DEFAULT 50,
  	"priority" numeric DEFAULT 0,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "story_variants_query" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"attribute" "enum_story_variants_query_attribute",
  	"key" varchar,
  	"operator" "enum_story_variants_query_operator",
  	"value" varchar
  );
  
  CREATE TABLE "story_variants_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_story_variants_blocks_heading_model_type" DEFAULT 'blog',
  	"text" varchar,
  	"as" "enum_story_variants_blocks_heading_as" DEFAULT 'h2',
  	"blog_heading_position" "enum_story_variants_blocks_heading_blog_heading_position",
  	"font_size" "enum_story_variants_blocks_heading_font_size",
  	"text_align" "enum_story_variants_blocks_heading_text_align",
  	"color" "enum_story_variants_blocks_heading_color",
  	"anchor_ref" boolean,
  	"anchor_ref_name" varchar,
  	"anchor_link" boolean,
  	"anchor_link_name" varchar,
  	"margin" "enum_story_variants_blocks_heading_margin",
  	"margin_top" "enum_story_variants_blocks_heading_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_heading_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_heading_margin_left",
  	"margin_right" "enum_story_variants_blocks_heading_margin_right",
  	"padding" "enum_story_variants_blocks_heading_padding",
  	"padding_left" "enum_story_variants_blocks_heading_padding_left",
  	"padding_right" "enum_story_variants_blocks_heading_padding_right",
  	"padding_top" "enum_story_variants_blocks_heading_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_heading_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_awesome_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_story_variants_blocks_awesome_paragraphs_model_type" DEFAULT 'blog',
  	"dual_columns" boolean DEFAULT false,
  	"is_preamble" boolean DEFAULT false,
  	"background_color" "enum_story_variants_blocks_awesome_paragraphs_background_color",
  	"headline" varchar,
  	"headline_variant" "enum_story_variants_blocks_awesome_paragraphs_headline_variant" DEFAULT 'heading',
  	"headline_position" "enum_story_variants_blocks_awesome_paragraphs_headline_position",
  	"anchor_ref" boolean,
  	"anchor_ref_name" varchar,
  	"anchor_link" boolean,
  	"anchor_link_name" varchar,
  	"paragraph_content" jsonb,
  	"body_text_align" "enum_story_variants_blocks_awesome_paragraphs_body_text_align",
  	"margin" "enum_story_variants_blocks_awesome_paragraphs_margin",
  	"margin_top" "enum_story_variants_blocks_awesome_paragraphs_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_awesome_paragraphs_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_awesome_paragraphs_margin_left",
  	"margin_right" "enum_story_variants_blocks_awesome_paragraphs_margin_right",
  	"padding" "enum_story_variants_blocks_awesome_paragraphs_padding",
  	"padding_left" "enum_story_variants_blocks_awesome_paragraphs_padding_left",
  	"padding_right" "enum_story_variants_blocks_awesome_paragraphs_padding_right",
  	"padding_top" "enum_story_variants_blocks_awesome_paragraphs_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_awesome_paragraphs_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_button_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_text" varchar,
  	"variant" "enum_story_variants_blocks_button_component_variant" DEFAULT 'primary',
  	"size" "enum_story_variants_blocks_button_component_size" DEFAULT 'l',
  	"button_position" "enum_story_variants_blocks_button_component_button_position",
  	"create_link" boolean DEFAULT false,
  	"link" varchar,
  	"product_type" "enum_story_variants_blocks_button_component_product_type",
  	"inverted_color" boolean DEFAULT false,
  	"margin" "enum_story_variants_blocks_button_component_margin",
  	"margin_top" "enum_story_variants_blocks_button_component_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_button_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_button_component_margin_left",
  	"margin_right" "enum_story_variants_blocks_button_component_margin_right",
  	"padding" "enum_story_variants_blocks_button_component_padding",
  	"padding_left" "enum_story_variants_blocks_button_component_padding_left",
  	"padding_right" "enum_story_variants_blocks_button_component_padding_right",
  	"padding_top" "enum_story_variants_blocks_button_component_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_button_component_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_embed_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"title" varchar,
  	"margin" "enum_story_variants_blocks_embed_video_margin",
  	"margin_top" "enum_story_variants_blocks_embed_video_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_embed_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_embed_video_margin_left",
  	"margin_right" "enum_story_variants_blocks_embed_video_margin_right",
  	"padding" "enum_story_variants_blocks_embed_video_padding",
  	"padding_left" "enum_story_variants_blocks_embed_video_padding_left",
  	"padding_right" "enum_story_variants_blocks_embed_video_padding_right",
  	"padding_top" "enum_story_variants_blocks_embed_video_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_embed_video_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_story_variants_kind" DEFAULT 'abTest' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"traffic_share" numeric DEFAULT 50,
  	"priority" numeric DEFAULT 0,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_variants_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "story_variants_id" integer;
  ALTER TABLE "page_variants_query" ADD CONSTRAINT "page_variants_query_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_heading" ADD CONSTRAINT "page_variants_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_awesome_paragraphs" ADD CONSTRAINT "page_variants_blocks_awesome_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_button_component" ADD CONSTRAINT "page_variants_blocks_button_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_embed_video" ADD CONSTRAINT "page_variants_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants" ADD CONSTRAINT "page_variants_entry_id_pages_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_query" ADD CONSTRAINT "story_variants_query_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_heading" ADD CONSTRAINT "story_variants_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_awesome_paragraphs" ADD CONSTRAINT "story_variants_blocks_awesome_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_button_component" ADD CONSTRAINT "story_variants_blocks_button_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_embed_video" ADD CONSTRAINT "story_variants_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants" ADD CONSTRAINT "story_variants_entry_id_stories_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "page_variants_query_order_idx" ON "page_variants_query" USING btree ("_order");
  CREATE INDEX "page_variants_query_parent_id_idx" ON "page_variants_query" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_heading_order_idx" ON "page_variants_blocks_heading" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_heading_parent_id_idx" ON "page_variants_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_heading_path_idx" ON "page_variants_blocks_heading" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_heading_locale_idx" ON "page_variants_blocks_heading" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_awesome_paragraphs_order_idx" ON "page_variants_blocks_awesome_paragraphs" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_awesome_paragraphs_parent_id_idx" ON "page_variants_blocks_awesome_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_awesome_paragraphs_path_idx" ON "page_variants_blocks_awesome_paragraphs" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_awesome_paragraphs_locale_idx" ON "page_variants_blocks_awesome_paragraphs" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_button_component_order_idx" ON "page_variants_blocks_button_component" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_button_component_parent_id_idx" ON "page_variants_blocks_button_component" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_button_component_path_idx" ON "page_variants_blocks_button_component" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_button_component_locale_idx" ON "page_variants_blocks_button_component" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_embed_video_order_idx" ON "page_variants_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_embed_video_parent_id_idx" ON "page_variants_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_embed_video_path_idx" ON "page_variants_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_embed_video_locale_idx" ON "page_variants_blocks_embed_video" USING btree ("_locale");
  CREATE INDEX "page_variants_entry_idx" ON "page_variants" USING btree ("entry_id");
  CREATE INDEX "page_variants_updated_at_idx" ON "page_variants" USING btree ("updated_at");
  CREATE INDEX "page_variants_created_at_idx" ON "page_variants" USING btree ("created_at");
  CREATE INDEX "story_variants_query_order_idx" ON "story_variants_query" USING btree ("_order");
  CREATE INDEX "story_variants_query_parent_id_idx" ON "story_variants_query" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_heading_order_idx" ON "story_variants_blocks_heading" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_heading_parent_id_idx" ON "story_variants_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_heading_path_idx" ON "story_variants_blocks_heading" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_heading_locale_idx" ON "story_variants_blocks_heading" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_awesome_paragraphs_order_idx" ON "story_variants_blocks_awesome_paragraphs" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_awesome_paragraphs_parent_id_idx" ON "story_variants_blocks_awesome_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_awesome_paragraphs_path_idx" ON "story_variants_blocks_awesome_paragraphs" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_awesome_paragraphs_locale_idx" ON "story_variants_blocks_awesome_paragraphs" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_button_component_order_idx" ON "story_variants_blocks_button_component" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_button_component_parent_id_idx" ON "story_variants_blocks_button_component" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_button_component_path_idx" ON "story_variants_blocks_button_component" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_button_component_locale_idx" ON "story_variants_blocks_button_component" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_embed_video_order_idx" ON "story_variants_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_embed_video_parent_id_idx" ON "story_variants_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_embed_video_path_idx" ON "story_variants_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_embed_video_locale_idx" ON "story_variants_blocks_embed_video" USING btree ("_locale");
  CREATE INDEX "story_variants_entry_idx" ON "story_variants" USING btree ("entry_id");
  CREATE INDEX "story_variants_updated_at_idx" ON "story_variants" USING btree ("updated_at");
  CREATE INDEX "story_variants_created_at_idx" ON "story_variants" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_variants_fk" FOREIGN KEY ("page_variants_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_story_variants_fk" FOREIGN KEY ("story_variants_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_variants_id_idx" ON "payload_locked_documents_rels" USING btree ("page_variants_id");
  CREATE INDEX "payload_locked_documents_rels_story_variants_id_idx" ON "payload_locked_documents_rels" USING btree ("story_variants_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_variants_query" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variants_blocks_heading" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variants_blocks_awesome_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variants_blocks_button_component" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variants_blocks_embed_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "story_variants_query" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "story_variants_blocks_heading" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "story_variants_blocks_awesome_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "story_variants_blocks_button_component" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "story_variants_blocks_embed_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "story_variants" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_variants_query" CASCADE;
  DROP TABLE "page_variants_blocks_heading" CASCADE;
  DROP TABLE "page_variants_blocks_awesome_paragraphs" CASCADE;
  DROP TABLE "page_variants_blocks_button_component" CASCADE;
  DROP TABLE "page_variants_blocks_embed_video" CASCADE;
  DROP TABLE "page_variants" CASCADE;
  DROP TABLE "story_variants_query" CASCADE;
  DROP TABLE "story_variants_blocks_heading" CASCADE;
  DROP TABLE "story_variants_blocks_awesome_paragraphs" CASCADE;
  DROP TABLE "story_variants_blocks_button_component" CASCADE;
  DROP TABLE "story_variants_blocks_embed_video" CASCADE;
  DROP TABLE "story_variants" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_variants_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_story_variants_fk";
  
  DROP INDEX "payload_locked_documents_rels_page_variants_id_idx";
  DROP INDEX "payload_locked_documents_rels_story_variants_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_variants_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "story_variants_id";
  DROP TYPE "public"."enum_page_variants_query_attribute";
  DROP TYPE "public"."enum_page_variants_query_operator";
  DROP TYPE "public"."enum_page_variants_blocks_heading_model_type";
  DROP TYPE "public"."enum_page_variants_blocks_heading_as";
  DROP TYPE "public"."enum_page_variants_blocks_heading_font_size";
  DROP TYPE "public"."enum_page_variants_blocks_heading_text_align";
  DROP TYPE "public"."enum_page_variants_blocks_heading_color";
  DROP TYPE "public"."enum_page_variants_blocks_heading_margin";
  DROP TYPE "public"."enum_page_variants_blocks_heading_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_heading_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_heading_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_heading_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_heading_padding";
  DROP TYPE "public"."enum_page_variants_blocks_heading_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_heading_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_heading_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_heading_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_model_type";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_background_color";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_headline_variant";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_headline_position";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_body_text_align";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_margin";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_padding";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_awesome_paragraphs_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_variant";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_size";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_button_position";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_product_type";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_margin";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_padding";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_button_component_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_embed_video_margin";
  DROP TYPE "public"."enum_page_variants_blocks_embed_video_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_embed_video_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_embed_video_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_embed_video_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_embed_video_padding";
  DROP TYPE "public"."enum_page_variants_blocks_embed_video_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_embed_video_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_embed_video_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_embed_video_padding_bottom";
  DROP TYPE "public"."enum_page_variants_kind";
  DROP TYPE "public"."enum_story_variants_query_attribute";
  DROP TYPE "public"."enum_story_variants_query_operator";
  DROP TYPE "public"."enum_story_variants_blocks_heading_model_type";
  DROP TYPE "public"."enum_story_variants_blocks_heading_as";
  DROP TYPE "public"."enum_story_variants_blocks_heading_blog_heading_position";
  DROP TYPE "public"."enum_story_variants_blocks_heading_font_size";
  DROP TYPE "public"."enum_story_variants_blocks_heading_text_align";
  DROP TYPE "public"."enum_story_variants_blocks_heading_color";
  DROP TYPE "public"."enum_story_variants_blocks_heading_margin";
  DROP TYPE "public"."enum_story_variants_blocks_heading_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_heading_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_heading_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_heading_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_heading_padding";
  DROP TYPE "public"."enum_story_variants_blocks_heading_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_heading_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_heading_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_heading_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_model_type";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_background_color";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_headline_variant";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_headline_position";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_body_text_align";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_margin";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_padding";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_awesome_paragraphs_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_variant";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_size";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_button_position";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_product_type";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_margin";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_padding";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_button_component_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_embed_video_margin";
  DROP TYPE "public"."enum_story_variants_blocks_embed_video_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_embed_video_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_embed_video_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_embed_video_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_embed_video_padding";
  DROP TYPE "public"."enum_story_variants_blocks_embed_video_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_embed_video_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_embed_video_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_embed_video_padding_bottom";
  DROP TYPE "public"."enum_story_variants_kind";`)
}
