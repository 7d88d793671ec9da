import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('da-dk', 'de-de', 'en-au', 'en-gb', 'en-us', 'en-ca', 'es-es', 'fr-fr', 'it-it', 'nl-nl', 'nb-no', 'sv-se');
  CREATE TYPE "public"."enum_pages_blocks_heading_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_pages_blocks_heading_as" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_heading_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_pages_blocks_heading_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_heading_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_heading_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_heading_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_heading_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_heading_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_heading_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_heading_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_heading_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_heading_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_heading_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_heading_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_headline_variant" AS ENUM('heading', 'subheading');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_headline_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_body_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_awesome_paragraphs_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_button_component_variant" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_pages_blocks_button_component_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_pages_blocks_button_component_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_pages_blocks_button_component_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_pages_blocks_button_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_button_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_button_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_button_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_button_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_button_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_button_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_button_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_button_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_button_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_as" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_headline_variant" AS ENUM('heading', 'subheading');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_headline_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_body_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_variant" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_button_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('da-dk', 'de-de', 'en-au', 'en-gb', 'en-us', 'en-ca', 'es-es', 'fr-fr', 'it-it', 'nl-nl', 'nb-no', 'sv-se');
  CREATE TYPE "public"."enum_stories_blocks_heading_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_stories_blocks_heading_as" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_stories_blocks_heading_blog_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_heading_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_stories_blocks_heading_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_heading_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_heading_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_heading_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_heading_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_heading_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_heading_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_heading_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_heading_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_heading_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_heading_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_heading_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_headline_variant" AS ENUM('heading', 'subheading');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_headline_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_body_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_awesome_paragraphs_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_button_component_variant" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_stories_blocks_button_component_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_stories_blocks_button_component_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_stories_blocks_button_component_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_stories_blocks_button_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_button_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_button_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_button_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_button_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_button_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_button_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_button_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_button_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_button_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_as" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_blog_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_heading_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_headline_variant" AS ENUM('heading', 'subheading');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_headline_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_body_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_variant" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_button_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_published_locale" AS ENUM('da-dk', 'de-de', 'en-au', 'en-gb', 'en-us', 'en-ca', 'es-es', 'fr-fr', 'it-it', 'nl-nl', 'nb-no', 'sv-se');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_top_banners_top_banners_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TABLE "pages_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_pages_blocks_heading_model_type" DEFAULT 'pages',
  	"text" varchar,
  	"as" "enum_pages_blocks_heading_as" DEFAULT 'h2',
  	"font_size" "enum_pages_blocks_heading_font_size",
  	"text_align" "enum_pages_blocks_heading_text_align",
  	"color" "enum_pages_blocks_heading_color",
  	"margin" "enum_pages_blocks_heading_margin",
  	"margin_top" "enum_pages_blocks_heading_margin_top",
  	"margin_bottom" "enum_pages_blocks_heading_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_heading_margin_left",
  	"margin_right" "enum_pages_blocks_heading_margin_right",
  	"padding" "enum_pages_blocks_heading_padding",
  	"padding_left" "enum_pages_blocks_heading_padding_left",
  	"padding_right" "enum_pages_blocks_heading_padding_right",
  	"padding_top" "enum_pages_blocks_heading_padding_top",
  	"padding_bottom" "enum_pages_blocks_heading_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_awesome_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_pages_blocks_awesome_paragraphs_model_type" DEFAULT 'pages',
  	"dual_columns" boolean DEFAULT false,
  	"is_preamble" boolean DEFAULT false,
  	"background_color" "enum_pages_blocks_awesome_paragraphs_background_color",
  	"headline" varchar,
  	"headline_variant" "enum_pages_blocks_awesome_paragraphs_headline_variant" DEFAULT 'heading',
  	"headline_position" "enum_pages_blocks_awesome_paragraphs_headline_position",
  	"paragraph_content" jsonb,
  	"body_text_align" "enum_pages_blocks_awesome_paragraphs_body_text_align",
  	"margin" "enum_pages_blocks_awesome_paragraphs_margin",
  	"margin_top" "enum_pages_blocks_awesome_paragraphs_margin_top",
  	"margin_bottom" "enum_pages_blocks_awesome_paragraphs_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_awesome_paragraphs_margin_left",
  	"margin_right" "enum_pages_blocks_awesome_paragraphs_margin_right",
  	"padding" "enum_pages_blocks_awesome_paragraphs_padding",
  	"padding_left" "enum_pages_blocks_awesome_paragraphs_padding_left",
  	"padding_right" "enum_pages_blocks_awesome_paragraphs_padding_right",
  	"padding_top" "enum_pages_blocks_awesome_paragraphs_padding_top",
  	"padding_bottom" "enum_pages_blocks_awesome_paragraphs_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_button_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_text" varchar,
  	"variant" "enum_pages_blocks_button_component_variant" DEFAULT 'primary',
  	"size" "enum_pages_blocks_button_component_size" DEFAULT 'l',
  	"button_position" "enum_pages_blocks_button_component_button_position",
  	"create_link" boolean DEFAULT false,
  	"link" varchar,
  	"product_type" "enum_pages_blocks_button_component_product_type",
  	"inverted_color" boolean DEFAULT false,
  	"margin" "enum_pages_blocks_button_component_margin",
  	"margin_top" "enum_pages_blocks_button_component_margin_top",
  	"margin_bottom" "enum_pages_blocks_button_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_button_component_margin_left",
  	"margin_right" "enum_pages_blocks_button_component_margin_right",
  	"padding" "enum_pages_blocks_button_component_padding",
  	"padding_left" "enum_pages_blocks_button_component_padding_left",
  	"padding_right" "enum_pages_blocks_button_component_padding_right",
  	"padding_top" "enum_pages_blocks_button_component_padding_top",
  	"padding_bottom" "enum_pages_blocks_button_component_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"path" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_type" "enum__pages_v_blocks_heading_model_type" DEFAULT 'pages',
  	"text" varchar,
  	"as" "enum__pages_v_blocks_heading_as" DEFAULT 'h2',
  	"font_size" "enum__pages_v_blocks_heading_font_size",
  	"text_align" "enum__pages_v_blocks_heading_text_align",
  	"color" "enum__pages_v_blocks_heading_color",
  	"margin" "enum__pages_v_blocks_heading_margin",
  	"margin_top" "enum__pages_v_blocks_heading_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_heading_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_heading_margin_left",
  	"margin_right" "enum__pages_v_blocks_heading_margin_right",
  	"padding" "enum__pages_v_blocks_heading_padding",
  	"padding_left" "enum__pages_v_blocks_heading_padding_left",
  	"padding_right" "enum__pages_v_blocks_heading_padding_right",
  	"padding_top" "enum__pages_v_blocks_heading_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_heading_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_awesome_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_type" "enum__pages_v_blocks_awesome_paragraphs_model_type" DEFAULT 'pages',
  	"dual_columns" boolean DEFAULT false,
  	"is_preamble" boolean DEFAULT false,
  	"background_color" "enum__pages_v_blocks_awesome_paragraphs_background_color",
  	"headline" varchar,
  	"headline_variant" "enum__pages_v_blocks_awesome_paragraphs_headline_variant" DEFAULT 'heading',
  	"headline_position" "enum__pages_v_blocks_awesome_paragraphs_headline_position",
  	"paragraph_content" jsonb,
  	"body_text_align" "enum__pages_v_blocks_awesome_paragraphs_body_text_align",
  	"margin" "enum__pages_v_blocks_awesome_paragraphs_margin",
  	"margin_top" "enum__pages_v_blocks_awesome_paragraphs_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_awesome_paragraphs_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_awesome_paragraphs_margin_left",
  	"margin_right" "enum__pages_v_blocks_awesome_paragraphs_margin_right",
  	"padding" "enum__pages_v_blocks_awesome_paragraphs_padding",
  	"padding_left" "enum__pages_v_blocks_awesome_paragraphs_padding_left",
  	"padding_right" "enum__pages_v_blocks_awesome_paragraphs_padding_right",
  	"padding_top" "enum__pages_v_blocks_awesome_paragraphs_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_awesome_paragraphs_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_button_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_text" varchar,
  	"variant" "enum__pages_v_blocks_button_component_variant" DEFAULT 'primary',
  	"size" "enum__pages_v_blocks_button_component_size" DEFAULT 'l',
  	"button_position" "enum__pages_v_blocks_button_component_button_position",
  	"create_link" boolean DEFAULT false,
  	"link" varchar,
  	"product_type" "enum__pages_v_blocks_button_component_product_type",
  	"inverted_color" boolean DEFAULT false,
  	"margin" "enum__pages_v_blocks_button_component_margin",
  	"margin_top" "enum__pages_v_blocks_button_component_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_button_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_button_component_margin_left",
  	"margin_right" "enum__pages_v_blocks_button_component_margin_right",
  	"padding" "enum__pages_v_blocks_button_component_padding",
  	"padding_left" "enum__pages_v_blocks_button_component_padding_left",
  	"padding_right" "enum__pages_v_blocks_button_component_padding_right",
  	"padding_top" "enum__pages_v_blocks_button_component_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_button_component_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_path" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "stories_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_stories_blocks_heading_model_type" DEFAULT 'blog',
  	"text" varchar,
  	"as" "enum_stories_blocks_heading_as" DEFAULT 'h2',
  	"blog_heading_position" "enum_stories_blocks_heading_blog_heading_position",
  	"font_size" "enum_stories_blocks_heading_font_size",
  	"text_align" "enum_stories_blocks_heading_text_align",
  	"color" "enum_stories_blocks_heading_color",
  	"anchor_ref" boolean,
  	"anchor_ref_name" varchar,
  	"anchor_link" boolean,
  	"anchor_link_name" varchar,
  	"margin" "enum_stories_blocks_heading_margin",
  	"margin_top" "enum_stories_blocks_heading_margin_top",
  	"margin_bottom" "enum_stories_blocks_heading_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_heading_margin_left",
  	"margin_right" "enum_stories_blocks_heading_margin_right",
  	"padding" "enum_stories_blocks_heading_padding",
  	"padding_left" "enum_stories_blocks_heading_padding_left",
  	"padding_right" "enum_stories_blocks_heading_padding_right",
  	"padding_top" "enum_stories_blocks_heading_padding_top",
  	"padding_bottom" "enum_stories_blocks_heading_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_awesome_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_stories_blocks_awesome_paragraphs_model_type" DEFAULT 'blog',
  	"dual_columns" boolean DEFAULT false,
  	"is_preamble" boolean DEFAULT false,
  	"background_color" "enum_stories_blocks_awesome_paragraphs_background_color",
  	"headline" varchar,
  	"headline_variant" "enum_stories_blocks_awesome_paragraphs_headline_variant" DEFAULT 'heading',
  	"headline_position" "enum_stories_blocks_awesome_paragraphs_headline_position",
  	"anchor_ref" boolean,
  	"anchor_ref_name" varchar,
  	"anchor_link" boolean,
  	"anchor_link_name" varchar,
  	"paragraph_content" jsonb,
  	"body_text_align" "enum_stories_blocks_awesome_paragraphs_body_text_align",
  	"margin" "enum_stories_blocks_awesome_paragraphs_margin",
  	"margin_top" "enum_stories_blocks_awesome_paragraphs_margin_top",
  	"margin_bottom" "enum_stories_blocks_awesome_paragraphs_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_awesome_paragraphs_margin_left",
  	"margin_right" "enum_stories_blocks_awesome_paragraphs_margin_right",
  	"padding" "enum_stories_blocks_awesome_paragraphs_padding",
  	"padding_left" "enum_stories_blocks_awesome_paragraphs_padding_left",
  	"padding_right" "enum_stories_blocks_awesome_paragraphs_padding_right",
  	"padding_top" "enum_stories_blocks_awesome_paragraphs_padding_top",
  	"padding_bottom" "enum_stories_blocks_awesome_paragraphs_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_button_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_text" varchar,
  	"variant" "enum_stories_blocks_button_component_variant" DEFAULT 'primary',
  	"size" "enum_stories_blocks_button_component_size" DEFAULT 'l',
  	"button_position" "enum_stories_blocks_button_component_button_position",
  	"create_link" boolean DEFAULT false,
  	"link" varchar,
  	"product_type" "enum_stories_blocks_button_component_product_type",
  	"inverted_color" boolean DEFAULT false,
  	"margin" "enum_stories_blocks_button_component_margin",
  	"margin_top" "enum_stories_blocks_button_component_margin_top",
  	"margin_bottom" "enum_stories_blocks_button_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_button_component_margin_left",
  	"margin_right" "enum_stories_blocks_button_component_margin_right",
  	"padding" "enum_stories_blocks_button_component_padding",
  	"padding_left" "enum_stories_blocks_button_component_padding_left",
  	"padding_right" "enum_stories_blocks_button_component_padding_right",
  	"padding_top" "enum_stories_blocks_button_component_padding_top",
  	"padding_bottom" "enum_stories_blocks_button_component_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"image_id" integer,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "stories_locales" (
  	"title" varchar,
  	"path" varchar,
  	"excerpt" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_stories_v_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_type" "enum__stories_v_blocks_heading_model_type" DEFAULT 'blog',
  	"text" varchar,
  	"as" "enum__stories_v_blocks_heading_as" DEFAULT 'h2',
  	"blog_heading_position" "enum__stories_v_blocks_heading_blog_heading_position",
  	"font_size" "enum__stories_v_blocks_heading_font_size",
  	"text_align" "enum__stories_v_blocks_heading_text_align",
  	"color" "enum__stories_v_blocks_heading_color",
  	"anchor_ref" boolean,
  	"anchor_ref_name" varchar,
  	"anchor_link" boolean,
  	"anchor_link_name" varchar,
  	"margin" "enum__stories_v_blocks_heading_margin",
  	"margin_top" "enum__stories_v_blocks_heading_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_heading_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_heading_margin_left",
  	"margin_right" "enum__stories_v_blocks_heading_margin_right",
  	"padding" "enum__stories_v_blocks_heading_padding",
  	"padding_left" "enum__stories_v_blocks_heading_padding_left",
  	"padding_right" "enum__stories_v_blocks_heading_padding_right",
  	"padding_top" "enum__stories_v_blocks_heading_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_heading_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_awesome_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_type" "enum__stories_v_blocks_awesome_paragraphs_model_type" DEFAULT 'blog',
  	"dual_columns" boolean DEFAULT false,
  	"is_preamble" boolean DEFAULT false,
  	"background_color" "enum__stories_v_blocks_awesome_paragraphs_background_color",
  	"headline" varchar,
  	"headline_variant" "enum__stories_v_blocks_awesome_paragraphs_headline_variant" DEFAULT 'heading',
  	"headline_position" "enum__stories_v_blocks_awesome_paragraphs_headline_position",
  	"anchor_ref" boolean,
  	"anchor_ref_name" varchar,
  	"anchor_link" boolean,
  	"anchor_link_name" varchar,
  	"paragraph_content" jsonb,
  	"body_text_align" "enum__stories_v_blocks_awesome_paragraphs_body_text_align",
  	"margin" "enum__stories_v_blocks_awesome_paragraphs_margin",
  	"margin_top" "enum__stories_v_blocks_awesome_paragraphs_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_awesome_paragraphs_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_awesome_paragraphs_margin_left",
  	"margin_right" "enum__stories_v_blocks_awesome_paragraphs_margin_right",
  	"padding" "enum__stories_v_blocks_awesome_paragraphs_padding",
  	"padding_left" "enum__stories_v_blocks_awesome_paragraphs_padding_left",
  	"padding_right" "enum__stories_v_blocks_awesome_paragraphs_padding_right",
  	"padding_top" "enum__stories_v_blocks_awesome_paragraphs_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_awesome_paragraphs_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_button_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_text" varchar,
  	"variant" "enum__stories_v_blocks_button_component_variant" DEFAULT 'primary',
  	"size" "enum__stories_v_blocks_button_component_size" DEFAULT 'l',
  	"button_position" "enum__stories_v_blocks_button_component_button_position",
  	"create_link" boolean DEFAULT false,
  	"link" varchar,
  	"product_type" "enum__stories_v_blocks_button_component_product_type",
  	"inverted_color" boolean DEFAULT false,
  	"margin" "enum__stories_v_blocks_button_component_margin",
  	"margin_top" "enum__stories_v_blocks_button_component_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_button_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_button_component_margin_left",
  	"margin_right" "enum__stories_v_blocks_button_component_margin_right",
  	"padding" "enum__stories_v_blocks_button_component_padding",
  	"padding_left" "enum__stories_v_blocks_button_component_padding_left",
  	"padding_right" "enum__stories_v_blocks_button_component_padding_right",
  	"padding_top" "enum__stories_v_blocks_button_component_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_button_component_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__stories_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_stories_v_locales" (
  	"version_title" varchar,
  	"version_path" varchar,
  	"version_excerpt" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_tablet_url" varchar,
  	"sizes_tablet_width" numeric,
  	"sizes_tablet_height" numeric,
  	"sizes_tablet_mime_type" varchar,
  	"sizes_tablet_filesize" numeric,
  	"sizes_tablet_filename" varchar,
  	"sizes_desktop_url" varchar,
  	"sizes_desktop_width" numeric,
  	"sizes_desktop_height" numeric,
  	"sizes_desktop_mime_type" varchar,
  	"sizes_desktop_filesize" numeric,
  	"sizes_desktop_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"stories_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_nav_headers_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_nav_headers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "top_banners_top_banners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"link" varchar,
  	"link_label" varchar,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"background_color" "enum_top_banners_top_banners_background_color" DEFAULT 'brandYellow'
  );
  
  CREATE TABLE "top_banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"tagline" varchar,
  	"copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_heading" ADD CONSTRAINT "pages_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_awesome_paragraphs" ADD CONSTRAINT "pages_blocks_awesome_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_button_component" ADD CONSTRAINT "pages_blocks_button_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_heading" ADD CONSTRAINT "_pages_v_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_awesome_paragraphs" ADD CONSTRAINT "_pages_v_blocks_awesome_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_button_component" ADD CONSTRAINT "_pages_v_blocks_button_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_heading" ADD CONSTRAINT "stories_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_awesome_paragraphs" ADD CONSTRAINT "stories_blocks_awesome_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_button_component" ADD CONSTRAINT "stories_blocks_button_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_locales" ADD CONSTRAINT "stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_heading" ADD CONSTRAINT "_stories_v_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_awesome_paragraphs" ADD CONSTRAINT "_stories_v_blocks_awesome_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_button_component" ADD CONSTRAINT "_stories_v_blocks_button_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_locales" ADD CONSTRAINT "_stories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_nav_headers_children" ADD CONSTRAINT "navigation_nav_headers_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_nav_headers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_nav_headers" ADD CONSTRAINT "navigation_nav_headers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_banners_top_banners" ADD CONSTRAINT "top_banners_top_banners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_heading_order_idx" ON "pages_blocks_heading" USING btree ("_order");
  CREATE INDEX "pages_blocks_heading_parent_id_idx" ON "pages_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_heading_path_idx" ON "pages_blocks_heading" USING btree ("_path");
  CREATE INDEX "pages_blocks_heading_locale_idx" ON "pages_blocks_heading" USING btree ("_locale");
  CREATE INDEX "pages_blocks_awesome_paragraphs_order_idx" ON "pages_blocks_awesome_paragraphs" USING btree ("_order");
  CREATE INDEX "pages_blocks_awesome_paragraphs_parent_id_idx" ON "pages_blocks_awesome_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_awesome_paragraphs_path_idx" ON "pages_blocks_awesome_paragraphs" USING btree ("_path");
  CREATE INDEX "pages_blocks_awesome_paragraphs_locale_idx" ON "pages_blocks_awesome_paragraphs" USING btree ("_locale");
  CREATE INDEX "pages_blocks_button_component_order_idx" ON "pages_blocks_button_component" USING btree ("_order");
  CREATE INDEX "pages_blocks_button_component_parent_id_idx" ON "pages_blocks_button_component" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_button_component_path_idx" ON "pages_blocks_button_component" USING btree ("_path");
  CREATE INDEX "pages_blocks_button_component_locale_idx" ON "pages_blocks_button_component" USING btree ("_locale");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_path_idx" ON "pages_locales" USING btree ("path","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_heading_order_idx" ON "_pages_v_blocks_heading" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_heading_parent_id_idx" ON "_pages_v_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_heading_path_idx" ON "_pages_v_blocks_heading" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_heading_locale_idx" ON "_pages_v_blocks_heading" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_awesome_paragraphs_order_idx" ON "_pages_v_blocks_awesome_paragraphs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_awesome_paragraphs_parent_id_idx" ON "_pages_v_blocks_awesome_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_awesome_paragraphs_path_idx" ON "_pages_v_blocks_awesome_paragraphs" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_awesome_paragraphs_locale_idx" ON "_pages_v_blocks_awesome_paragraphs" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_button_component_order_idx" ON "_pages_v_blocks_button_component" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_button_component_parent_id_idx" ON "_pages_v_blocks_button_component" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_button_component_path_idx" ON "_pages_v_blocks_button_component" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_button_component_locale_idx" ON "_pages_v_blocks_button_component" USING btree ("_locale");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v_locales" USING btree ("version_path","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stories_blocks_heading_order_idx" ON "stories_blocks_heading" USING btree ("_order");
  CREATE INDEX "stories_blocks_heading_parent_id_idx" ON "stories_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_heading_path_idx" ON "stories_blocks_heading" USING btree ("_path");
  CREATE INDEX "stories_blocks_heading_locale_idx" ON "stories_blocks_heading" USING btree ("_locale");
  CREATE INDEX "stories_blocks_awesome_paragraphs_order_idx" ON "stories_blocks_awesome_paragraphs" USING btree ("_order");
  CREATE INDEX "stories_blocks_awesome_paragraphs_parent_id_idx" ON "stories_blocks_awesome_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_awesome_paragraphs_path_idx" ON "stories_blocks_awesome_paragraphs" USING btree ("_path");
  CREATE INDEX "stories_blocks_awesome_paragraphs_locale_idx" ON "stories_blocks_awesome_paragraphs" USING btree ("_locale");
  CREATE INDEX "stories_blocks_button_component_order_idx" ON "stories_blocks_button_component" USING btree ("_order");
  CREATE INDEX "stories_blocks_button_component_parent_id_idx" ON "stories_blocks_button_component" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_button_component_path_idx" ON "stories_blocks_button_component" USING btree ("_path");
  CREATE INDEX "stories_blocks_button_component_locale_idx" ON "stories_blocks_button_component" USING btree ("_locale");
  CREATE INDEX "stories_published_at_idx" ON "stories" USING btree ("published_at");
  CREATE INDEX "stories_image_idx" ON "stories" USING btree ("image_id");
  CREATE INDEX "stories_meta_meta_image_idx" ON "stories" USING btree ("meta_image_id");
  CREATE INDEX "stories_updated_at_idx" ON "stories" USING btree ("updated_at");
  CREATE INDEX "stories_created_at_idx" ON "stories" USING btree ("created_at");
  CREATE INDEX "stories__status_idx" ON "stories" USING btree ("_status");
  CREATE INDEX "stories_path_idx" ON "stories_locales" USING btree ("path","_locale");
  CREATE UNIQUE INDEX "stories_locales_locale_parent_id_unique" ON "stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_stories_v_blocks_heading_order_idx" ON "_stories_v_blocks_heading" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_heading_parent_id_idx" ON "_stories_v_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_heading_path_idx" ON "_stories_v_blocks_heading" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_heading_locale_idx" ON "_stories_v_blocks_heading" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_awesome_paragraphs_order_idx" ON "_stories_v_blocks_awesome_paragraphs" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_awesome_paragraphs_parent_id_idx" ON "_stories_v_blocks_awesome_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_awesome_paragraphs_path_idx" ON "_stories_v_blocks_awesome_paragraphs" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_awesome_paragraphs_locale_idx" ON "_stories_v_blocks_awesome_paragraphs" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_button_component_order_idx" ON "_stories_v_blocks_button_component" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_button_component_parent_id_idx" ON "_stories_v_blocks_button_component" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_button_component_path_idx" ON "_stories_v_blocks_button_component" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_button_component_locale_idx" ON "_stories_v_blocks_button_component" USING btree ("_locale");
  CREATE INDEX "_stories_v_parent_idx" ON "_stories_v" USING btree ("parent_id");
  CREATE INDEX "_stories_v_version_version_published_at_idx" ON "_stories_v" USING btree ("version_published_at");
  CREATE INDEX "_stories_v_version_version_image_idx" ON "_stories_v" USING btree ("version_image_id");
  CREATE INDEX "_stories_v_version_meta_version_meta_image_idx" ON "_stories_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_stories_v_version_version_updated_at_idx" ON "_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_stories_v_version_version_created_at_idx" ON "_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_stories_v_version_version__status_idx" ON "_stories_v" USING btree ("version__status");
  CREATE INDEX "_stories_v_created_at_idx" ON "_stories_v" USING btree ("created_at");
  CREATE INDEX "_stories_v_updated_at_idx" ON "_stories_v" USING btree ("updated_at");
  CREATE INDEX "_stories_v_snapshot_idx" ON "_stories_v" USING btree ("snapshot");
  CREATE INDEX "_stories_v_published_locale_idx" ON "_stories_v" USING btree ("published_locale");
  CREATE INDEX "_stories_v_latest_idx" ON "_stories_v" USING btree ("latest");
  CREATE INDEX "_stories_v_autosave_idx" ON "_stories_v" USING btree ("autosave");
  CREATE INDEX "_stories_v_version_version_path_idx" ON "_stories_v_locales" USING btree ("version_path","_locale");
  CREATE UNIQUE INDEX "_stories_v_locales_locale_parent_id_unique" ON "_stories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_tablet_sizes_tablet_filename_idx" ON "media" USING btree ("sizes_tablet_filename");
  CREATE INDEX "media_sizes_desktop_sizes_desktop_filename_idx" ON "media" USING btree ("sizes_desktop_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("stories_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "navigation_nav_headers_children_order_idx" ON "navigation_nav_headers_children" USING btree ("_order");
  CREATE INDEX "navigation_nav_headers_children_parent_id_idx" ON "navigation_nav_headers_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_nav_headers_children_locale_idx" ON "navigation_nav_headers_children" USING btree ("_locale");
  CREATE INDEX "navigation_nav_headers_order_idx" ON "navigation_nav_headers" USING btree ("_order");
  CREATE INDEX "navigation_nav_headers_parent_id_idx" ON "navigation_nav_headers" USING btree ("_parent_id");
  CREATE INDEX "navigation_nav_headers_locale_idx" ON "navigation_nav_headers" USING btree ("_locale");
  CREATE INDEX "top_banners_top_banners_order_idx" ON "top_banners_top_banners" USING btree ("_order");
  CREATE INDEX "top_banners_top_banners_parent_id_idx" ON "top_banners_top_banners" USING btree ("_parent_id");
  CREATE INDEX "top_banners_top_banners_locale_idx" ON "top_banners_top_banners" USING btree ("_locale");
  CREATE INDEX "footer_columns_links_order_idx" ON "footer_columns_links" USING btree ("_order");
  CREATE INDEX "footer_columns_links_parent_id_idx" ON "footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_links_locale_idx" ON "footer_columns_links" USING btree ("_locale");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_locale_idx" ON "footer_columns" USING btree ("_locale");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_heading" CASCADE;
  DROP TABLE "pages_blocks_awesome_paragraphs" CASCADE;
  DROP TABLE "pages_blocks_button_component" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_heading" CASCADE;
  DROP TABLE "_pages_v_blocks_awesome_paragraphs" CASCADE;
  DROP TABLE "_pages_v_blocks_button_component" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "stories_blocks_heading" CASCADE;
  DROP TABLE "stories_blocks_awesome_paragraphs" CASCADE;
  DROP TABLE "stories_blocks_button_component" CASCADE;
  DROP TABLE "stories" CASCADE;
  DROP TABLE "stories_locales" CASCADE;
  DROP TABLE "_stories_v_blocks_heading" CASCADE;
  DROP TABLE "_stories_v_blocks_awesome_paragraphs" CASCADE;
  DROP TABLE "_stories_v_blocks_button_component" CASCADE;
  DROP TABLE "_stories_v" CASCADE;
  DROP TABLE "_stories_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "navigation_nav_headers_children" CASCADE;
  DROP TABLE "navigation_nav_headers" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "top_banners_top_banners" CASCADE;
  DROP TABLE "top_banners" CASCADE;
  DROP TABLE "footer_columns_links" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_blocks_heading_model_type";
  DROP TYPE "public"."enum_pages_blocks_heading_as";
  DROP TYPE "public"."enum_pages_blocks_heading_font_size";
  DROP TYPE "public"."enum_pages_blocks_heading_text_align";
  DROP TYPE "public"."enum_pages_blocks_heading_color";
  DROP TYPE "public"."enum_pages_blocks_heading_margin";
  DROP TYPE "public"."enum_pages_blocks_heading_margin_top";
  DROP TYPE "public"."enum_pages_blocks_heading_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_heading_margin_left";
  DROP TYPE "public"."enum_pages_blocks_heading_margin_right";
  DROP TYPE "public"."enum_pages_blocks_heading_padding";
  DROP TYPE "public"."enum_pages_blocks_heading_padding_left";
  DROP TYPE "public"."enum_pages_blocks_heading_padding_right";
  DROP TYPE "public"."enum_pages_blocks_heading_padding_top";
  DROP TYPE "public"."enum_pages_blocks_heading_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_model_type";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_background_color";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_headline_variant";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_headline_position";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_body_text_align";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_margin";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_margin_top";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_margin_left";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_margin_right";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_padding";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_padding_left";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_padding_right";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_padding_top";
  DROP TYPE "public"."enum_pages_blocks_awesome_paragraphs_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_button_component_variant";
  DROP TYPE "public"."enum_pages_blocks_button_component_size";
  DROP TYPE "public"."enum_pages_blocks_button_component_button_position";
  DROP TYPE "public"."enum_pages_blocks_button_component_product_type";
  DROP TYPE "public"."enum_pages_blocks_button_component_margin";
  DROP TYPE "public"."enum_pages_blocks_button_component_margin_top";
  DROP TYPE "public"."enum_pages_blocks_button_component_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_button_component_margin_left";
  DROP TYPE "public"."enum_pages_blocks_button_component_margin_right";
  DROP TYPE "public"."enum_pages_blocks_button_component_padding";
  DROP TYPE "public"."enum_pages_blocks_button_component_padding_left";
  DROP TYPE "public"."enum_pages_blocks_button_component_padding_right";
  DROP TYPE "public"."enum_pages_blocks_button_component_padding_top";
  DROP TYPE "public"."enum_pages_blocks_button_component_padding_bottom";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_heading_model_type";
  DROP TYPE "public"."enum__pages_v_blocks_heading_as";
  DROP TYPE "public"."enum__pages_v_blocks_heading_font_size";
  DROP TYPE "public"."enum__pages_v_blocks_heading_text_align";
  DROP TYPE "public"."enum__pages_v_blocks_heading_color";
  DROP TYPE "public"."enum__pages_v_blocks_heading_margin";
  DROP TYPE "public"."enum__pages_v_blocks_heading_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_heading_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_heading_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_heading_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_heading_padding";
  DROP TYPE "public"."enum__pages_v_blocks_heading_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_heading_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_heading_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_heading_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_model_type";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_headline_variant";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_headline_position";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_body_text_align";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_margin";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_padding";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_awesome_paragraphs_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_variant";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_size";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_button_position";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_product_type";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_margin";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_padding";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_button_component_padding_bottom";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_stories_blocks_heading_model_type";
  DROP TYPE "public"."enum_stories_blocks_heading_as";
  DROP TYPE "public"."enum_stories_blocks_heading_blog_heading_position";
  DROP TYPE "public"."enum_stories_blocks_heading_font_size";
  DROP TYPE "public"."enum_stories_blocks_heading_text_align";
  DROP TYPE "public"."enum_stories_blocks_heading_color";
  DROP TYPE "public"."enum_stories_blocks_heading_margin";
  DROP TYPE "public"."enum_stories_blocks_heading_margin_top";
  DROP TYPE "public"."enum_stories_blocks_heading_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_heading_margin_left";
  DROP TYPE "public"."enum_stories_blocks_heading_margin_right";
  DROP TYPE "public"."enum_stories_blocks_heading_padding";
  DROP TYPE "public"."enum_stories_blocks_heading_padding_left";
  DROP TYPE "public"."enum_stories_blocks_heading_padding_right";
  DROP TYPE "public"."enum_stories_blocks_heading_padding_top";
  DROP TYPE "public"."enum_stories_blocks_heading_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_model_type";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_background_color";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_headline_variant";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_headline_position";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_body_text_align";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_margin";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_margin_top";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_margin_left";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_margin_right";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_padding";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_padding_left";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_padding_right";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_padding_top";
  DROP TYPE "public"."enum_stories_blocks_awesome_paragraphs_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_button_component_variant";
  DROP TYPE "public"."enum_stories_blocks_button_component_size";
  DROP TYPE "public"."enum_stories_blocks_button_component_button_position";
  DROP TYPE "public"."enum_stories_blocks_button_component_product_type";
  DROP TYPE "public"."enum_stories_blocks_button_component_margin";
  DROP TYPE "public"."enum_stories_blocks_button_component_margin_top";
  DROP TYPE "public"."enum_stories_blocks_button_component_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_button_component_margin_left";
  DROP TYPE "public"."enum_stories_blocks_button_component_margin_right";
  DROP TYPE "public"."enum_stories_blocks_button_component_padding";
  DROP TYPE "public"."enum_stories_blocks_button_component_padding_left";
  DROP TYPE "public"."enum_stories_blocks_button_component_padding_right";
  DROP TYPE "public"."enum_stories_blocks_button_component_padding_top";
  DROP TYPE "public"."enum_stories_blocks_button_component_padding_bottom";
  DROP TYPE "public"."enum_stories_status";
  DROP TYPE "public"."enum__stories_v_blocks_heading_model_type";
  DROP TYPE "public"."enum__stories_v_blocks_heading_as";
  DROP TYPE "public"."enum__stories_v_blocks_heading_blog_heading_position";
  DROP TYPE "public"."enum__stories_v_blocks_heading_font_size";
  DROP TYPE "public"."enum__stories_v_blocks_heading_text_align";
  DROP TYPE "public"."enum__stories_v_blocks_heading_color";
  DROP TYPE "public"."enum__stories_v_blocks_heading_margin";
  DROP TYPE "public"."enum__stories_v_blocks_heading_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_heading_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_heading_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_heading_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_heading_padding";
  DROP TYPE "public"."enum__stories_v_blocks_heading_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_heading_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_heading_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_heading_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_model_type";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_background_color";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_headline_variant";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_headline_position";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_body_text_align";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_margin";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_padding";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_awesome_paragraphs_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_variant";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_size";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_button_position";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_product_type";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_margin";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_padding";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_button_component_padding_bottom";
  DROP TYPE "public"."enum__stories_v_version_status";
  DROP TYPE "public"."enum__stories_v_published_locale";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_top_banners_top_banners_background_color";`)
}
