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
  CREATE TYPE "public"."enum_pages_blocks_illus_illustration" AS ENUM('app-book-man', 'arrow-01', 'arrow-02', 'arrow-03', 'arrow-04', 'arrow-05', 'arrow-06', 'arrow-07', 'arrow-08', 'arrow-09', 'arrow-10', 'arrow-11', 'arrow-12', 'bat-man', 'beginning', 'cake-surfing', 'candy-worm', 'cloud', 'footprint', 'hand-pens', 'happy-dance', 'heart-love', 'high-five', 'holding-key', 'holiday-snowman', 'holiday-tree', 'hugging-love', 'key-lock', 'long-arms', 'loud-scream', 'mail-man', 'mail-man-walking', 'not-found', 'pen', 'shaking-hands', 'sleeping-feet', 'sneak-peak', 'target-goal', 'walk-talk', 'warning-sign', 'web-app');
  CREATE TYPE "public"."enum_pages_blocks_illus_illustration_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_illus_illustration_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_illus_illustration_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_pages_blocks_illus_arrow_options_arrow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_pages_blocks_illus_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_illus_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_illus_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_illus_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_illus_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_illus_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_illus_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_illus_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_illus_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_illus_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
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
  CREATE TYPE "public"."enum_pages_blocks_support_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_support_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_support_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_support_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_support_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_support_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_support_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_support_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_support_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_support_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_support_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_social_media_social_link_icon" AS ENUM('facebook', 'instagram', 'youtube');
  CREATE TYPE "public"."enum_pages_blocks_social_media_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum_pages_blocks_social_media_icon_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_pages_blocks_social_media_icon_spacing" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_social_media_icon_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_social_media_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_social_media_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_social_media_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_social_media_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_social_media_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_social_media_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_social_media_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_social_media_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_social_media_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_social_media_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_text_image_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_text_image_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_text_image_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_text_image_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_text_image_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_pages_blocks_text_image_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_pages_blocks_text_image_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_pages_blocks_text_image_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_pages_blocks_text_image_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_text_image_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_pages_blocks_text_image_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_text_image_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_text_image_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_text_image_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_text_image_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_text_image_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_text_image_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_text_image_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_text_image_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_text_image_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_text_video_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_text_video_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_text_video_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_text_video_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_text_video_list_dot_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_text_video_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_pages_blocks_text_video_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_pages_blocks_text_video_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_pages_blocks_text_video_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_pages_blocks_text_video_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_text_video_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_pages_blocks_text_video_video_file_type" AS ENUM('mp4', 'mov', 'webm');
  CREATE TYPE "public"."enum_pages_blocks_text_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_text_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_text_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_text_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_text_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_text_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_text_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_text_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_text_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_text_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_countdown_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_countdown_content_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_countdown_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_countdown_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_countdown_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_countdown_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_countdown_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_countdown_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_countdown_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_countdown_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_countdown_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_countdown_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_covers_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_covers_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_covers_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_covers_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_covers_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_covers_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_covers_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_covers_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_covers_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_covers_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_contract_section_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_pages_blocks_contract_hw_font_family" AS ENUM('primary', 'accent');
  CREATE TYPE "public"."enum_pages_blocks_contract_hw_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_pages_blocks_contract_hw_line_height" AS ENUM('xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl');
  CREATE TYPE "public"."enum_pages_blocks_contract_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_contract_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_contract_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_contract_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_contract_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_contract_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_contract_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_contract_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_contract_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_contract_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_stats_slides_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_stats_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_stats_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_stats_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_stats_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_stats_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_stats_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_stats_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_stats_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_stats_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_stats_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_font_settings_family" AS ENUM('headline', 'primary', 'accent');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_font_settings_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_font_settings_weight" AS ENUM('light', 'normal', 'medium', 'semibold', 'bold', 'extrabold');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_font_settings_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_logos_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_spacer_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_spacer_second_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_spacer_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_pages_blocks_spacer_space" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_spacer_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_spacer_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_spacer_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_spacer_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_spacer_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_spacer_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_spacer_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_spacer_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_spacer_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_spacer_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_quote_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_pages_blocks_quote_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_quote_decorative" AS ENUM('quotation', 'happy-dance', 'cake-surfing');
  CREATE TYPE "public"."enum_pages_blocks_quote_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_quote_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_quote_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_quote_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_quote_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_quote_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_quote_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_quote_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_quote_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_quote_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_images_object_fit" AS ENUM('contain', 'cover');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_images_fraction_in_grid" AS ENUM('1fr', '2fr', '3fr');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_imggrid_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_image_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_slidersec_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_box_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_box_display" AS ENUM('block', 'flex');
  CREATE TYPE "public"."enum_pages_blocks_box_flex_direction" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_pages_blocks_box_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_box_max_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum_pages_blocks_box_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_box_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_box_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_box_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_box_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_box_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_box_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_box_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_box_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_box_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_cont_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_cont_custom_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum_pages_blocks_cont_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_cont_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_cont_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_cont_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_cont_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_cont_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_cont_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_cont_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_cont_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_cont_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_carousel_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_pages_blocks_carousel_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_carousel_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_pages_blocks_carousel_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_carousel_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_carousel_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_carousel_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_carousel_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_carousel_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_carousel_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_carousel_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_carousel_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_pages_blocks_carousel_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
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
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_illustration" AS ENUM('app-book-man', 'arrow-01', 'arrow-02', 'arrow-03', 'arrow-04', 'arrow-05', 'arrow-06', 'arrow-07', 'arrow-08', 'arrow-09', 'arrow-10', 'arrow-11', 'arrow-12', 'bat-man', 'beginning', 'cake-surfing', 'candy-worm', 'cloud', 'footprint', 'hand-pens', 'happy-dance', 'heart-love', 'high-five', 'holding-key', 'holiday-snowman', 'holiday-tree', 'hugging-love', 'key-lock', 'long-arms', 'loud-scream', 'mail-man', 'mail-man-walking', 'not-found', 'pen', 'shaking-hands', 'sleeping-feet', 'sneak-peak', 'target-goal', 'walk-talk', 'warning-sign', 'web-app');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_illustration_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_illustration_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_illustration_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_arrow_options_arrow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_illus_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
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
  CREATE TYPE "public"."enum___pages_v_blocks_support_v_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___pages_v_blocks_support_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_support_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_support_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_support_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_support_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_support_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_support_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_support_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_support_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_support_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_social_link_icon" AS ENUM('facebook', 'instagram', 'youtube');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_icon_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_icon_spacing" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_icon_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_social_media_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_list_dot_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_video_file_type" AS ENUM('mp4', 'mov', 'webm');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_content_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_covers_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_covers_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_covers_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_covers_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_covers_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_covers_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_covers_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_covers_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_covers_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_covers_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_section_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_hw_font_family" AS ENUM('primary', 'accent');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_hw_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_hw_line_height" AS ENUM('xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_contract_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum____pages_v_blocks_stats_v_slides_v_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___pages_v_blocks_stats_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_stats_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_stats_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_stats_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_stats_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_stats_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_stats_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_stats_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_stats_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_stats_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_font_settings_family" AS ENUM('headline', 'primary', 'accent');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_font_settings_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_font_settings_weight" AS ENUM('light', 'normal', 'medium', 'semibold', 'bold', 'extrabold');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_font_settings_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_logos_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_second_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_space" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_spacer_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_decorative" AS ENUM('quotation', 'happy-dance', 'cake-surfing');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_images_object_fit" AS ENUM('contain', 'cover');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_images_fraction_in_grid" AS ENUM('1fr', '2fr', '3fr');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_imggrid_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_image_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_slidersec_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_display" AS ENUM('block', 'flex');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_flex_direction" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_max_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_box_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_custom_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_cont_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___pages_v_blocks_carousel_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
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
  CREATE TYPE "public"."enum_stories_blocks_illus_illustration" AS ENUM('app-book-man', 'arrow-01', 'arrow-02', 'arrow-03', 'arrow-04', 'arrow-05', 'arrow-06', 'arrow-07', 'arrow-08', 'arrow-09', 'arrow-10', 'arrow-11', 'arrow-12', 'bat-man', 'beginning', 'cake-surfing', 'candy-worm', 'cloud', 'footprint', 'hand-pens', 'happy-dance', 'heart-love', 'high-five', 'holding-key', 'holiday-snowman', 'holiday-tree', 'hugging-love', 'key-lock', 'long-arms', 'loud-scream', 'mail-man', 'mail-man-walking', 'not-found', 'pen', 'shaking-hands', 'sleeping-feet', 'sneak-peak', 'target-goal', 'walk-talk', 'warning-sign', 'web-app');
  CREATE TYPE "public"."enum_stories_blocks_illus_illustration_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_illus_illustration_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_illus_illustration_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_stories_blocks_illus_arrow_options_arrow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_stories_blocks_illus_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_illus_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_illus_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_illus_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_illus_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_illus_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_illus_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_illus_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_illus_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_illus_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
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
  CREATE TYPE "public"."enum_stories_blocks_support_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_support_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_support_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_support_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_support_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_support_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_support_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_support_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_support_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_support_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_support_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_social_media_social_link_icon" AS ENUM('facebook', 'instagram', 'youtube');
  CREATE TYPE "public"."enum_stories_blocks_social_media_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum_stories_blocks_social_media_icon_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_stories_blocks_social_media_icon_spacing" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_social_media_icon_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_social_media_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_social_media_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_social_media_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_social_media_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_social_media_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_social_media_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_social_media_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_social_media_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_social_media_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_social_media_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_text_image_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_text_image_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_stories_blocks_text_image_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_text_image_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_text_image_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_stories_blocks_text_image_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_stories_blocks_text_image_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_stories_blocks_text_image_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_stories_blocks_text_image_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_stories_blocks_text_image_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_stories_blocks_text_image_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_text_image_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_text_image_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_text_image_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_text_image_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_text_image_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_text_image_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_text_image_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_text_image_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_text_image_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_text_video_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_text_video_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_stories_blocks_text_video_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_text_video_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_text_video_list_dot_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_text_video_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_stories_blocks_text_video_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_stories_blocks_text_video_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_stories_blocks_text_video_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_stories_blocks_text_video_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_stories_blocks_text_video_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_stories_blocks_text_video_video_file_type" AS ENUM('mp4', 'mov', 'webm');
  CREATE TYPE "public"."enum_stories_blocks_text_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_text_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_text_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_text_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_text_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_text_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_text_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_text_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_text_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_text_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_countdown_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_countdown_content_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_countdown_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_countdown_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_countdown_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_countdown_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_countdown_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_countdown_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_countdown_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_countdown_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_countdown_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_countdown_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_covers_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_covers_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_covers_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_covers_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_covers_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_covers_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_covers_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_covers_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_covers_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_covers_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_contract_section_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_stories_blocks_contract_hw_font_family" AS ENUM('primary', 'accent');
  CREATE TYPE "public"."enum_stories_blocks_contract_hw_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_stories_blocks_contract_hw_line_height" AS ENUM('xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl');
  CREATE TYPE "public"."enum_stories_blocks_contract_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_contract_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_contract_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_contract_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_contract_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_contract_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_contract_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_contract_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_contract_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_contract_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_stats_slides_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_stats_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_stats_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_stats_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_stats_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_stats_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_stats_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_stats_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_stats_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_stats_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_stats_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_font_settings_family" AS ENUM('headline', 'primary', 'accent');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_font_settings_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_font_settings_weight" AS ENUM('light', 'normal', 'medium', 'semibold', 'bold', 'extrabold');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_font_settings_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_logos_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_spacer_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_spacer_second_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_spacer_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_stories_blocks_spacer_space" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_spacer_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_spacer_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_spacer_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_spacer_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_spacer_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_spacer_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_spacer_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_spacer_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_spacer_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_spacer_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_quote_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_stories_blocks_quote_font_family" AS ENUM('accent', 'headline');
  CREATE TYPE "public"."enum_stories_blocks_quote_decorative" AS ENUM('quotation', 'happy-dance', 'cake-surfing');
  CREATE TYPE "public"."enum_stories_blocks_quote_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_quote_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_quote_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_quote_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_quote_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_quote_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_quote_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_quote_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_quote_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_quote_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_plist_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_plist_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_plist_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_plist_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_plist_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_plist_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_plist_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_plist_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_plist_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_plist_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_images_object_fit" AS ENUM('contain', 'cover');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_images_fraction_in_grid" AS ENUM('1fr', '2fr', '3fr');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_imggrid_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_image_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_slidersec_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_box_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_box_display" AS ENUM('block', 'flex');
  CREATE TYPE "public"."enum_stories_blocks_box_flex_direction" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_stories_blocks_box_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_box_max_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum_stories_blocks_box_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_box_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_box_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_box_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_box_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_box_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_box_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_box_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_box_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_box_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_cont_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_cont_custom_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum_stories_blocks_cont_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_cont_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_cont_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_cont_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_cont_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_cont_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_cont_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_cont_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_cont_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_cont_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_carousel_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_stories_blocks_carousel_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_stories_blocks_carousel_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_stories_blocks_carousel_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_carousel_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_carousel_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_carousel_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_carousel_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_stories_blocks_carousel_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_carousel_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_carousel_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_carousel_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_stories_blocks_carousel_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
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
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_illustration" AS ENUM('app-book-man', 'arrow-01', 'arrow-02', 'arrow-03', 'arrow-04', 'arrow-05', 'arrow-06', 'arrow-07', 'arrow-08', 'arrow-09', 'arrow-10', 'arrow-11', 'arrow-12', 'bat-man', 'beginning', 'cake-surfing', 'candy-worm', 'cloud', 'footprint', 'hand-pens', 'happy-dance', 'heart-love', 'high-five', 'holding-key', 'holiday-snowman', 'holiday-tree', 'hugging-love', 'key-lock', 'long-arms', 'loud-scream', 'mail-man', 'mail-man-walking', 'not-found', 'pen', 'shaking-hands', 'sleeping-feet', 'sneak-peak', 'target-goal', 'walk-talk', 'warning-sign', 'web-app');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_illustration_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_illustration_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_illustration_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_arrow_options_arrow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_illus_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
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
  CREATE TYPE "public"."enum___stories_v_blocks_support_v_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___stories_v_blocks_support_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_support_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_support_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_support_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_support_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_support_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_support_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_support_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_support_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_support_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_social_link_icon" AS ENUM('facebook', 'instagram', 'youtube');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_icon_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_icon_spacing" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_icon_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_social_media_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_text_image_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_list_dot_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_video_file_type" AS ENUM('mp4', 'mov', 'webm');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_text_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_content_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_countdown_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_covers_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_covers_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_covers_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_covers_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_covers_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_covers_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_covers_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_covers_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_covers_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_covers_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_section_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_hw_font_family" AS ENUM('primary', 'accent');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_hw_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_hw_line_height" AS ENUM('xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_contract_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum____stories_v_blocks_stats_v_slides_v_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___stories_v_blocks_stats_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_stats_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_stats_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_stats_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_stats_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_stats_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_stats_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_stats_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_stats_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_stats_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_font_settings_family" AS ENUM('headline', 'primary', 'accent');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_font_settings_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_font_settings_weight" AS ENUM('light', 'normal', 'medium', 'semibold', 'bold', 'extrabold');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_font_settings_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_logos_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_second_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_space" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_spacer_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_font_family" AS ENUM('accent', 'headline');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_decorative" AS ENUM('quotation', 'happy-dance', 'cake-surfing');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_blocks_quote_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_plist_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_plist_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_plist_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_plist_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_plist_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_plist_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_plist_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_plist_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_plist_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_plist_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_images_object_fit" AS ENUM('contain', 'cover');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_images_fraction_in_grid" AS ENUM('1fr', '2fr', '3fr');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_imggrid_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_image_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_slidersec_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_display" AS ENUM('block', 'flex');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_flex_direction" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_max_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_box_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_custom_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_cont_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum___stories_v_blocks_carousel_v_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum__stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_published_locale" AS ENUM('da-dk', 'de-de', 'en-au', 'en-gb', 'en-us', 'en-ca', 'es-es', 'fr-fr', 'it-it', 'nl-nl', 'nb-no', 'sv-se');
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
  CREATE TYPE "public"."enum_page_variants_blocks_illus_illustration" AS ENUM('app-book-man', 'arrow-01', 'arrow-02', 'arrow-03', 'arrow-04', 'arrow-05', 'arrow-06', 'arrow-07', 'arrow-08', 'arrow-09', 'arrow-10', 'arrow-11', 'arrow-12', 'bat-man', 'beginning', 'cake-surfing', 'candy-worm', 'cloud', 'footprint', 'hand-pens', 'happy-dance', 'heart-love', 'high-five', 'holding-key', 'holiday-snowman', 'holiday-tree', 'hugging-love', 'key-lock', 'long-arms', 'loud-scream', 'mail-man', 'mail-man-walking', 'not-found', 'pen', 'shaking-hands', 'sleeping-feet', 'sneak-peak', 'target-goal', 'walk-talk', 'warning-sign', 'web-app');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_illustration_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_illustration_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_illustration_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_arrow_options_arrow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_illus_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
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
  CREATE TYPE "public"."enum_page_variants_blocks_support_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_support_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_support_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_support_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_support_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_support_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_support_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_support_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_support_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_support_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_support_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_social_link_icon" AS ENUM('facebook', 'instagram', 'youtube');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_icon_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_icon_spacing" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_icon_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_social_media_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_text_image_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_list_dot_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_video_file_type" AS ENUM('mp4', 'mov', 'webm');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_text_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_content_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_countdown_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_covers_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_covers_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_covers_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_covers_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_covers_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_covers_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_covers_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_covers_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_covers_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_covers_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_section_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_hw_font_family" AS ENUM('primary', 'accent');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_hw_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_hw_line_height" AS ENUM('xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_contract_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_stats_slides_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_stats_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_stats_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_stats_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_stats_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_stats_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_stats_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_stats_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_stats_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_stats_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_stats_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_font_settings_family" AS ENUM('headline', 'primary', 'accent');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_font_settings_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_font_settings_weight" AS ENUM('light', 'normal', 'medium', 'semibold', 'bold', 'extrabold');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_font_settings_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_logos_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_second_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_space" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_spacer_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_decorative" AS ENUM('quotation', 'happy-dance', 'cake-surfing');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_quote_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_images_object_fit" AS ENUM('contain', 'cover');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_images_fraction_in_grid" AS ENUM('1fr', '2fr', '3fr');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_imggrid_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_image_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_slidersec_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_box_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_box_display" AS ENUM('block', 'flex');
  CREATE TYPE "public"."enum_page_variants_blocks_box_flex_direction" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_page_variants_blocks_box_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_box_max_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum_page_variants_blocks_box_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_box_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_box_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_box_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_box_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_box_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_box_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_box_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_box_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_box_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_custom_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_cont_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_page_variants_blocks_carousel_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
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
  CREATE TYPE "public"."enum_story_variants_blocks_illus_illustration" AS ENUM('app-book-man', 'arrow-01', 'arrow-02', 'arrow-03', 'arrow-04', 'arrow-05', 'arrow-06', 'arrow-07', 'arrow-08', 'arrow-09', 'arrow-10', 'arrow-11', 'arrow-12', 'bat-man', 'beginning', 'cake-surfing', 'candy-worm', 'cloud', 'footprint', 'hand-pens', 'happy-dance', 'heart-love', 'high-five', 'holding-key', 'holiday-snowman', 'holiday-tree', 'hugging-love', 'key-lock', 'long-arms', 'loud-scream', 'mail-man', 'mail-man-walking', 'not-found', 'pen', 'shaking-hands', 'sleeping-feet', 'sneak-peak', 'target-goal', 'walk-talk', 'warning-sign', 'web-app');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_illustration_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_illustration_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_illustration_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_arrow_options_arrow_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_illus_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
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
  CREATE TYPE "public"."enum_story_variants_blocks_support_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_support_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_support_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_support_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_support_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_support_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_support_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_support_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_support_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_support_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_support_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_social_link_icon" AS ENUM('facebook', 'instagram', 'youtube');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_icon_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_icon_spacing" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_icon_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_social_media_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_text_image_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_heading_level" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_heading_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_text_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_list_dot_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_button_type" AS ENUM('cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_button_size" AS ENUM('s', 'm', 'l');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_button_button_position" AS ENUM('left', 'center', 'right', 'none');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_video_file_type" AS ENUM('mp4', 'mov', 'webm');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_text_video_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_content_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_countdown_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_covers_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_covers_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_covers_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_covers_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_covers_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_covers_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_covers_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_covers_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_covers_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_covers_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_section_button_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_hw_font_family" AS ENUM('primary', 'accent');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_hw_font_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_hw_line_height" AS ENUM('xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_section_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_section_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_section_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_section_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_section_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_section_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_section_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_section_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_section_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_contract_section_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_stats_slides_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_stats_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_stats_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_stats_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_stats_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_stats_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_stats_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_stats_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_stats_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_stats_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_stats_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_font_settings_family" AS ENUM('headline', 'primary', 'accent');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_font_settings_size" AS ENUM('xs', 's', 'base', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl', 'special_xxl', 'quote', 'caption_xs', 'body_s', 'preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_font_settings_weight" AS ENUM('light', 'normal', 'medium', 'semibold', 'bold', 'extrabold');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_font_settings_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_logos_component_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_second_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_direction" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_space" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_spacer_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_model_type" AS ENUM('blog', 'pages');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_font_family" AS ENUM('accent', 'headline');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_decorative" AS ENUM('quotation', 'happy-dance', 'cake-surfing');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_quote_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_plist_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_plist_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_plist_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_plist_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_plist_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_plist_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_plist_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_plist_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_plist_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_plist_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_images_object_fit" AS ENUM('contain', 'cover');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_images_fraction_in_grid" AS ENUM('1fr', '2fr', '3fr');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_imggrid_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_image_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_slidersec_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_box_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_box_display" AS ENUM('block', 'flex');
  CREATE TYPE "public"."enum_story_variants_blocks_box_flex_direction" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_story_variants_blocks_box_gap" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_box_max_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum_story_variants_blocks_box_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_box_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_box_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_box_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_box_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_box_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_box_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_box_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_box_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_box_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_background" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_custom_width" AS ENUM('narrow', 'text', 'wide', 'full');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_cont_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_paginator_position" AS ENUM('floating', 'bottom');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_paginator_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_background_color" AS ENUM('almostBlack', 'almostWhite', 'brokenWhite', 'brandYellow', 'cloudy', 'igloo', 'iglooLight', 'seaweed', 'seaweedLight', 'clay', 'clayLight', 'cocoa', 'glaze', 'misty', 'tomato', 'candy', 'forest', 'ketchup', 'lavender', 'errorText', 'white', 'transparent', 'malm0', 'malm1', 'malm2', 'malm3', 'malm4', 'lav0', 'lav1', 'lav2', 'lav3', 'lav4', 'kantarell0', 'kantarell1', 'kantarell2', 'kantarell3', 'kantarell4', 'hjortron0', 'hjortron1', 'hjortron2', 'hjortron3', 'hjortron4', 'ljung0', 'ljung1', 'ljung2', 'ljung3', 'ljung4', 'mossa0', 'mossa1', 'mossa2', 'mossa3', 'mossa4', 'älv0', 'älv1', 'älv2', 'älv3', 'älv4', 'blåbär0', 'blåbär1', 'blåbär2', 'blåbär3', 'blåbär4');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_margin" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_margin_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_margin_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_margin_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_margin_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl', 'auto');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_padding" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_padding_left" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_padding_right" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_padding_top" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_blocks_carousel_padding_bottom" AS ENUM('none', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 's-l', 's-xl');
  CREATE TYPE "public"."enum_story_variants_kind" AS ENUM('abTest', 'personalisation');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_product_info_prices_market" AS ENUM('DK', 'DE', 'AU', 'GB', 'US', 'CA', 'ES', 'FR', 'IT', 'NL', 'NO', 'SE');
  CREATE TYPE "public"."enum_product_info_prices_currency" AS ENUM('GBP', 'EUR', 'SEK', 'DKK', 'NOK', 'USD', 'AUD', 'CAD');
  CREATE TYPE "public"."enum_product_info_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_product_info_format" AS ENUM('hardcover 27x27 cm', 'hardcover 20x20 cm', 'softcover 20x20 cm');
  CREATE TYPE "public"."enum_product_info_paper" AS ENUM('semi-gloss', 'matte');
  CREATE TYPE "public"."enum_payment_options_methods" AS ENUM('card', 'paypal', 'klarna', 'apple-pay', 'google-pay', 'swish', 'mobilepay', 'vipps', 'ideal', 'invoice');
  CREATE TYPE "public"."enum_payment_options_country" AS ENUM('DK', 'DE', 'AU', 'GB', 'US', 'CA', 'ES', 'FR', 'IT', 'NL', 'NO', 'SE');
  CREATE TYPE "public"."enum_christmas_delivery_dates_country" AS ENUM('DK', 'DE', 'AU', 'GB', 'US', 'CA', 'ES', 'FR', 'IT', 'NL', 'NO', 'SE');
  CREATE TYPE "public"."enum_reviews_language" AS ENUM('en', 'sv', 'de', 'it', 'fr', 'es', 'da', 'nb', 'nl');
  CREATE TYPE "public"."enum_reviews_product_type" AS ENUM('book', 'print');
  CREATE TYPE "public"."enum_identity_accounts_kind" AS ENUM('user', 'service');
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
  
  CREATE TABLE "pages_blocks_illus" (
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
  	"illustration" "enum_pages_blocks_illus_illustration" DEFAULT 'arrow-05',
  	"illustration_color" "enum_pages_blocks_illus_illustration_color" DEFAULT 'almostBlack',
  	"illustration_position" "enum_pages_blocks_illus_illustration_position" DEFAULT 'center',
  	"illustration_size" "enum_pages_blocks_illus_illustration_size" DEFAULT 'm',
  	"arrow_options_arrow_direction" "enum_pages_blocks_illus_arrow_options_arrow_direction" DEFAULT 'up',
  	"arrow_options_arrow_rotation" numeric DEFAULT 0,
  	"margin" "enum_pages_blocks_illus_margin",
  	"margin_top" "enum_pages_blocks_illus_margin_top",
  	"margin_bottom" "enum_pages_blocks_illus_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_illus_margin_left",
  	"margin_right" "enum_pages_blocks_illus_margin_right",
  	"padding" "enum_pages_blocks_illus_padding",
  	"padding_left" "enum_pages_blocks_illus_padding_left",
  	"padding_right" "enum_pages_blocks_illus_padding_right",
  	"padding_top" "enum_pages_blocks_illus_padding_top",
  	"padding_bottom" "enum_pages_blocks_illus_padding_bottom",
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
  
  CREATE TABLE "pages_blocks_support" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_pages_blocks_support_background_color" DEFAULT 'iglooLight',
  	"heading" varchar,
  	"text" varchar,
  	"contact_link" varchar,
  	"margin" "enum_pages_blocks_support_margin",
  	"margin_top" "enum_pages_blocks_support_margin_top",
  	"margin_bottom" "enum_pages_blocks_support_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_support_margin_left",
  	"margin_right" "enum_pages_blocks_support_margin_right",
  	"padding" "enum_pages_blocks_support_padding",
  	"padding_left" "enum_pages_blocks_support_padding_left",
  	"padding_right" "enum_pages_blocks_support_padding_right",
  	"padding_top" "enum_pages_blocks_support_padding_top",
  	"padding_bottom" "enum_pages_blocks_support_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_image_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_text_image_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar
  );
  
  CREATE TABLE "pages_blocks_social_media_social_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"icon" "enum_pages_blocks_social_media_social_link_icon"
  );
  
  CREATE TABLE "pages_blocks_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"direction" "enum_pages_blocks_social_media_direction" DEFAULT 'horizontal',
  	"icon_size" "enum_pages_blocks_social_media_icon_size" DEFAULT 'm',
  	"icon_spacing" "enum_pages_blocks_social_media_icon_spacing" DEFAULT 's',
  	"icon_color" "enum_pages_blocks_social_media_icon_color" DEFAULT 'malm0',
  	"margin" "enum_pages_blocks_social_media_margin",
  	"margin_top" "enum_pages_blocks_social_media_margin_top",
  	"margin_bottom" "enum_pages_blocks_social_media_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_social_media_margin_left",
  	"margin_right" "enum_pages_blocks_social_media_margin_right",
  	"padding" "enum_pages_blocks_social_media_padding",
  	"padding_left" "enum_pages_blocks_social_media_padding_left",
  	"padding_right" "enum_pages_blocks_social_media_padding_right",
  	"padding_top" "enum_pages_blocks_social_media_padding_top",
  	"padding_bottom" "enum_pages_blocks_social_media_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_pages_blocks_text_image_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum_pages_blocks_text_image_heading_level" DEFAULT 'h3',
  	"heading_position" "enum_pages_blocks_text_image_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum_pages_blocks_text_image_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum_pages_blocks_text_image_button_type" DEFAULT 'secondary',
  	"button_size" "enum_pages_blocks_text_image_button_size" DEFAULT 'm',
  	"button_button_position" "enum_pages_blocks_text_image_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum_pages_blocks_text_image_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum_pages_blocks_text_image_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum_pages_blocks_text_image_paginator_position" DEFAULT 'bottom',
  	"margin" "enum_pages_blocks_text_image_margin",
  	"margin_top" "enum_pages_blocks_text_image_margin_top",
  	"margin_bottom" "enum_pages_blocks_text_image_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_text_image_margin_left",
  	"margin_right" "enum_pages_blocks_text_image_margin_right",
  	"padding" "enum_pages_blocks_text_image_padding",
  	"padding_left" "enum_pages_blocks_text_image_padding_left",
  	"padding_right" "enum_pages_blocks_text_image_padding_right",
  	"padding_top" "enum_pages_blocks_text_image_padding_top",
  	"padding_bottom" "enum_pages_blocks_text_image_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_video_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_text_video_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar
  );
  
  CREATE TABLE "pages_blocks_text_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_pages_blocks_text_video_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"fullbleed_video" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum_pages_blocks_text_video_heading_level" DEFAULT 'h3',
  	"heading_position" "enum_pages_blocks_text_video_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum_pages_blocks_text_video_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"list_dot_color" "enum_pages_blocks_text_video_list_dot_color" DEFAULT 'ljung2',
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum_pages_blocks_text_video_button_type" DEFAULT 'secondary',
  	"button_size" "enum_pages_blocks_text_video_button_size" DEFAULT 'm',
  	"button_button_position" "enum_pages_blocks_text_video_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum_pages_blocks_text_video_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum_pages_blocks_text_video_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum_pages_blocks_text_video_paginator_position" DEFAULT 'bottom',
  	"video_file_id" integer,
  	"video_poster_image_id" integer,
  	"video_loop" boolean DEFAULT false,
  	"video_muted" boolean DEFAULT false,
  	"video_file_type" "enum_pages_blocks_text_video_video_file_type",
  	"margin" "enum_pages_blocks_text_video_margin",
  	"margin_top" "enum_pages_blocks_text_video_margin_top",
  	"margin_bottom" "enum_pages_blocks_text_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_text_video_margin_left",
  	"margin_right" "enum_pages_blocks_text_video_margin_right",
  	"padding" "enum_pages_blocks_text_video_padding",
  	"padding_left" "enum_pages_blocks_text_video_padding_left",
  	"padding_right" "enum_pages_blocks_text_video_padding_right",
  	"padding_top" "enum_pages_blocks_text_video_padding_top",
  	"padding_bottom" "enum_pages_blocks_text_video_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"fullbleed" boolean DEFAULT false,
  	"inverted_text_color" boolean DEFAULT false,
  	"use_text_gradient" boolean DEFAULT false,
  	"background_color" "enum_pages_blocks_countdown_background_color",
  	"content_alignment" "enum_pages_blocks_countdown_content_alignment" DEFAULT 'center',
  	"target_date" timestamp(3) with time zone,
  	"target_text" varchar,
  	"add_end_date" boolean DEFAULT false,
  	"event_end_date" timestamp(3) with time zone,
  	"event_end_text" varchar,
  	"margin" "enum_pages_blocks_countdown_margin",
  	"margin_top" "enum_pages_blocks_countdown_margin_top",
  	"margin_bottom" "enum_pages_blocks_countdown_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_countdown_margin_left",
  	"margin_right" "enum_pages_blocks_countdown_margin_right",
  	"padding" "enum_pages_blocks_countdown_padding",
  	"padding_left" "enum_pages_blocks_countdown_padding_left",
  	"padding_right" "enum_pages_blocks_countdown_padding_right",
  	"padding_top" "enum_pages_blocks_countdown_padding_top",
  	"padding_bottom" "enum_pages_blocks_countdown_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_covers_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"margin" "enum_pages_blocks_covers_section_margin",
  	"margin_top" "enum_pages_blocks_covers_section_margin_top",
  	"margin_bottom" "enum_pages_blocks_covers_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_covers_section_margin_left",
  	"margin_right" "enum_pages_blocks_covers_section_margin_right",
  	"padding" "enum_pages_blocks_covers_section_padding",
  	"padding_left" "enum_pages_blocks_covers_section_padding_left",
  	"padding_right" "enum_pages_blocks_covers_section_padding_right",
  	"padding_top" "enum_pages_blocks_covers_section_padding_top",
  	"padding_bottom" "enum_pages_blocks_covers_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contract_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_image_id" integer,
  	"image_id" integer,
  	"alt_text" varchar,
  	"heading" varchar,
  	"add_heading_link" boolean DEFAULT false,
  	"heading_link" varchar,
  	"intro" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/create',
  	"button_product_type" "enum_pages_blocks_contract_section_button_product_type" DEFAULT 'book',
  	"handwritten_text_text" varchar,
  	"handwritten_text_font_family" "enum_pages_blocks_contract_hw_font_family" DEFAULT 'accent',
  	"handwritten_text_font_size" "enum_pages_blocks_contract_hw_font_size",
  	"handwritten_text_line_height" "enum_pages_blocks_contract_hw_line_height",
  	"margin" "enum_pages_blocks_contract_section_margin",
  	"margin_top" "enum_pages_blocks_contract_section_margin_top",
  	"margin_bottom" "enum_pages_blocks_contract_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_contract_section_margin_left",
  	"margin_right" "enum_pages_blocks_contract_section_margin_right",
  	"padding" "enum_pages_blocks_contract_section_padding",
  	"padding_left" "enum_pages_blocks_contract_section_padding_left",
  	"padding_right" "enum_pages_blocks_contract_section_padding_right",
  	"padding_top" "enum_pages_blocks_contract_section_padding_top",
  	"padding_bottom" "enum_pages_blocks_contract_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"color" "enum_pages_blocks_stats_slides_color" DEFAULT 'kantarell3',
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"source" varchar,
  	"margin" "enum_pages_blocks_stats_margin",
  	"margin_top" "enum_pages_blocks_stats_margin_top",
  	"margin_bottom" "enum_pages_blocks_stats_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_stats_margin_left",
  	"margin_right" "enum_pages_blocks_stats_margin_right",
  	"padding" "enum_pages_blocks_stats_padding",
  	"padding_left" "enum_pages_blocks_stats_padding_left",
  	"padding_right" "enum_pages_blocks_stats_padding_right",
  	"padding_top" "enum_pages_blocks_stats_padding_top",
  	"padding_bottom" "enum_pages_blocks_stats_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_logos_component_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"max_height" numeric DEFAULT 48,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_logos_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"font_settings_family" "enum_pages_blocks_logos_component_font_settings_family",
  	"font_settings_size" "enum_pages_blocks_logos_component_font_settings_size",
  	"font_settings_weight" "enum_pages_blocks_logos_component_font_settings_weight",
  	"font_settings_align" "enum_pages_blocks_logos_component_font_settings_align" DEFAULT 'center',
  	"margin" "enum_pages_blocks_logos_component_margin",
  	"margin_top" "enum_pages_blocks_logos_component_margin_top",
  	"margin_bottom" "enum_pages_blocks_logos_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_logos_component_margin_left",
  	"margin_right" "enum_pages_blocks_logos_component_margin_right",
  	"padding" "enum_pages_blocks_logos_component_padding",
  	"padding_left" "enum_pages_blocks_logos_component_padding_left",
  	"padding_right" "enum_pages_blocks_logos_component_padding_right",
  	"padding_top" "enum_pages_blocks_logos_component_padding_top",
  	"padding_bottom" "enum_pages_blocks_logos_component_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_pages_blocks_spacer_background_color",
  	"second_color" "enum_pages_blocks_spacer_second_color",
  	"add_waves" boolean DEFAULT true,
  	"direction" "enum_pages_blocks_spacer_direction" DEFAULT 'down',
  	"space" "enum_pages_blocks_spacer_space" DEFAULT 'xl',
  	"margin" "enum_pages_blocks_spacer_margin",
  	"margin_top" "enum_pages_blocks_spacer_margin_top",
  	"margin_bottom" "enum_pages_blocks_spacer_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_spacer_margin_left",
  	"margin_right" "enum_pages_blocks_spacer_margin_right",
  	"padding" "enum_pages_blocks_spacer_padding",
  	"padding_left" "enum_pages_blocks_spacer_padding_left",
  	"padding_right" "enum_pages_blocks_spacer_padding_right",
  	"padding_top" "enum_pages_blocks_spacer_padding_top",
  	"padding_bottom" "enum_pages_blocks_spacer_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_pages_blocks_quote_model_type" DEFAULT 'pages',
  	"background_color" "enum_pages_blocks_quote_background_color" DEFAULT 'misty',
  	"quote" varchar,
  	"signature" varchar,
  	"decorative" "enum_pages_blocks_quote_decorative",
  	"margin" "enum_pages_blocks_quote_margin",
  	"margin_top" "enum_pages_blocks_quote_margin_top",
  	"margin_bottom" "enum_pages_blocks_quote_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_quote_margin_left",
  	"margin_right" "enum_pages_blocks_quote_margin_right",
  	"padding" "enum_pages_blocks_quote_padding",
  	"padding_left" "enum_pages_blocks_quote_padding_left",
  	"padding_right" "enum_pages_blocks_quote_padding_right",
  	"padding_top" "enum_pages_blocks_quote_padding_top",
  	"padding_bottom" "enum_pages_blocks_quote_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_imggrid_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"object_fit" "enum_pages_blocks_imggrid_images_object_fit" DEFAULT 'cover',
  	"alt_text" varchar,
  	"caption" varchar,
  	"fraction_in_grid" "enum_pages_blocks_imggrid_images_fraction_in_grid" DEFAULT '1fr',
  	"max_height" numeric DEFAULT 0
  );
  
  CREATE TABLE "pages_blocks_imggrid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"full_bleed" boolean DEFAULT false,
  	"show_gutter" boolean DEFAULT true,
  	"global_border_radius" numeric DEFAULT 8,
  	"margin" "enum_pages_blocks_imggrid_margin",
  	"margin_top" "enum_pages_blocks_imggrid_margin_top",
  	"margin_bottom" "enum_pages_blocks_imggrid_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_imggrid_margin_left",
  	"margin_right" "enum_pages_blocks_imggrid_margin_right",
  	"padding" "enum_pages_blocks_imggrid_padding",
  	"padding_left" "enum_pages_blocks_imggrid_padding_left",
  	"padding_right" "enum_pages_blocks_imggrid_padding_right",
  	"padding_top" "enum_pages_blocks_imggrid_padding_top",
  	"padding_bottom" "enum_pages_blocks_imggrid_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_slidersec_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "pages_blocks_slidersec" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_pages_blocks_slidersec_background_color",
  	"heading" varchar,
  	"body" varchar,
  	"text_align" "enum_pages_blocks_slidersec_text_align" DEFAULT 'center',
  	"image_gap" "enum_pages_blocks_slidersec_image_gap",
  	"inverted_color_arrows" boolean DEFAULT false,
  	"margin" "enum_pages_blocks_slidersec_margin",
  	"margin_top" "enum_pages_blocks_slidersec_margin_top",
  	"margin_bottom" "enum_pages_blocks_slidersec_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_slidersec_margin_left",
  	"margin_right" "enum_pages_blocks_slidersec_margin_right",
  	"padding" "enum_pages_blocks_slidersec_padding",
  	"padding_left" "enum_pages_blocks_slidersec_padding_left",
  	"padding_right" "enum_pages_blocks_slidersec_padding_right",
  	"padding_top" "enum_pages_blocks_slidersec_padding_top",
  	"padding_bottom" "enum_pages_blocks_slidersec_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background" "enum_pages_blocks_box_background",
  	"display" "enum_pages_blocks_box_display" DEFAULT 'block',
  	"flex_direction" "enum_pages_blocks_box_flex_direction" DEFAULT 'row',
  	"gap" "enum_pages_blocks_box_gap" DEFAULT 'm',
  	"max_width" "enum_pages_blocks_box_max_width",
  	"margin" "enum_pages_blocks_box_margin",
  	"margin_top" "enum_pages_blocks_box_margin_top",
  	"margin_bottom" "enum_pages_blocks_box_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_box_margin_left",
  	"margin_right" "enum_pages_blocks_box_margin_right",
  	"padding" "enum_pages_blocks_box_padding",
  	"padding_left" "enum_pages_blocks_box_padding_left",
  	"padding_right" "enum_pages_blocks_box_padding_right",
  	"padding_top" "enum_pages_blocks_box_padding_top",
  	"padding_bottom" "enum_pages_blocks_box_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cont" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background" "enum_pages_blocks_cont_background",
  	"custom_width" "enum_pages_blocks_cont_custom_width" DEFAULT 'wide',
  	"margin" "enum_pages_blocks_cont_margin",
  	"margin_top" "enum_pages_blocks_cont_margin_top",
  	"margin_bottom" "enum_pages_blocks_cont_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_cont_margin_left",
  	"margin_right" "enum_pages_blocks_cont_margin_right",
  	"padding" "enum_pages_blocks_cont_padding",
  	"padding_left" "enum_pages_blocks_cont_padding_left",
  	"padding_right" "enum_pages_blocks_cont_padding_right",
  	"padding_top" "enum_pages_blocks_cont_padding_top",
  	"padding_bottom" "enum_pages_blocks_cont_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "pages_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"paginator_position" "enum_pages_blocks_carousel_paginator_position" DEFAULT 'bottom',
  	"paginator_color" "enum_pages_blocks_carousel_paginator_color" DEFAULT 'dark',
  	"use_nav_arrows" boolean DEFAULT true,
  	"background_color" "enum_pages_blocks_carousel_background_color",
  	"margin" "enum_pages_blocks_carousel_margin",
  	"margin_top" "enum_pages_blocks_carousel_margin_top",
  	"margin_bottom" "enum_pages_blocks_carousel_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_pages_blocks_carousel_margin_left",
  	"margin_right" "enum_pages_blocks_carousel_margin_right",
  	"padding" "enum_pages_blocks_carousel_padding",
  	"padding_left" "enum_pages_blocks_carousel_padding_left",
  	"padding_right" "enum_pages_blocks_carousel_padding_right",
  	"padding_top" "enum_pages_blocks_carousel_padding_top",
  	"padding_bottom" "enum_pages_blocks_carousel_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meta_image_id" integer,
  	"meta_no_index" boolean DEFAULT false,
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
  
  CREATE TABLE "__pages_v_blocks_illus_v" (
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
  	"illustration" "enum___pages_v_blocks_illus_v_illustration" DEFAULT 'arrow-05',
  	"illustration_color" "enum___pages_v_blocks_illus_v_illustration_color" DEFAULT 'almostBlack',
  	"illustration_position" "enum___pages_v_blocks_illus_v_illustration_position" DEFAULT 'center',
  	"illustration_size" "enum___pages_v_blocks_illus_v_illustration_size" DEFAULT 'm',
  	"arrow_options_arrow_direction" "enum___pages_v_blocks_illus_v_arrow_options_arrow_direction" DEFAULT 'up',
  	"arrow_options_arrow_rotation" numeric DEFAULT 0,
  	"margin" "enum___pages_v_blocks_illus_v_margin",
  	"margin_top" "enum___pages_v_blocks_illus_v_margin_top",
  	"margin_bottom" "enum___pages_v_blocks_illus_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___pages_v_blocks_illus_v_margin_left",
  	"margin_right" "enum___pages_v_blocks_illus_v_margin_right",
  	"padding" "enum___pages_v_blocks_illus_v_padding",
  	"padding_left" "enum___pages_v_blocks_illus_v_padding_left",
  	"padding_right" "enum___pages_v_blocks_illus_v_padding_right",
  	"padding_top" "enum___pages_v_blocks_illus_v_padding_top",
  	"padding_bottom" "enum___pages_v_blocks_illus_v_padding_bottom",
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
  
  CREATE TABLE "__pages_v_blocks_support_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum___pages_v_blocks_support_v_background_color" DEFAULT 'iglooLight',
  	"heading" varchar,
  	"text" varchar,
  	"contact_link" varchar,
  	"margin" "enum___pages_v_blocks_support_v_margin",
  	"margin_top" "enum___pages_v_blocks_support_v_margin_top",
  	"margin_bottom" "enum___pages_v_blocks_support_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___pages_v_blocks_support_v_margin_left",
  	"margin_right" "enum___pages_v_blocks_support_v_margin_right",
  	"padding" "enum___pages_v_blocks_support_v_padding",
  	"padding_left" "enum___pages_v_blocks_support_v_padding_left",
  	"padding_right" "enum___pages_v_blocks_support_v_padding_right",
  	"padding_top" "enum___pages_v_blocks_support_v_padding_top",
  	"padding_bottom" "enum___pages_v_blocks_support_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_image_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_image_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_social_media_social_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"icon" "enum__pages_v_blocks_social_media_social_link_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"direction" "enum__pages_v_blocks_social_media_direction" DEFAULT 'horizontal',
  	"icon_size" "enum__pages_v_blocks_social_media_icon_size" DEFAULT 'm',
  	"icon_spacing" "enum__pages_v_blocks_social_media_icon_spacing" DEFAULT 's',
  	"icon_color" "enum__pages_v_blocks_social_media_icon_color" DEFAULT 'malm0',
  	"margin" "enum__pages_v_blocks_social_media_margin",
  	"margin_top" "enum__pages_v_blocks_social_media_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_social_media_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_social_media_margin_left",
  	"margin_right" "enum__pages_v_blocks_social_media_margin_right",
  	"padding" "enum__pages_v_blocks_social_media_padding",
  	"padding_left" "enum__pages_v_blocks_social_media_padding_left",
  	"padding_right" "enum__pages_v_blocks_social_media_padding_right",
  	"padding_top" "enum__pages_v_blocks_social_media_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_social_media_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum__pages_v_blocks_text_image_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum__pages_v_blocks_text_image_heading_level" DEFAULT 'h3',
  	"heading_position" "enum__pages_v_blocks_text_image_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum__pages_v_blocks_text_image_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum__pages_v_blocks_text_image_button_type" DEFAULT 'secondary',
  	"button_size" "enum__pages_v_blocks_text_image_button_size" DEFAULT 'm',
  	"button_button_position" "enum__pages_v_blocks_text_image_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum__pages_v_blocks_text_image_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum__pages_v_blocks_text_image_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum__pages_v_blocks_text_image_paginator_position" DEFAULT 'bottom',
  	"margin" "enum__pages_v_blocks_text_image_margin",
  	"margin_top" "enum__pages_v_blocks_text_image_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_text_image_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_text_image_margin_left",
  	"margin_right" "enum__pages_v_blocks_text_image_margin_right",
  	"padding" "enum__pages_v_blocks_text_image_padding",
  	"padding_left" "enum__pages_v_blocks_text_image_padding_left",
  	"padding_right" "enum__pages_v_blocks_text_image_padding_right",
  	"padding_top" "enum__pages_v_blocks_text_image_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_text_image_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_video_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_video_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum__pages_v_blocks_text_video_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"fullbleed_video" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum__pages_v_blocks_text_video_heading_level" DEFAULT 'h3',
  	"heading_position" "enum__pages_v_blocks_text_video_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum__pages_v_blocks_text_video_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"list_dot_color" "enum__pages_v_blocks_text_video_list_dot_color" DEFAULT 'ljung2',
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum__pages_v_blocks_text_video_button_type" DEFAULT 'secondary',
  	"button_size" "enum__pages_v_blocks_text_video_button_size" DEFAULT 'm',
  	"button_button_position" "enum__pages_v_blocks_text_video_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum__pages_v_blocks_text_video_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum__pages_v_blocks_text_video_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum__pages_v_blocks_text_video_paginator_position" DEFAULT 'bottom',
  	"video_file_id" integer,
  	"video_poster_image_id" integer,
  	"video_loop" boolean DEFAULT false,
  	"video_muted" boolean DEFAULT false,
  	"video_file_type" "enum__pages_v_blocks_text_video_video_file_type",
  	"margin" "enum__pages_v_blocks_text_video_margin",
  	"margin_top" "enum__pages_v_blocks_text_video_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_text_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_text_video_margin_left",
  	"margin_right" "enum__pages_v_blocks_text_video_margin_right",
  	"padding" "enum__pages_v_blocks_text_video_padding",
  	"padding_left" "enum__pages_v_blocks_text_video_padding_left",
  	"padding_right" "enum__pages_v_blocks_text_video_padding_right",
  	"padding_top" "enum__pages_v_blocks_text_video_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_text_video_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"fullbleed" boolean DEFAULT false,
  	"inverted_text_color" boolean DEFAULT false,
  	"use_text_gradient" boolean DEFAULT false,
  	"background_color" "enum__pages_v_blocks_countdown_background_color",
  	"content_alignment" "enum__pages_v_blocks_countdown_content_alignment" DEFAULT 'center',
  	"target_date" timestamp(3) with time zone,
  	"target_text" varchar,
  	"add_end_date" boolean DEFAULT false,
  	"event_end_date" timestamp(3) with time zone,
  	"event_end_text" varchar,
  	"margin" "enum__pages_v_blocks_countdown_margin",
  	"margin_top" "enum__pages_v_blocks_countdown_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_countdown_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_countdown_margin_left",
  	"margin_right" "enum__pages_v_blocks_countdown_margin_right",
  	"padding" "enum__pages_v_blocks_countdown_padding",
  	"padding_left" "enum__pages_v_blocks_countdown_padding_left",
  	"padding_right" "enum__pages_v_blocks_countdown_padding_right",
  	"padding_top" "enum__pages_v_blocks_countdown_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_countdown_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_covers_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"margin" "enum__pages_v_blocks_covers_section_margin",
  	"margin_top" "enum__pages_v_blocks_covers_section_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_covers_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_covers_section_margin_left",
  	"margin_right" "enum__pages_v_blocks_covers_section_margin_right",
  	"padding" "enum__pages_v_blocks_covers_section_padding",
  	"padding_left" "enum__pages_v_blocks_covers_section_padding_left",
  	"padding_right" "enum__pages_v_blocks_covers_section_padding_right",
  	"padding_top" "enum__pages_v_blocks_covers_section_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_covers_section_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contract_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_image_id" integer,
  	"image_id" integer,
  	"alt_text" varchar,
  	"heading" varchar,
  	"add_heading_link" boolean DEFAULT false,
  	"heading_link" varchar,
  	"intro" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/create',
  	"button_product_type" "enum__pages_v_blocks_contract_section_button_product_type" DEFAULT 'book',
  	"handwritten_text_text" varchar,
  	"handwritten_text_font_family" "enum__pages_v_blocks_contract_hw_font_family" DEFAULT 'accent',
  	"handwritten_text_font_size" "enum__pages_v_blocks_contract_hw_font_size",
  	"handwritten_text_line_height" "enum__pages_v_blocks_contract_hw_line_height",
  	"margin" "enum__pages_v_blocks_contract_section_margin",
  	"margin_top" "enum__pages_v_blocks_contract_section_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_contract_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_contract_section_margin_left",
  	"margin_right" "enum__pages_v_blocks_contract_section_margin_right",
  	"padding" "enum__pages_v_blocks_contract_section_padding",
  	"padding_left" "enum__pages_v_blocks_contract_section_padding_left",
  	"padding_right" "enum__pages_v_blocks_contract_section_padding_right",
  	"padding_top" "enum__pages_v_blocks_contract_section_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_contract_section_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_stats_v_slides_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"color" "enum____pages_v_blocks_stats_v_slides_v_color" DEFAULT 'kantarell3',
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_stats_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"source" varchar,
  	"margin" "enum___pages_v_blocks_stats_v_margin",
  	"margin_top" "enum___pages_v_blocks_stats_v_margin_top",
  	"margin_bottom" "enum___pages_v_blocks_stats_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___pages_v_blocks_stats_v_margin_left",
  	"margin_right" "enum___pages_v_blocks_stats_v_margin_right",
  	"padding" "enum___pages_v_blocks_stats_v_padding",
  	"padding_left" "enum___pages_v_blocks_stats_v_padding_left",
  	"padding_right" "enum___pages_v_blocks_stats_v_padding_right",
  	"padding_top" "enum___pages_v_blocks_stats_v_padding_top",
  	"padding_bottom" "enum___pages_v_blocks_stats_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logos_component_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"max_height" numeric DEFAULT 48,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logos_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"font_settings_family" "enum__pages_v_blocks_logos_component_font_settings_family",
  	"font_settings_size" "enum__pages_v_blocks_logos_component_font_settings_size",
  	"font_settings_weight" "enum__pages_v_blocks_logos_component_font_settings_weight",
  	"font_settings_align" "enum__pages_v_blocks_logos_component_font_settings_align" DEFAULT 'center',
  	"margin" "enum__pages_v_blocks_logos_component_margin",
  	"margin_top" "enum__pages_v_blocks_logos_component_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_logos_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_logos_component_margin_left",
  	"margin_right" "enum__pages_v_blocks_logos_component_margin_right",
  	"padding" "enum__pages_v_blocks_logos_component_padding",
  	"padding_left" "enum__pages_v_blocks_logos_component_padding_left",
  	"padding_right" "enum__pages_v_blocks_logos_component_padding_right",
  	"padding_top" "enum__pages_v_blocks_logos_component_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_logos_component_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_spacer_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum___pages_v_blocks_spacer_v_background_color",
  	"second_color" "enum___pages_v_blocks_spacer_v_second_color",
  	"add_waves" boolean DEFAULT true,
  	"direction" "enum___pages_v_blocks_spacer_v_direction" DEFAULT 'down',
  	"space" "enum___pages_v_blocks_spacer_v_space" DEFAULT 'xl',
  	"margin" "enum___pages_v_blocks_spacer_v_margin",
  	"margin_top" "enum___pages_v_blocks_spacer_v_margin_top",
  	"margin_bottom" "enum___pages_v_blocks_spacer_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___pages_v_blocks_spacer_v_margin_left",
  	"margin_right" "enum___pages_v_blocks_spacer_v_margin_right",
  	"padding" "enum___pages_v_blocks_spacer_v_padding",
  	"padding_left" "enum___pages_v_blocks_spacer_v_padding_left",
  	"padding_right" "enum___pages_v_blocks_spacer_v_padding_right",
  	"padding_top" "enum___pages_v_blocks_spacer_v_padding_top",
  	"padding_bottom" "enum___pages_v_blocks_spacer_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_type" "enum__pages_v_blocks_quote_model_type" DEFAULT 'pages',
  	"background_color" "enum__pages_v_blocks_quote_background_color" DEFAULT 'misty',
  	"quote" varchar,
  	"signature" varchar,
  	"decorative" "enum__pages_v_blocks_quote_decorative",
  	"margin" "enum__pages_v_blocks_quote_margin",
  	"margin_top" "enum__pages_v_blocks_quote_margin_top",
  	"margin_bottom" "enum__pages_v_blocks_quote_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__pages_v_blocks_quote_margin_left",
  	"margin_right" "enum__pages_v_blocks_quote_margin_right",
  	"padding" "enum__pages_v_blocks_quote_padding",
  	"padding_left" "enum__pages_v_blocks_quote_padding_left",
  	"padding_right" "enum__pages_v_blocks_quote_padding_right",
  	"padding_top" "enum__pages_v_blocks_quote_padding_top",
  	"padding_bottom" "enum__pages_v_blocks_quote_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_imggrid_v_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"object_fit" "enum___pages_v_blocks_imggrid_v_images_object_fit" DEFAULT 'cover',
  	"alt_text" varchar,
  	"caption" varchar,
  	"fraction_in_grid" "enum___pages_v_blocks_imggrid_v_images_fraction_in_grid" DEFAULT '1fr',
  	"max_height" numeric DEFAULT 0,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_imggrid_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_bleed" boolean DEFAULT false,
  	"show_gutter" boolean DEFAULT true,
  	"global_border_radius" numeric DEFAULT 8,
  	"margin" "enum___pages_v_blocks_imggrid_v_margin",
  	"margin_top" "enum___pages_v_blocks_imggrid_v_margin_top",
  	"margin_bottom" "enum___pages_v_blocks_imggrid_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___pages_v_blocks_imggrid_v_margin_left",
  	"margin_right" "enum___pages_v_blocks_imggrid_v_margin_right",
  	"padding" "enum___pages_v_blocks_imggrid_v_padding",
  	"padding_left" "enum___pages_v_blocks_imggrid_v_padding_left",
  	"padding_right" "enum___pages_v_blocks_imggrid_v_padding_right",
  	"padding_top" "enum___pages_v_blocks_imggrid_v_padding_top",
  	"padding_bottom" "enum___pages_v_blocks_imggrid_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_slidersec_v_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_slidersec_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum___pages_v_blocks_slidersec_v_background_color",
  	"heading" varchar,
  	"body" varchar,
  	"text_align" "enum___pages_v_blocks_slidersec_v_text_align" DEFAULT 'center',
  	"image_gap" "enum___pages_v_blocks_slidersec_v_image_gap",
  	"inverted_color_arrows" boolean DEFAULT false,
  	"margin" "enum___pages_v_blocks_slidersec_v_margin",
  	"margin_top" "enum___pages_v_blocks_slidersec_v_margin_top",
  	"margin_bottom" "enum___pages_v_blocks_slidersec_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___pages_v_blocks_slidersec_v_margin_left",
  	"margin_right" "enum___pages_v_blocks_slidersec_v_margin_right",
  	"padding" "enum___pages_v_blocks_slidersec_v_padding",
  	"padding_left" "enum___pages_v_blocks_slidersec_v_padding_left",
  	"padding_right" "enum___pages_v_blocks_slidersec_v_padding_right",
  	"padding_top" "enum___pages_v_blocks_slidersec_v_padding_top",
  	"padding_bottom" "enum___pages_v_blocks_slidersec_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_box_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background" "enum___pages_v_blocks_box_v_background",
  	"display" "enum___pages_v_blocks_box_v_display" DEFAULT 'block',
  	"flex_direction" "enum___pages_v_blocks_box_v_flex_direction" DEFAULT 'row',
  	"gap" "enum___pages_v_blocks_box_v_gap" DEFAULT 'm',
  	"max_width" "enum___pages_v_blocks_box_v_max_width",
  	"margin" "enum___pages_v_blocks_box_v_margin",
  	"margin_top" "enum___pages_v_blocks_box_v_margin_top",
  	"margin_bottom" "enum___pages_v_blocks_box_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___pages_v_blocks_box_v_margin_left",
  	"margin_right" "enum___pages_v_blocks_box_v_margin_right",
  	"padding" "enum___pages_v_blocks_box_v_padding",
  	"padding_left" "enum___pages_v_blocks_box_v_padding_left",
  	"padding_right" "enum___pages_v_blocks_box_v_padding_right",
  	"padding_top" "enum___pages_v_blocks_box_v_padding_top",
  	"padding_bottom" "enum___pages_v_blocks_box_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_cont_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background" "enum___pages_v_blocks_cont_v_background",
  	"custom_width" "enum___pages_v_blocks_cont_v_custom_width" DEFAULT 'wide',
  	"margin" "enum___pages_v_blocks_cont_v_margin",
  	"margin_top" "enum___pages_v_blocks_cont_v_margin_top",
  	"margin_bottom" "enum___pages_v_blocks_cont_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___pages_v_blocks_cont_v_margin_left",
  	"margin_right" "enum___pages_v_blocks_cont_v_margin_right",
  	"padding" "enum___pages_v_blocks_cont_v_padding",
  	"padding_left" "enum___pages_v_blocks_cont_v_padding_left",
  	"padding_right" "enum___pages_v_blocks_cont_v_padding_right",
  	"padding_top" "enum___pages_v_blocks_cont_v_padding_top",
  	"padding_bottom" "enum___pages_v_blocks_cont_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_carousel_v_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_carousel_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"paginator_position" "enum___pages_v_blocks_carousel_v_paginator_position" DEFAULT 'bottom',
  	"paginator_color" "enum___pages_v_blocks_carousel_v_paginator_color" DEFAULT 'dark',
  	"use_nav_arrows" boolean DEFAULT true,
  	"background_color" "enum___pages_v_blocks_carousel_v_background_color",
  	"margin" "enum___pages_v_blocks_carousel_v_margin",
  	"margin_top" "enum___pages_v_blocks_carousel_v_margin_top",
  	"margin_bottom" "enum___pages_v_blocks_carousel_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___pages_v_blocks_carousel_v_margin_left",
  	"margin_right" "enum___pages_v_blocks_carousel_v_margin_right",
  	"padding" "enum___pages_v_blocks_carousel_v_padding",
  	"padding_left" "enum___pages_v_blocks_carousel_v_padding_left",
  	"padding_right" "enum___pages_v_blocks_carousel_v_padding_right",
  	"padding_top" "enum___pages_v_blocks_carousel_v_padding_top",
  	"padding_bottom" "enum___pages_v_blocks_carousel_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean DEFAULT false,
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
  
  CREATE TABLE "stories_blocks_illus" (
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
  	"illustration" "enum_stories_blocks_illus_illustration" DEFAULT 'arrow-05',
  	"illustration_color" "enum_stories_blocks_illus_illustration_color" DEFAULT 'almostBlack',
  	"illustration_position" "enum_stories_blocks_illus_illustration_position" DEFAULT 'center',
  	"illustration_size" "enum_stories_blocks_illus_illustration_size" DEFAULT 'm',
  	"arrow_options_arrow_direction" "enum_stories_blocks_illus_arrow_options_arrow_direction" DEFAULT 'up',
  	"arrow_options_arrow_rotation" numeric DEFAULT 0,
  	"margin" "enum_stories_blocks_illus_margin",
  	"margin_top" "enum_stories_blocks_illus_margin_top",
  	"margin_bottom" "enum_stories_blocks_illus_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_illus_margin_left",
  	"margin_right" "enum_stories_blocks_illus_margin_right",
  	"padding" "enum_stories_blocks_illus_padding",
  	"padding_left" "enum_stories_blocks_illus_padding_left",
  	"padding_right" "enum_stories_blocks_illus_padding_right",
  	"padding_top" "enum_stories_blocks_illus_padding_top",
  	"padding_bottom" "enum_stories_blocks_illus_padding_bottom",
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
  
  CREATE TABLE "stories_blocks_support" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_stories_blocks_support_background_color" DEFAULT 'iglooLight',
  	"heading" varchar,
  	"text" varchar,
  	"contact_link" varchar,
  	"margin" "enum_stories_blocks_support_margin",
  	"margin_top" "enum_stories_blocks_support_margin_top",
  	"margin_bottom" "enum_stories_blocks_support_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_support_margin_left",
  	"margin_right" "enum_stories_blocks_support_margin_right",
  	"padding" "enum_stories_blocks_support_padding",
  	"padding_left" "enum_stories_blocks_support_padding_left",
  	"padding_right" "enum_stories_blocks_support_padding_right",
  	"padding_top" "enum_stories_blocks_support_padding_top",
  	"padding_bottom" "enum_stories_blocks_support_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_text_image_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "stories_blocks_text_image_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar
  );
  
  CREATE TABLE "stories_blocks_social_media_social_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"icon" "enum_stories_blocks_social_media_social_link_icon"
  );
  
  CREATE TABLE "stories_blocks_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"direction" "enum_stories_blocks_social_media_direction" DEFAULT 'horizontal',
  	"icon_size" "enum_stories_blocks_social_media_icon_size" DEFAULT 'm',
  	"icon_spacing" "enum_stories_blocks_social_media_icon_spacing" DEFAULT 's',
  	"icon_color" "enum_stories_blocks_social_media_icon_color" DEFAULT 'malm0',
  	"margin" "enum_stories_blocks_social_media_margin",
  	"margin_top" "enum_stories_blocks_social_media_margin_top",
  	"margin_bottom" "enum_stories_blocks_social_media_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_social_media_margin_left",
  	"margin_right" "enum_stories_blocks_social_media_margin_right",
  	"padding" "enum_stories_blocks_social_media_padding",
  	"padding_left" "enum_stories_blocks_social_media_padding_left",
  	"padding_right" "enum_stories_blocks_social_media_padding_right",
  	"padding_top" "enum_stories_blocks_social_media_padding_top",
  	"padding_bottom" "enum_stories_blocks_social_media_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_text_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_stories_blocks_text_image_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum_stories_blocks_text_image_heading_level" DEFAULT 'h3',
  	"heading_position" "enum_stories_blocks_text_image_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum_stories_blocks_text_image_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum_stories_blocks_text_image_button_type" DEFAULT 'secondary',
  	"button_size" "enum_stories_blocks_text_image_button_size" DEFAULT 'm',
  	"button_button_position" "enum_stories_blocks_text_image_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum_stories_blocks_text_image_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum_stories_blocks_text_image_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum_stories_blocks_text_image_paginator_position" DEFAULT 'bottom',
  	"margin" "enum_stories_blocks_text_image_margin",
  	"margin_top" "enum_stories_blocks_text_image_margin_top",
  	"margin_bottom" "enum_stories_blocks_text_image_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_text_image_margin_left",
  	"margin_right" "enum_stories_blocks_text_image_margin_right",
  	"padding" "enum_stories_blocks_text_image_padding",
  	"padding_left" "enum_stories_blocks_text_image_padding_left",
  	"padding_right" "enum_stories_blocks_text_image_padding_right",
  	"padding_top" "enum_stories_blocks_text_image_padding_top",
  	"padding_bottom" "enum_stories_blocks_text_image_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_text_video_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "stories_blocks_text_video_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar
  );
  
  CREATE TABLE "stories_blocks_text_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_stories_blocks_text_video_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"fullbleed_video" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum_stories_blocks_text_video_heading_level" DEFAULT 'h3',
  	"heading_position" "enum_stories_blocks_text_video_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum_stories_blocks_text_video_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"list_dot_color" "enum_stories_blocks_text_video_list_dot_color" DEFAULT 'ljung2',
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum_stories_blocks_text_video_button_type" DEFAULT 'secondary',
  	"button_size" "enum_stories_blocks_text_video_button_size" DEFAULT 'm',
  	"button_button_position" "enum_stories_blocks_text_video_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum_stories_blocks_text_video_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum_stories_blocks_text_video_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum_stories_blocks_text_video_paginator_position" DEFAULT 'bottom',
  	"video_file_id" integer,
  	"video_poster_image_id" integer,
  	"video_loop" boolean DEFAULT false,
  	"video_muted" boolean DEFAULT false,
  	"video_file_type" "enum_stories_blocks_text_video_video_file_type",
  	"margin" "enum_stories_blocks_text_video_margin",
  	"margin_top" "enum_stories_blocks_text_video_margin_top",
  	"margin_bottom" "enum_stories_blocks_text_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_text_video_margin_left",
  	"margin_right" "enum_stories_blocks_text_video_margin_right",
  	"padding" "enum_stories_blocks_text_video_padding",
  	"padding_left" "enum_stories_blocks_text_video_padding_left",
  	"padding_right" "enum_stories_blocks_text_video_padding_right",
  	"padding_top" "enum_stories_blocks_text_video_padding_top",
  	"padding_bottom" "enum_stories_blocks_text_video_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"fullbleed" boolean DEFAULT false,
  	"inverted_text_color" boolean DEFAULT false,
  	"use_text_gradient" boolean DEFAULT false,
  	"background_color" "enum_stories_blocks_countdown_background_color",
  	"content_alignment" "enum_stories_blocks_countdown_content_alignment" DEFAULT 'center',
  	"target_date" timestamp(3) with time zone,
  	"target_text" varchar,
  	"add_end_date" boolean DEFAULT false,
  	"event_end_date" timestamp(3) with time zone,
  	"event_end_text" varchar,
  	"margin" "enum_stories_blocks_countdown_margin",
  	"margin_top" "enum_stories_blocks_countdown_margin_top",
  	"margin_bottom" "enum_stories_blocks_countdown_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_countdown_margin_left",
  	"margin_right" "enum_stories_blocks_countdown_margin_right",
  	"padding" "enum_stories_blocks_countdown_padding",
  	"padding_left" "enum_stories_blocks_countdown_padding_left",
  	"padding_right" "enum_stories_blocks_countdown_padding_right",
  	"padding_top" "enum_stories_blocks_countdown_padding_top",
  	"padding_bottom" "enum_stories_blocks_countdown_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_covers_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"margin" "enum_stories_blocks_covers_section_margin",
  	"margin_top" "enum_stories_blocks_covers_section_margin_top",
  	"margin_bottom" "enum_stories_blocks_covers_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_covers_section_margin_left",
  	"margin_right" "enum_stories_blocks_covers_section_margin_right",
  	"padding" "enum_stories_blocks_covers_section_padding",
  	"padding_left" "enum_stories_blocks_covers_section_padding_left",
  	"padding_right" "enum_stories_blocks_covers_section_padding_right",
  	"padding_top" "enum_stories_blocks_covers_section_padding_top",
  	"padding_bottom" "enum_stories_blocks_covers_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_contract_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_image_id" integer,
  	"image_id" integer,
  	"alt_text" varchar,
  	"heading" varchar,
  	"add_heading_link" boolean DEFAULT false,
  	"heading_link" varchar,
  	"intro" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/create',
  	"button_product_type" "enum_stories_blocks_contract_section_button_product_type" DEFAULT 'book',
  	"handwritten_text_text" varchar,
  	"handwritten_text_font_family" "enum_stories_blocks_contract_hw_font_family" DEFAULT 'accent',
  	"handwritten_text_font_size" "enum_stories_blocks_contract_hw_font_size",
  	"handwritten_text_line_height" "enum_stories_blocks_contract_hw_line_height",
  	"margin" "enum_stories_blocks_contract_section_margin",
  	"margin_top" "enum_stories_blocks_contract_section_margin_top",
  	"margin_bottom" "enum_stories_blocks_contract_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_contract_section_margin_left",
  	"margin_right" "enum_stories_blocks_contract_section_margin_right",
  	"padding" "enum_stories_blocks_contract_section_padding",
  	"padding_left" "enum_stories_blocks_contract_section_padding_left",
  	"padding_right" "enum_stories_blocks_contract_section_padding_right",
  	"padding_top" "enum_stories_blocks_contract_section_padding_top",
  	"padding_bottom" "enum_stories_blocks_contract_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_stats_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"color" "enum_stories_blocks_stats_slides_color" DEFAULT 'kantarell3',
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "stories_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"source" varchar,
  	"margin" "enum_stories_blocks_stats_margin",
  	"margin_top" "enum_stories_blocks_stats_margin_top",
  	"margin_bottom" "enum_stories_blocks_stats_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_stats_margin_left",
  	"margin_right" "enum_stories_blocks_stats_margin_right",
  	"padding" "enum_stories_blocks_stats_padding",
  	"padding_left" "enum_stories_blocks_stats_padding_left",
  	"padding_right" "enum_stories_blocks_stats_padding_right",
  	"padding_top" "enum_stories_blocks_stats_padding_top",
  	"padding_bottom" "enum_stories_blocks_stats_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_logos_component_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"max_height" numeric DEFAULT 48,
  	"link" varchar
  );
  
  CREATE TABLE "stories_blocks_logos_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"font_settings_family" "enum_stories_blocks_logos_component_font_settings_family",
  	"font_settings_size" "enum_stories_blocks_logos_component_font_settings_size",
  	"font_settings_weight" "enum_stories_blocks_logos_component_font_settings_weight",
  	"font_settings_align" "enum_stories_blocks_logos_component_font_settings_align" DEFAULT 'center',
  	"margin" "enum_stories_blocks_logos_component_margin",
  	"margin_top" "enum_stories_blocks_logos_component_margin_top",
  	"margin_bottom" "enum_stories_blocks_logos_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_logos_component_margin_left",
  	"margin_right" "enum_stories_blocks_logos_component_margin_right",
  	"padding" "enum_stories_blocks_logos_component_padding",
  	"padding_left" "enum_stories_blocks_logos_component_padding_left",
  	"padding_right" "enum_stories_blocks_logos_component_padding_right",
  	"padding_top" "enum_stories_blocks_logos_component_padding_top",
  	"padding_bottom" "enum_stories_blocks_logos_component_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_stories_blocks_spacer_background_color",
  	"second_color" "enum_stories_blocks_spacer_second_color",
  	"add_waves" boolean DEFAULT true,
  	"direction" "enum_stories_blocks_spacer_direction" DEFAULT 'down',
  	"space" "enum_stories_blocks_spacer_space" DEFAULT 'xl',
  	"margin" "enum_stories_blocks_spacer_margin",
  	"margin_top" "enum_stories_blocks_spacer_margin_top",
  	"margin_bottom" "enum_stories_blocks_spacer_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_spacer_margin_left",
  	"margin_right" "enum_stories_blocks_spacer_margin_right",
  	"padding" "enum_stories_blocks_spacer_padding",
  	"padding_left" "enum_stories_blocks_spacer_padding_left",
  	"padding_right" "enum_stories_blocks_spacer_padding_right",
  	"padding_top" "enum_stories_blocks_spacer_padding_top",
  	"padding_bottom" "enum_stories_blocks_spacer_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_stories_blocks_quote_model_type" DEFAULT 'blog',
  	"font_family" "enum_stories_blocks_quote_font_family",
  	"quote" varchar,
  	"signature" varchar,
  	"decorative" "enum_stories_blocks_quote_decorative",
  	"margin" "enum_stories_blocks_quote_margin",
  	"margin_top" "enum_stories_blocks_quote_margin_top",
  	"margin_bottom" "enum_stories_blocks_quote_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_quote_margin_left",
  	"margin_right" "enum_stories_blocks_quote_margin_right",
  	"padding" "enum_stories_blocks_quote_padding",
  	"padding_left" "enum_stories_blocks_quote_padding_left",
  	"padding_right" "enum_stories_blocks_quote_padding_right",
  	"padding_top" "enum_stories_blocks_quote_padding_top",
  	"padding_bottom" "enum_stories_blocks_quote_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_plist_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor_ref" boolean,
  	"anchor_ref_name" varchar,
  	"anchor_link" boolean,
  	"anchor_link_name" varchar,
  	"paragraph" jsonb
  );
  
  CREATE TABLE "stories_blocks_plist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_index" numeric DEFAULT 1,
  	"margin" "enum_stories_blocks_plist_margin",
  	"margin_top" "enum_stories_blocks_plist_margin_top",
  	"margin_bottom" "enum_stories_blocks_plist_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_plist_margin_left",
  	"margin_right" "enum_stories_blocks_plist_margin_right",
  	"padding" "enum_stories_blocks_plist_padding",
  	"padding_left" "enum_stories_blocks_plist_padding_left",
  	"padding_right" "enum_stories_blocks_plist_padding_right",
  	"padding_top" "enum_stories_blocks_plist_padding_top",
  	"padding_bottom" "enum_stories_blocks_plist_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_imggrid_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"object_fit" "enum_stories_blocks_imggrid_images_object_fit" DEFAULT 'cover',
  	"alt_text" varchar,
  	"caption" varchar,
  	"fraction_in_grid" "enum_stories_blocks_imggrid_images_fraction_in_grid" DEFAULT '1fr',
  	"max_height" numeric DEFAULT 0
  );
  
  CREATE TABLE "stories_blocks_imggrid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"full_bleed" boolean DEFAULT false,
  	"show_gutter" boolean DEFAULT true,
  	"global_border_radius" numeric DEFAULT 8,
  	"margin" "enum_stories_blocks_imggrid_margin",
  	"margin_top" "enum_stories_blocks_imggrid_margin_top",
  	"margin_bottom" "enum_stories_blocks_imggrid_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_imggrid_margin_left",
  	"margin_right" "enum_stories_blocks_imggrid_margin_right",
  	"padding" "enum_stories_blocks_imggrid_padding",
  	"padding_left" "enum_stories_blocks_imggrid_padding_left",
  	"padding_right" "enum_stories_blocks_imggrid_padding_right",
  	"padding_top" "enum_stories_blocks_imggrid_padding_top",
  	"padding_bottom" "enum_stories_blocks_imggrid_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_slidersec_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "stories_blocks_slidersec" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_stories_blocks_slidersec_background_color",
  	"heading" varchar,
  	"body" varchar,
  	"text_align" "enum_stories_blocks_slidersec_text_align" DEFAULT 'center',
  	"image_gap" "enum_stories_blocks_slidersec_image_gap",
  	"inverted_color_arrows" boolean DEFAULT false,
  	"margin" "enum_stories_blocks_slidersec_margin",
  	"margin_top" "enum_stories_blocks_slidersec_margin_top",
  	"margin_bottom" "enum_stories_blocks_slidersec_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_slidersec_margin_left",
  	"margin_right" "enum_stories_blocks_slidersec_margin_right",
  	"padding" "enum_stories_blocks_slidersec_padding",
  	"padding_left" "enum_stories_blocks_slidersec_padding_left",
  	"padding_right" "enum_stories_blocks_slidersec_padding_right",
  	"padding_top" "enum_stories_blocks_slidersec_padding_top",
  	"padding_bottom" "enum_stories_blocks_slidersec_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background" "enum_stories_blocks_box_background",
  	"display" "enum_stories_blocks_box_display" DEFAULT 'block',
  	"flex_direction" "enum_stories_blocks_box_flex_direction" DEFAULT 'row',
  	"gap" "enum_stories_blocks_box_gap" DEFAULT 'm',
  	"max_width" "enum_stories_blocks_box_max_width",
  	"margin" "enum_stories_blocks_box_margin",
  	"margin_top" "enum_stories_blocks_box_margin_top",
  	"margin_bottom" "enum_stories_blocks_box_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_box_margin_left",
  	"margin_right" "enum_stories_blocks_box_margin_right",
  	"padding" "enum_stories_blocks_box_padding",
  	"padding_left" "enum_stories_blocks_box_padding_left",
  	"padding_right" "enum_stories_blocks_box_padding_right",
  	"padding_top" "enum_stories_blocks_box_padding_top",
  	"padding_bottom" "enum_stories_blocks_box_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_cont" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background" "enum_stories_blocks_cont_background",
  	"custom_width" "enum_stories_blocks_cont_custom_width" DEFAULT 'wide',
  	"margin" "enum_stories_blocks_cont_margin",
  	"margin_top" "enum_stories_blocks_cont_margin_top",
  	"margin_bottom" "enum_stories_blocks_cont_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_cont_margin_left",
  	"margin_right" "enum_stories_blocks_cont_margin_right",
  	"padding" "enum_stories_blocks_cont_padding",
  	"padding_left" "enum_stories_blocks_cont_padding_left",
  	"padding_right" "enum_stories_blocks_cont_padding_right",
  	"padding_top" "enum_stories_blocks_cont_padding_top",
  	"padding_bottom" "enum_stories_blocks_cont_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "stories_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"paginator_position" "enum_stories_blocks_carousel_paginator_position" DEFAULT 'bottom',
  	"paginator_color" "enum_stories_blocks_carousel_paginator_color" DEFAULT 'dark',
  	"use_nav_arrows" boolean DEFAULT true,
  	"background_color" "enum_stories_blocks_carousel_background_color",
  	"margin" "enum_stories_blocks_carousel_margin",
  	"margin_top" "enum_stories_blocks_carousel_margin_top",
  	"margin_bottom" "enum_stories_blocks_carousel_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_stories_blocks_carousel_margin_left",
  	"margin_right" "enum_stories_blocks_carousel_margin_right",
  	"padding" "enum_stories_blocks_carousel_padding",
  	"padding_left" "enum_stories_blocks_carousel_padding_left",
  	"padding_right" "enum_stories_blocks_carousel_padding_right",
  	"padding_top" "enum_stories_blocks_carousel_padding_top",
  	"padding_bottom" "enum_stories_blocks_carousel_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"image_id" integer,
  	"meta_image_id" integer,
  	"meta_no_index" boolean DEFAULT false,
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
  
  CREATE TABLE "__stories_v_blocks_illus_v" (
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
  	"illustration" "enum___stories_v_blocks_illus_v_illustration" DEFAULT 'arrow-05',
  	"illustration_color" "enum___stories_v_blocks_illus_v_illustration_color" DEFAULT 'almostBlack',
  	"illustration_position" "enum___stories_v_blocks_illus_v_illustration_position" DEFAULT 'center',
  	"illustration_size" "enum___stories_v_blocks_illus_v_illustration_size" DEFAULT 'm',
  	"arrow_options_arrow_direction" "enum___stories_v_blocks_illus_v_arrow_options_arrow_direction" DEFAULT 'up',
  	"arrow_options_arrow_rotation" numeric DEFAULT 0,
  	"margin" "enum___stories_v_blocks_illus_v_margin",
  	"margin_top" "enum___stories_v_blocks_illus_v_margin_top",
  	"margin_bottom" "enum___stories_v_blocks_illus_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___stories_v_blocks_illus_v_margin_left",
  	"margin_right" "enum___stories_v_blocks_illus_v_margin_right",
  	"padding" "enum___stories_v_blocks_illus_v_padding",
  	"padding_left" "enum___stories_v_blocks_illus_v_padding_left",
  	"padding_right" "enum___stories_v_blocks_illus_v_padding_right",
  	"padding_top" "enum___stories_v_blocks_illus_v_padding_top",
  	"padding_bottom" "enum___stories_v_blocks_illus_v_padding_bottom",
  	"_uuid" varchar,
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
  
  CREATE TABLE "__stories_v_blocks_support_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum___stories_v_blocks_support_v_background_color" DEFAULT 'iglooLight',
  	"heading" varchar,
  	"text" varchar,
  	"contact_link" varchar,
  	"margin" "enum___stories_v_blocks_support_v_margin",
  	"margin_top" "enum___stories_v_blocks_support_v_margin_top",
  	"margin_bottom" "enum___stories_v_blocks_support_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___stories_v_blocks_support_v_margin_left",
  	"margin_right" "enum___stories_v_blocks_support_v_margin_right",
  	"padding" "enum___stories_v_blocks_support_v_padding",
  	"padding_left" "enum___stories_v_blocks_support_v_padding_left",
  	"padding_right" "enum___stories_v_blocks_support_v_padding_right",
  	"padding_top" "enum___stories_v_blocks_support_v_padding_top",
  	"padding_bottom" "enum___stories_v_blocks_support_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_text_image_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_text_image_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_social_media_social_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"icon" "enum__stories_v_blocks_social_media_social_link_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"direction" "enum__stories_v_blocks_social_media_direction" DEFAULT 'horizontal',
  	"icon_size" "enum__stories_v_blocks_social_media_icon_size" DEFAULT 'm',
  	"icon_spacing" "enum__stories_v_blocks_social_media_icon_spacing" DEFAULT 's',
  	"icon_color" "enum__stories_v_blocks_social_media_icon_color" DEFAULT 'malm0',
  	"margin" "enum__stories_v_blocks_social_media_margin",
  	"margin_top" "enum__stories_v_blocks_social_media_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_social_media_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_social_media_margin_left",
  	"margin_right" "enum__stories_v_blocks_social_media_margin_right",
  	"padding" "enum__stories_v_blocks_social_media_padding",
  	"padding_left" "enum__stories_v_blocks_social_media_padding_left",
  	"padding_right" "enum__stories_v_blocks_social_media_padding_right",
  	"padding_top" "enum__stories_v_blocks_social_media_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_social_media_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_text_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum__stories_v_blocks_text_image_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum__stories_v_blocks_text_image_heading_level" DEFAULT 'h3',
  	"heading_position" "enum__stories_v_blocks_text_image_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum__stories_v_blocks_text_image_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum__stories_v_blocks_text_image_button_type" DEFAULT 'secondary',
  	"button_size" "enum__stories_v_blocks_text_image_button_size" DEFAULT 'm',
  	"button_button_position" "enum__stories_v_blocks_text_image_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum__stories_v_blocks_text_image_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum__stories_v_blocks_text_image_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum__stories_v_blocks_text_image_paginator_position" DEFAULT 'bottom',
  	"margin" "enum__stories_v_blocks_text_image_margin",
  	"margin_top" "enum__stories_v_blocks_text_image_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_text_image_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_text_image_margin_left",
  	"margin_right" "enum__stories_v_blocks_text_image_margin_right",
  	"padding" "enum__stories_v_blocks_text_image_padding",
  	"padding_left" "enum__stories_v_blocks_text_image_padding_left",
  	"padding_right" "enum__stories_v_blocks_text_image_padding_right",
  	"padding_top" "enum__stories_v_blocks_text_image_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_text_image_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_text_video_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_text_video_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_text_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum__stories_v_blocks_text_video_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"fullbleed_video" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum__stories_v_blocks_text_video_heading_level" DEFAULT 'h3',
  	"heading_position" "enum__stories_v_blocks_text_video_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum__stories_v_blocks_text_video_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"list_dot_color" "enum__stories_v_blocks_text_video_list_dot_color" DEFAULT 'ljung2',
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum__stories_v_blocks_text_video_button_type" DEFAULT 'secondary',
  	"button_size" "enum__stories_v_blocks_text_video_button_size" DEFAULT 'm',
  	"button_button_position" "enum__stories_v_blocks_text_video_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum__stories_v_blocks_text_video_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum__stories_v_blocks_text_video_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum__stories_v_blocks_text_video_paginator_position" DEFAULT 'bottom',
  	"video_file_id" integer,
  	"video_poster_image_id" integer,
  	"video_loop" boolean DEFAULT false,
  	"video_muted" boolean DEFAULT false,
  	"video_file_type" "enum__stories_v_blocks_text_video_video_file_type",
  	"margin" "enum__stories_v_blocks_text_video_margin",
  	"margin_top" "enum__stories_v_blocks_text_video_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_text_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_text_video_margin_left",
  	"margin_right" "enum__stories_v_blocks_text_video_margin_right",
  	"padding" "enum__stories_v_blocks_text_video_padding",
  	"padding_left" "enum__stories_v_blocks_text_video_padding_left",
  	"padding_right" "enum__stories_v_blocks_text_video_padding_right",
  	"padding_top" "enum__stories_v_blocks_text_video_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_text_video_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"fullbleed" boolean DEFAULT false,
  	"inverted_text_color" boolean DEFAULT false,
  	"use_text_gradient" boolean DEFAULT false,
  	"background_color" "enum__stories_v_blocks_countdown_background_color",
  	"content_alignment" "enum__stories_v_blocks_countdown_content_alignment" DEFAULT 'center',
  	"target_date" timestamp(3) with time zone,
  	"target_text" varchar,
  	"add_end_date" boolean DEFAULT false,
  	"event_end_date" timestamp(3) with time zone,
  	"event_end_text" varchar,
  	"margin" "enum__stories_v_blocks_countdown_margin",
  	"margin_top" "enum__stories_v_blocks_countdown_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_countdown_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_countdown_margin_left",
  	"margin_right" "enum__stories_v_blocks_countdown_margin_right",
  	"padding" "enum__stories_v_blocks_countdown_padding",
  	"padding_left" "enum__stories_v_blocks_countdown_padding_left",
  	"padding_right" "enum__stories_v_blocks_countdown_padding_right",
  	"padding_top" "enum__stories_v_blocks_countdown_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_countdown_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_covers_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"margin" "enum__stories_v_blocks_covers_section_margin",
  	"margin_top" "enum__stories_v_blocks_covers_section_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_covers_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_covers_section_margin_left",
  	"margin_right" "enum__stories_v_blocks_covers_section_margin_right",
  	"padding" "enum__stories_v_blocks_covers_section_padding",
  	"padding_left" "enum__stories_v_blocks_covers_section_padding_left",
  	"padding_right" "enum__stories_v_blocks_covers_section_padding_right",
  	"padding_top" "enum__stories_v_blocks_covers_section_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_covers_section_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_contract_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_image_id" integer,
  	"image_id" integer,
  	"alt_text" varchar,
  	"heading" varchar,
  	"add_heading_link" boolean DEFAULT false,
  	"heading_link" varchar,
  	"intro" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/create',
  	"button_product_type" "enum__stories_v_blocks_contract_section_button_product_type" DEFAULT 'book',
  	"handwritten_text_text" varchar,
  	"handwritten_text_font_family" "enum__stories_v_blocks_contract_hw_font_family" DEFAULT 'accent',
  	"handwritten_text_font_size" "enum__stories_v_blocks_contract_hw_font_size",
  	"handwritten_text_line_height" "enum__stories_v_blocks_contract_hw_line_height",
  	"margin" "enum__stories_v_blocks_contract_section_margin",
  	"margin_top" "enum__stories_v_blocks_contract_section_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_contract_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_contract_section_margin_left",
  	"margin_right" "enum__stories_v_blocks_contract_section_margin_right",
  	"padding" "enum__stories_v_blocks_contract_section_padding",
  	"padding_left" "enum__stories_v_blocks_contract_section_padding_left",
  	"padding_right" "enum__stories_v_blocks_contract_section_padding_right",
  	"padding_top" "enum__stories_v_blocks_contract_section_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_contract_section_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___stories_v_blocks_stats_v_slides_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"color" "enum____stories_v_blocks_stats_v_slides_v_color" DEFAULT 'kantarell3',
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_stats_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"source" varchar,
  	"margin" "enum___stories_v_blocks_stats_v_margin",
  	"margin_top" "enum___stories_v_blocks_stats_v_margin_top",
  	"margin_bottom" "enum___stories_v_blocks_stats_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___stories_v_blocks_stats_v_margin_left",
  	"margin_right" "enum___stories_v_blocks_stats_v_margin_right",
  	"padding" "enum___stories_v_blocks_stats_v_padding",
  	"padding_left" "enum___stories_v_blocks_stats_v_padding_left",
  	"padding_right" "enum___stories_v_blocks_stats_v_padding_right",
  	"padding_top" "enum___stories_v_blocks_stats_v_padding_top",
  	"padding_bottom" "enum___stories_v_blocks_stats_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_logos_component_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"max_height" numeric DEFAULT 48,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_logos_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"font_settings_family" "enum__stories_v_blocks_logos_component_font_settings_family",
  	"font_settings_size" "enum__stories_v_blocks_logos_component_font_settings_size",
  	"font_settings_weight" "enum__stories_v_blocks_logos_component_font_settings_weight",
  	"font_settings_align" "enum__stories_v_blocks_logos_component_font_settings_align" DEFAULT 'center',
  	"margin" "enum__stories_v_blocks_logos_component_margin",
  	"margin_top" "enum__stories_v_blocks_logos_component_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_logos_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_logos_component_margin_left",
  	"margin_right" "enum__stories_v_blocks_logos_component_margin_right",
  	"padding" "enum__stories_v_blocks_logos_component_padding",
  	"padding_left" "enum__stories_v_blocks_logos_component_padding_left",
  	"padding_right" "enum__stories_v_blocks_logos_component_padding_right",
  	"padding_top" "enum__stories_v_blocks_logos_component_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_logos_component_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_spacer_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum___stories_v_blocks_spacer_v_background_color",
  	"second_color" "enum___stories_v_blocks_spacer_v_second_color",
  	"add_waves" boolean DEFAULT true,
  	"direction" "enum___stories_v_blocks_spacer_v_direction" DEFAULT 'down',
  	"space" "enum___stories_v_blocks_spacer_v_space" DEFAULT 'xl',
  	"margin" "enum___stories_v_blocks_spacer_v_margin",
  	"margin_top" "enum___stories_v_blocks_spacer_v_margin_top",
  	"margin_bottom" "enum___stories_v_blocks_spacer_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___stories_v_blocks_spacer_v_margin_left",
  	"margin_right" "enum___stories_v_blocks_spacer_v_margin_right",
  	"padding" "enum___stories_v_blocks_spacer_v_padding",
  	"padding_left" "enum___stories_v_blocks_spacer_v_padding_left",
  	"padding_right" "enum___stories_v_blocks_spacer_v_padding_right",
  	"padding_top" "enum___stories_v_blocks_spacer_v_padding_top",
  	"padding_bottom" "enum___stories_v_blocks_spacer_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_type" "enum__stories_v_blocks_quote_model_type" DEFAULT 'blog',
  	"font_family" "enum__stories_v_blocks_quote_font_family",
  	"quote" varchar,
  	"signature" varchar,
  	"decorative" "enum__stories_v_blocks_quote_decorative",
  	"margin" "enum__stories_v_blocks_quote_margin",
  	"margin_top" "enum__stories_v_blocks_quote_margin_top",
  	"margin_bottom" "enum__stories_v_blocks_quote_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum__stories_v_blocks_quote_margin_left",
  	"margin_right" "enum__stories_v_blocks_quote_margin_right",
  	"padding" "enum__stories_v_blocks_quote_padding",
  	"padding_left" "enum__stories_v_blocks_quote_padding_left",
  	"padding_right" "enum__stories_v_blocks_quote_padding_right",
  	"padding_top" "enum__stories_v_blocks_quote_padding_top",
  	"padding_bottom" "enum__stories_v_blocks_quote_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_plist_v_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor_ref" boolean,
  	"anchor_ref_name" varchar,
  	"anchor_link" boolean,
  	"anchor_link_name" varchar,
  	"paragraph" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_plist_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"start_index" numeric DEFAULT 1,
  	"margin" "enum___stories_v_blocks_plist_v_margin",
  	"margin_top" "enum___stories_v_blocks_plist_v_margin_top",
  	"margin_bottom" "enum___stories_v_blocks_plist_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___stories_v_blocks_plist_v_margin_left",
  	"margin_right" "enum___stories_v_blocks_plist_v_margin_right",
  	"padding" "enum___stories_v_blocks_plist_v_padding",
  	"padding_left" "enum___stories_v_blocks_plist_v_padding_left",
  	"padding_right" "enum___stories_v_blocks_plist_v_padding_right",
  	"padding_top" "enum___stories_v_blocks_plist_v_padding_top",
  	"padding_bottom" "enum___stories_v_blocks_plist_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_imggrid_v_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"object_fit" "enum___stories_v_blocks_imggrid_v_images_object_fit" DEFAULT 'cover',
  	"alt_text" varchar,
  	"caption" varchar,
  	"fraction_in_grid" "enum___stories_v_blocks_imggrid_v_images_fraction_in_grid" DEFAULT '1fr',
  	"max_height" numeric DEFAULT 0,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_imggrid_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_bleed" boolean DEFAULT false,
  	"show_gutter" boolean DEFAULT true,
  	"global_border_radius" numeric DEFAULT 8,
  	"margin" "enum___stories_v_blocks_imggrid_v_margin",
  	"margin_top" "enum___stories_v_blocks_imggrid_v_margin_top",
  	"margin_bottom" "enum___stories_v_blocks_imggrid_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___stories_v_blocks_imggrid_v_margin_left",
  	"margin_right" "enum___stories_v_blocks_imggrid_v_margin_right",
  	"padding" "enum___stories_v_blocks_imggrid_v_padding",
  	"padding_left" "enum___stories_v_blocks_imggrid_v_padding_left",
  	"padding_right" "enum___stories_v_blocks_imggrid_v_padding_right",
  	"padding_top" "enum___stories_v_blocks_imggrid_v_padding_top",
  	"padding_bottom" "enum___stories_v_blocks_imggrid_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_slidersec_v_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_slidersec_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" "enum___stories_v_blocks_slidersec_v_background_color",
  	"heading" varchar,
  	"body" varchar,
  	"text_align" "enum___stories_v_blocks_slidersec_v_text_align" DEFAULT 'center',
  	"image_gap" "enum___stories_v_blocks_slidersec_v_image_gap",
  	"inverted_color_arrows" boolean DEFAULT false,
  	"margin" "enum___stories_v_blocks_slidersec_v_margin",
  	"margin_top" "enum___stories_v_blocks_slidersec_v_margin_top",
  	"margin_bottom" "enum___stories_v_blocks_slidersec_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___stories_v_blocks_slidersec_v_margin_left",
  	"margin_right" "enum___stories_v_blocks_slidersec_v_margin_right",
  	"padding" "enum___stories_v_blocks_slidersec_v_padding",
  	"padding_left" "enum___stories_v_blocks_slidersec_v_padding_left",
  	"padding_right" "enum___stories_v_blocks_slidersec_v_padding_right",
  	"padding_top" "enum___stories_v_blocks_slidersec_v_padding_top",
  	"padding_bottom" "enum___stories_v_blocks_slidersec_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_box_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background" "enum___stories_v_blocks_box_v_background",
  	"display" "enum___stories_v_blocks_box_v_display" DEFAULT 'block',
  	"flex_direction" "enum___stories_v_blocks_box_v_flex_direction" DEFAULT 'row',
  	"gap" "enum___stories_v_blocks_box_v_gap" DEFAULT 'm',
  	"max_width" "enum___stories_v_blocks_box_v_max_width",
  	"margin" "enum___stories_v_blocks_box_v_margin",
  	"margin_top" "enum___stories_v_blocks_box_v_margin_top",
  	"margin_bottom" "enum___stories_v_blocks_box_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___stories_v_blocks_box_v_margin_left",
  	"margin_right" "enum___stories_v_blocks_box_v_margin_right",
  	"padding" "enum___stories_v_blocks_box_v_padding",
  	"padding_left" "enum___stories_v_blocks_box_v_padding_left",
  	"padding_right" "enum___stories_v_blocks_box_v_padding_right",
  	"padding_top" "enum___stories_v_blocks_box_v_padding_top",
  	"padding_bottom" "enum___stories_v_blocks_box_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_cont_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background" "enum___stories_v_blocks_cont_v_background",
  	"custom_width" "enum___stories_v_blocks_cont_v_custom_width" DEFAULT 'wide',
  	"margin" "enum___stories_v_blocks_cont_v_margin",
  	"margin_top" "enum___stories_v_blocks_cont_v_margin_top",
  	"margin_bottom" "enum___stories_v_blocks_cont_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___stories_v_blocks_cont_v_margin_left",
  	"margin_right" "enum___stories_v_blocks_cont_v_margin_right",
  	"padding" "enum___stories_v_blocks_cont_v_padding",
  	"padding_left" "enum___stories_v_blocks_cont_v_padding_left",
  	"padding_right" "enum___stories_v_blocks_cont_v_padding_right",
  	"padding_top" "enum___stories_v_blocks_cont_v_padding_top",
  	"padding_bottom" "enum___stories_v_blocks_cont_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_carousel_v_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__stories_v_blocks_carousel_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"paginator_position" "enum___stories_v_blocks_carousel_v_paginator_position" DEFAULT 'bottom',
  	"paginator_color" "enum___stories_v_blocks_carousel_v_paginator_color" DEFAULT 'dark',
  	"use_nav_arrows" boolean DEFAULT true,
  	"background_color" "enum___stories_v_blocks_carousel_v_background_color",
  	"margin" "enum___stories_v_blocks_carousel_v_margin",
  	"margin_top" "enum___stories_v_blocks_carousel_v_margin_top",
  	"margin_bottom" "enum___stories_v_blocks_carousel_v_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum___stories_v_blocks_carousel_v_margin_left",
  	"margin_right" "enum___stories_v_blocks_carousel_v_margin_right",
  	"padding" "enum___stories_v_blocks_carousel_v_padding",
  	"padding_left" "enum___stories_v_blocks_carousel_v_padding_left",
  	"padding_right" "enum___stories_v_blocks_carousel_v_padding_right",
  	"padding_top" "enum___stories_v_blocks_carousel_v_padding_top",
  	"padding_bottom" "enum___stories_v_blocks_carousel_v_padding_bottom",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean DEFAULT false,
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
  
  CREATE TABLE "page_variants_blocks_illus" (
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
  	"illustration" "enum_page_variants_blocks_illus_illustration" DEFAULT 'arrow-05',
  	"illustration_color" "enum_page_variants_blocks_illus_illustration_color" DEFAULT 'almostBlack',
  	"illustration_position" "enum_page_variants_blocks_illus_illustration_position" DEFAULT 'center',
  	"illustration_size" "enum_page_variants_blocks_illus_illustration_size" DEFAULT 'm',
  	"arrow_options_arrow_direction" "enum_page_variants_blocks_illus_arrow_options_arrow_direction" DEFAULT 'up',
  	"arrow_options_arrow_rotation" numeric DEFAULT 0,
  	"margin" "enum_page_variants_blocks_illus_margin",
  	"margin_top" "enum_page_variants_blocks_illus_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_illus_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_illus_margin_left",
  	"margin_right" "enum_page_variants_blocks_illus_margin_right",
  	"padding" "enum_page_variants_blocks_illus_padding",
  	"padding_left" "enum_page_variants_blocks_illus_padding_left",
  	"padding_right" "enum_page_variants_blocks_illus_padding_right",
  	"padding_top" "enum_page_variants_blocks_illus_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_illus_padding_bottom",
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
  
  CREATE TABLE "page_variants_blocks_support" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_page_variants_blocks_support_background_color" DEFAULT 'iglooLight',
  	"heading" varchar,
  	"text" varchar,
  	"contact_link" varchar,
  	"margin" "enum_page_variants_blocks_support_margin",
  	"margin_top" "enum_page_variants_blocks_support_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_support_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_support_margin_left",
  	"margin_right" "enum_page_variants_blocks_support_margin_right",
  	"padding" "enum_page_variants_blocks_support_padding",
  	"padding_left" "enum_page_variants_blocks_support_padding_left",
  	"padding_right" "enum_page_variants_blocks_support_padding_right",
  	"padding_top" "enum_page_variants_blocks_support_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_support_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_text_image_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "page_variants_blocks_text_image_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar
  );
  
  CREATE TABLE "page_variants_blocks_social_media_social_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar NOT NULL,
  	"icon" "enum_page_variants_blocks_social_media_social_link_icon" NOT NULL
  );
  
  CREATE TABLE "page_variants_blocks_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"direction" "enum_page_variants_blocks_social_media_direction" DEFAULT 'horizontal',
  	"icon_size" "enum_page_variants_blocks_social_media_icon_size" DEFAULT 'm',
  	"icon_spacing" "enum_page_variants_blocks_social_media_icon_spacing" DEFAULT 's',
  	"icon_color" "enum_page_variants_blocks_social_media_icon_color" DEFAULT 'malm0',
  	"margin" "enum_page_variants_blocks_social_media_margin",
  	"margin_top" "enum_page_variants_blocks_social_media_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_social_media_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_social_media_margin_left",
  	"margin_right" "enum_page_variants_blocks_social_media_margin_right",
  	"padding" "enum_page_variants_blocks_social_media_padding",
  	"padding_left" "enum_page_variants_blocks_social_media_padding_left",
  	"padding_right" "enum_page_variants_blocks_social_media_padding_right",
  	"padding_top" "enum_page_variants_blocks_social_media_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_social_media_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_text_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_page_variants_blocks_text_image_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum_page_variants_blocks_text_image_heading_level" DEFAULT 'h3',
  	"heading_position" "enum_page_variants_blocks_text_image_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum_page_variants_blocks_text_image_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum_page_variants_blocks_text_image_button_type" DEFAULT 'secondary',
  	"button_size" "enum_page_variants_blocks_text_image_button_size" DEFAULT 'm',
  	"button_button_position" "enum_page_variants_blocks_text_image_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum_page_variants_blocks_text_image_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum_page_variants_blocks_text_image_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum_page_variants_blocks_text_image_paginator_position" DEFAULT 'bottom',
  	"margin" "enum_page_variants_blocks_text_image_margin",
  	"margin_top" "enum_page_variants_blocks_text_image_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_text_image_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_text_image_margin_left",
  	"margin_right" "enum_page_variants_blocks_text_image_margin_right",
  	"padding" "enum_page_variants_blocks_text_image_padding",
  	"padding_left" "enum_page_variants_blocks_text_image_padding_left",
  	"padding_right" "enum_page_variants_blocks_text_image_padding_right",
  	"padding_top" "enum_page_variants_blocks_text_image_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_text_image_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_text_video_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "page_variants_blocks_text_video_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar
  );
  
  CREATE TABLE "page_variants_blocks_text_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_page_variants_blocks_text_video_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"fullbleed_video" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum_page_variants_blocks_text_video_heading_level" DEFAULT 'h3',
  	"heading_position" "enum_page_variants_blocks_text_video_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum_page_variants_blocks_text_video_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"list_dot_color" "enum_page_variants_blocks_text_video_list_dot_color" DEFAULT 'ljung2',
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum_page_variants_blocks_text_video_button_type" DEFAULT 'secondary',
  	"button_size" "enum_page_variants_blocks_text_video_button_size" DEFAULT 'm',
  	"button_button_position" "enum_page_variants_blocks_text_video_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum_page_variants_blocks_text_video_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum_page_variants_blocks_text_video_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum_page_variants_blocks_text_video_paginator_position" DEFAULT 'bottom',
  	"video_file_id" integer,
  	"video_poster_image_id" integer,
  	"video_loop" boolean DEFAULT false,
  	"video_muted" boolean DEFAULT false,
  	"video_file_type" "enum_page_variants_blocks_text_video_video_file_type",
  	"margin" "enum_page_variants_blocks_text_video_margin",
  	"margin_top" "enum_page_variants_blocks_text_video_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_text_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_text_video_margin_left",
  	"margin_right" "enum_page_variants_blocks_text_video_margin_right",
  	"padding" "enum_page_variants_blocks_text_video_padding",
  	"padding_left" "enum_page_variants_blocks_text_video_padding_left",
  	"padding_right" "enum_page_variants_blocks_text_video_padding_right",
  	"padding_top" "enum_page_variants_blocks_text_video_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_text_video_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"fullbleed" boolean DEFAULT false,
  	"inverted_text_color" boolean DEFAULT false,
  	"use_text_gradient" boolean DEFAULT false,
  	"background_color" "enum_page_variants_blocks_countdown_background_color",
  	"content_alignment" "enum_page_variants_blocks_countdown_content_alignment" DEFAULT 'center',
  	"target_date" timestamp(3) with time zone NOT NULL,
  	"target_text" varchar,
  	"add_end_date" boolean DEFAULT false,
  	"event_end_date" timestamp(3) with time zone,
  	"event_end_text" varchar,
  	"margin" "enum_page_variants_blocks_countdown_margin",
  	"margin_top" "enum_page_variants_blocks_countdown_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_countdown_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_countdown_margin_left",
  	"margin_right" "enum_page_variants_blocks_countdown_margin_right",
  	"padding" "enum_page_variants_blocks_countdown_padding",
  	"padding_left" "enum_page_variants_blocks_countdown_padding_left",
  	"padding_right" "enum_page_variants_blocks_countdown_padding_right",
  	"padding_top" "enum_page_variants_blocks_countdown_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_countdown_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_covers_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"margin" "enum_page_variants_blocks_covers_section_margin",
  	"margin_top" "enum_page_variants_blocks_covers_section_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_covers_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_covers_section_margin_left",
  	"margin_right" "enum_page_variants_blocks_covers_section_margin_right",
  	"padding" "enum_page_variants_blocks_covers_section_padding",
  	"padding_left" "enum_page_variants_blocks_covers_section_padding_left",
  	"padding_right" "enum_page_variants_blocks_covers_section_padding_right",
  	"padding_top" "enum_page_variants_blocks_covers_section_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_covers_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_contract_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_image_id" integer,
  	"image_id" integer,
  	"alt_text" varchar,
  	"heading" varchar,
  	"add_heading_link" boolean DEFAULT false,
  	"heading_link" varchar,
  	"intro" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/create',
  	"button_product_type" "enum_page_variants_blocks_contract_section_button_product_type" DEFAULT 'book',
  	"handwritten_text_text" varchar,
  	"handwritten_text_font_family" "enum_page_variants_blocks_contract_hw_font_family" DEFAULT 'accent',
  	"handwritten_text_font_size" "enum_page_variants_blocks_contract_hw_font_size",
  	"handwritten_text_line_height" "enum_page_variants_blocks_contract_hw_line_height",
  	"margin" "enum_page_variants_blocks_contract_section_margin",
  	"margin_top" "enum_page_variants_blocks_contract_section_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_contract_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_contract_section_margin_left",
  	"margin_right" "enum_page_variants_blocks_contract_section_margin_right",
  	"padding" "enum_page_variants_blocks_contract_section_padding",
  	"padding_left" "enum_page_variants_blocks_contract_section_padding_left",
  	"padding_right" "enum_page_variants_blocks_contract_section_padding_right",
  	"padding_top" "enum_page_variants_blocks_contract_section_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_contract_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_stats_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"color" "enum_page_variants_blocks_stats_slides_color" DEFAULT 'kantarell3',
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "page_variants_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"source" varchar,
  	"margin" "enum_page_variants_blocks_stats_margin",
  	"margin_top" "enum_page_variants_blocks_stats_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_stats_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_stats_margin_left",
  	"margin_right" "enum_page_variants_blocks_stats_margin_right",
  	"padding" "enum_page_variants_blocks_stats_padding",
  	"padding_left" "enum_page_variants_blocks_stats_padding_left",
  	"padding_right" "enum_page_variants_blocks_stats_padding_right",
  	"padding_top" "enum_page_variants_blocks_stats_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_stats_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_logos_component_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"max_height" numeric DEFAULT 48,
  	"link" varchar
  );
  
  CREATE TABLE "page_variants_blocks_logos_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"font_settings_family" "enum_page_variants_blocks_logos_component_font_settings_family",
  	"font_settings_size" "enum_page_variants_blocks_logos_component_font_settings_size",
  	"font_settings_weight" "enum_page_variants_blocks_logos_component_font_settings_weight",
  	"font_settings_align" "enum_page_variants_blocks_logos_component_font_settings_align" DEFAULT 'center',
  	"margin" "enum_page_variants_blocks_logos_component_margin",
  	"margin_top" "enum_page_variants_blocks_logos_component_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_logos_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_logos_component_margin_left",
  	"margin_right" "enum_page_variants_blocks_logos_component_margin_right",
  	"padding" "enum_page_variants_blocks_logos_component_padding",
  	"padding_left" "enum_page_variants_blocks_logos_component_padding_left",
  	"padding_right" "enum_page_variants_blocks_logos_component_padding_right",
  	"padding_top" "enum_page_variants_blocks_logos_component_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_logos_component_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_page_variants_blocks_spacer_background_color",
  	"second_color" "enum_page_variants_blocks_spacer_second_color",
  	"add_waves" boolean DEFAULT true,
  	"direction" "enum_page_variants_blocks_spacer_direction" DEFAULT 'down',
  	"space" "enum_page_variants_blocks_spacer_space" DEFAULT 'xl',
  	"margin" "enum_page_variants_blocks_spacer_margin",
  	"margin_top" "enum_page_variants_blocks_spacer_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_spacer_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_spacer_margin_left",
  	"margin_right" "enum_page_variants_blocks_spacer_margin_right",
  	"padding" "enum_page_variants_blocks_spacer_padding",
  	"padding_left" "enum_page_variants_blocks_spacer_padding_left",
  	"padding_right" "enum_page_variants_blocks_spacer_padding_right",
  	"padding_top" "enum_page_variants_blocks_spacer_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_spacer_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_page_variants_blocks_quote_model_type" DEFAULT 'pages',
  	"background_color" "enum_page_variants_blocks_quote_background_color" DEFAULT 'misty',
  	"quote" varchar,
  	"signature" varchar,
  	"decorative" "enum_page_variants_blocks_quote_decorative",
  	"margin" "enum_page_variants_blocks_quote_margin",
  	"margin_top" "enum_page_variants_blocks_quote_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_quote_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_quote_margin_left",
  	"margin_right" "enum_page_variants_blocks_quote_margin_right",
  	"padding" "enum_page_variants_blocks_quote_padding",
  	"padding_left" "enum_page_variants_blocks_quote_padding_left",
  	"padding_right" "enum_page_variants_blocks_quote_padding_right",
  	"padding_top" "enum_page_variants_blocks_quote_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_quote_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_imggrid_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"object_fit" "enum_page_variants_blocks_imggrid_images_object_fit" DEFAULT 'cover',
  	"alt_text" varchar,
  	"caption" varchar,
  	"fraction_in_grid" "enum_page_variants_blocks_imggrid_images_fraction_in_grid" DEFAULT '1fr',
  	"max_height" numeric DEFAULT 0
  );
  
  CREATE TABLE "page_variants_blocks_imggrid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"full_bleed" boolean DEFAULT false,
  	"show_gutter" boolean DEFAULT true,
  	"global_border_radius" numeric DEFAULT 8,
  	"margin" "enum_page_variants_blocks_imggrid_margin",
  	"margin_top" "enum_page_variants_blocks_imggrid_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_imggrid_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_imggrid_margin_left",
  	"margin_right" "enum_page_variants_blocks_imggrid_margin_right",
  	"padding" "enum_page_variants_blocks_imggrid_padding",
  	"padding_left" "enum_page_variants_blocks_imggrid_padding_left",
  	"padding_right" "enum_page_variants_blocks_imggrid_padding_right",
  	"padding_top" "enum_page_variants_blocks_imggrid_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_imggrid_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_slidersec_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "page_variants_blocks_slidersec" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_page_variants_blocks_slidersec_background_color",
  	"heading" varchar,
  	"body" varchar,
  	"text_align" "enum_page_variants_blocks_slidersec_text_align" DEFAULT 'center',
  	"image_gap" "enum_page_variants_blocks_slidersec_image_gap",
  	"inverted_color_arrows" boolean DEFAULT false,
  	"margin" "enum_page_variants_blocks_slidersec_margin",
  	"margin_top" "enum_page_variants_blocks_slidersec_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_slidersec_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_slidersec_margin_left",
  	"margin_right" "enum_page_variants_blocks_slidersec_margin_right",
  	"padding" "enum_page_variants_blocks_slidersec_padding",
  	"padding_left" "enum_page_variants_blocks_slidersec_padding_left",
  	"padding_right" "enum_page_variants_blocks_slidersec_padding_right",
  	"padding_top" "enum_page_variants_blocks_slidersec_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_slidersec_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background" "enum_page_variants_blocks_box_background",
  	"display" "enum_page_variants_blocks_box_display" DEFAULT 'block',
  	"flex_direction" "enum_page_variants_blocks_box_flex_direction" DEFAULT 'row',
  	"gap" "enum_page_variants_blocks_box_gap" DEFAULT 'm',
  	"max_width" "enum_page_variants_blocks_box_max_width",
  	"margin" "enum_page_variants_blocks_box_margin",
  	"margin_top" "enum_page_variants_blocks_box_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_box_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_box_margin_left",
  	"margin_right" "enum_page_variants_blocks_box_margin_right",
  	"padding" "enum_page_variants_blocks_box_padding",
  	"padding_left" "enum_page_variants_blocks_box_padding_left",
  	"padding_right" "enum_page_variants_blocks_box_padding_right",
  	"padding_top" "enum_page_variants_blocks_box_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_box_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_cont" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background" "enum_page_variants_blocks_cont_background",
  	"custom_width" "enum_page_variants_blocks_cont_custom_width" DEFAULT 'wide',
  	"margin" "enum_page_variants_blocks_cont_margin",
  	"margin_top" "enum_page_variants_blocks_cont_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_cont_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_cont_margin_left",
  	"margin_right" "enum_page_variants_blocks_cont_margin_right",
  	"padding" "enum_page_variants_blocks_cont_padding",
  	"padding_left" "enum_page_variants_blocks_cont_padding_left",
  	"padding_right" "enum_page_variants_blocks_cont_padding_right",
  	"padding_top" "enum_page_variants_blocks_cont_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_cont_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variants_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "page_variants_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"paginator_position" "enum_page_variants_blocks_carousel_paginator_position" DEFAULT 'bottom',
  	"paginator_color" "enum_page_variants_blocks_carousel_paginator_color" DEFAULT 'dark',
  	"use_nav_arrows" boolean DEFAULT true,
  	"background_color" "enum_page_variants_blocks_carousel_background_color",
  	"margin" "enum_page_variants_blocks_carousel_margin",
  	"margin_top" "enum_page_variants_blocks_carousel_margin_top",
  	"margin_bottom" "enum_page_variants_blocks_carousel_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_page_variants_blocks_carousel_margin_left",
  	"margin_right" "enum_page_variants_blocks_carousel_margin_right",
  	"padding" "enum_page_variants_blocks_carousel_padding",
  	"padding_left" "enum_page_variants_blocks_carousel_padding_left",
  	"padding_right" "enum_page_variants_blocks_carousel_padding_right",
  	"padding_top" "enum_page_variants_blocks_carousel_padding_top",
  	"padding_bottom" "enum_page_variants_blocks_carousel_padding_bottom",
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
  
  CREATE TABLE "story_variants_blocks_illus" (
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
  	"illustration" "enum_story_variants_blocks_illus_illustration" DEFAULT 'arrow-05',
  	"illustration_color" "enum_story_variants_blocks_illus_illustration_color" DEFAULT 'almostBlack',
  	"illustration_position" "enum_story_variants_blocks_illus_illustration_position" DEFAULT 'center',
  	"illustration_size" "enum_story_variants_blocks_illus_illustration_size" DEFAULT 'm',
  	"arrow_options_arrow_direction" "enum_story_variants_blocks_illus_arrow_options_arrow_direction" DEFAULT 'up',
  	"arrow_options_arrow_rotation" numeric DEFAULT 0,
  	"margin" "enum_story_variants_blocks_illus_margin",
  	"margin_top" "enum_story_variants_blocks_illus_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_illus_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_illus_margin_left",
  	"margin_right" "enum_story_variants_blocks_illus_margin_right",
  	"padding" "enum_story_variants_blocks_illus_padding",
  	"padding_left" "enum_story_variants_blocks_illus_padding_left",
  	"padding_right" "enum_story_variants_blocks_illus_padding_right",
  	"padding_top" "enum_story_variants_blocks_illus_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_illus_padding_bottom",
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
  
  CREATE TABLE "story_variants_blocks_support" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_story_variants_blocks_support_background_color" DEFAULT 'iglooLight',
  	"heading" varchar,
  	"text" varchar,
  	"contact_link" varchar,
  	"margin" "enum_story_variants_blocks_support_margin",
  	"margin_top" "enum_story_variants_blocks_support_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_support_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_support_margin_left",
  	"margin_right" "enum_story_variants_blocks_support_margin_right",
  	"padding" "enum_story_variants_blocks_support_padding",
  	"padding_left" "enum_story_variants_blocks_support_padding_left",
  	"padding_right" "enum_story_variants_blocks_support_padding_right",
  	"padding_top" "enum_story_variants_blocks_support_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_support_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_text_image_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "story_variants_blocks_text_image_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar
  );
  
  CREATE TABLE "story_variants_blocks_social_media_social_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar NOT NULL,
  	"icon" "enum_story_variants_blocks_social_media_social_link_icon" NOT NULL
  );
  
  CREATE TABLE "story_variants_blocks_social_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"direction" "enum_story_variants_blocks_social_media_direction" DEFAULT 'horizontal',
  	"icon_size" "enum_story_variants_blocks_social_media_icon_size" DEFAULT 'm',
  	"icon_spacing" "enum_story_variants_blocks_social_media_icon_spacing" DEFAULT 's',
  	"icon_color" "enum_story_variants_blocks_social_media_icon_color" DEFAULT 'malm0',
  	"margin" "enum_story_variants_blocks_social_media_margin",
  	"margin_top" "enum_story_variants_blocks_social_media_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_social_media_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_social_media_margin_left",
  	"margin_right" "enum_story_variants_blocks_social_media_margin_right",
  	"padding" "enum_story_variants_blocks_social_media_padding",
  	"padding_left" "enum_story_variants_blocks_social_media_padding_left",
  	"padding_right" "enum_story_variants_blocks_social_media_padding_right",
  	"padding_top" "enum_story_variants_blocks_social_media_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_social_media_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_text_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_story_variants_blocks_text_image_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum_story_variants_blocks_text_image_heading_level" DEFAULT 'h3',
  	"heading_position" "enum_story_variants_blocks_text_image_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum_story_variants_blocks_text_image_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum_story_variants_blocks_text_image_button_type" DEFAULT 'secondary',
  	"button_size" "enum_story_variants_blocks_text_image_button_size" DEFAULT 'm',
  	"button_button_position" "enum_story_variants_blocks_text_image_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum_story_variants_blocks_text_image_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum_story_variants_blocks_text_image_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum_story_variants_blocks_text_image_paginator_position" DEFAULT 'bottom',
  	"margin" "enum_story_variants_blocks_text_image_margin",
  	"margin_top" "enum_story_variants_blocks_text_image_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_text_image_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_text_image_margin_left",
  	"margin_right" "enum_story_variants_blocks_text_image_margin_right",
  	"padding" "enum_story_variants_blocks_text_image_padding",
  	"padding_left" "enum_story_variants_blocks_text_image_padding_left",
  	"padding_right" "enum_story_variants_blocks_text_image_padding_right",
  	"padding_top" "enum_story_variants_blocks_text_image_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_text_image_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_text_video_list_list_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subheading" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "story_variants_blocks_text_video_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar
  );
  
  CREATE TABLE "story_variants_blocks_text_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_story_variants_blocks_text_video_background_color",
  	"fullbleed_layout" boolean DEFAULT false,
  	"fullbleed_image" boolean DEFAULT false,
  	"fullbleed_video" boolean DEFAULT false,
  	"mirrored_layout" boolean DEFAULT false,
  	"vertical_layout" boolean DEFAULT false,
  	"subheading_check" boolean DEFAULT false,
  	"subheading" varchar,
  	"heading" varchar,
  	"heading_level" "enum_story_variants_blocks_text_video_heading_level" DEFAULT 'h3',
  	"heading_position" "enum_story_variants_blocks_text_video_heading_position",
  	"ingress" varchar,
  	"text" jsonb,
  	"text_position" "enum_story_variants_blocks_text_video_text_position",
  	"add_list" boolean DEFAULT false,
  	"list_heading" varchar,
  	"list_start_index" numeric DEFAULT 1,
  	"list_dot_color" "enum_story_variants_blocks_text_video_list_dot_color" DEFAULT 'ljung2',
  	"add_text_field" boolean DEFAULT false,
  	"second_text" jsonb,
  	"inverted_text_color" boolean DEFAULT false,
  	"add_button" boolean DEFAULT false,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_type" "enum_story_variants_blocks_text_video_button_type" DEFAULT 'secondary',
  	"button_size" "enum_story_variants_blocks_text_video_button_size" DEFAULT 'm',
  	"button_button_position" "enum_story_variants_blocks_text_video_button_button_position",
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/photobooks',
  	"button_product_type" "enum_story_variants_blocks_text_video_button_product_type" DEFAULT 'book',
  	"button_target" boolean DEFAULT false,
  	"slideshow" boolean DEFAULT false,
  	"image_id" integer,
  	"alt_text" varchar,
  	"select_paginator_color" "enum_story_variants_blocks_text_video_paginator_color" DEFAULT 'dark',
  	"select_paginator_position" "enum_story_variants_blocks_text_video_paginator_position" DEFAULT 'bottom',
  	"video_file_id" integer,
  	"video_poster_image_id" integer,
  	"video_loop" boolean DEFAULT false,
  	"video_muted" boolean DEFAULT false,
  	"video_file_type" "enum_story_variants_blocks_text_video_video_file_type",
  	"margin" "enum_story_variants_blocks_text_video_margin",
  	"margin_top" "enum_story_variants_blocks_text_video_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_text_video_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_text_video_margin_left",
  	"margin_right" "enum_story_variants_blocks_text_video_margin_right",
  	"padding" "enum_story_variants_blocks_text_video_padding",
  	"padding_left" "enum_story_variants_blocks_text_video_padding_left",
  	"padding_right" "enum_story_variants_blocks_text_video_padding_right",
  	"padding_top" "enum_story_variants_blocks_text_video_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_text_video_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"fullbleed" boolean DEFAULT false,
  	"inverted_text_color" boolean DEFAULT false,
  	"use_text_gradient" boolean DEFAULT false,
  	"background_color" "enum_story_variants_blocks_countdown_background_color",
  	"content_alignment" "enum_story_variants_blocks_countdown_content_alignment" DEFAULT 'center',
  	"target_date" timestamp(3) with time zone NOT NULL,
  	"target_text" varchar,
  	"add_end_date" boolean DEFAULT false,
  	"event_end_date" timestamp(3) with time zone,
  	"event_end_text" varchar,
  	"margin" "enum_story_variants_blocks_countdown_margin",
  	"margin_top" "enum_story_variants_blocks_countdown_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_countdown_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_countdown_margin_left",
  	"margin_right" "enum_story_variants_blocks_countdown_margin_right",
  	"padding" "enum_story_variants_blocks_countdown_padding",
  	"padding_left" "enum_story_variants_blocks_countdown_padding_left",
  	"padding_right" "enum_story_variants_blocks_countdown_padding_right",
  	"padding_top" "enum_story_variants_blocks_countdown_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_countdown_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_covers_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"margin" "enum_story_variants_blocks_covers_section_margin",
  	"margin_top" "enum_story_variants_blocks_covers_section_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_covers_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_covers_section_margin_left",
  	"margin_right" "enum_story_variants_blocks_covers_section_margin_right",
  	"padding" "enum_story_variants_blocks_covers_section_padding",
  	"padding_left" "enum_story_variants_blocks_covers_section_padding_left",
  	"padding_right" "enum_story_variants_blocks_covers_section_padding_right",
  	"padding_top" "enum_story_variants_blocks_covers_section_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_covers_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_contract_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_image_id" integer,
  	"image_id" integer,
  	"alt_text" varchar,
  	"heading" varchar,
  	"add_heading_link" boolean DEFAULT false,
  	"heading_link" varchar,
  	"intro" varchar,
  	"button_text" varchar DEFAULT 'Create a photo book',
  	"button_create_link" boolean DEFAULT false,
  	"button_link" varchar DEFAULT '/create',
  	"button_product_type" "enum_story_variants_blocks_contract_section_button_product_type" DEFAULT 'book',
  	"handwritten_text_text" varchar,
  	"handwritten_text_font_family" "enum_story_variants_blocks_contract_hw_font_family" DEFAULT 'accent',
  	"handwritten_text_font_size" "enum_story_variants_blocks_contract_hw_font_size",
  	"handwritten_text_line_height" "enum_story_variants_blocks_contract_hw_line_height",
  	"margin" "enum_story_variants_blocks_contract_section_margin",
  	"margin_top" "enum_story_variants_blocks_contract_section_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_contract_section_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_contract_section_margin_left",
  	"margin_right" "enum_story_variants_blocks_contract_section_margin_right",
  	"padding" "enum_story_variants_blocks_contract_section_padding",
  	"padding_left" "enum_story_variants_blocks_contract_section_padding_left",
  	"padding_right" "enum_story_variants_blocks_contract_section_padding_right",
  	"padding_top" "enum_story_variants_blocks_contract_section_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_contract_section_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_stats_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"color" "enum_story_variants_blocks_stats_slides_color" DEFAULT 'kantarell3',
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "story_variants_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"source" varchar,
  	"margin" "enum_story_variants_blocks_stats_margin",
  	"margin_top" "enum_story_variants_blocks_stats_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_stats_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_stats_margin_left",
  	"margin_right" "enum_story_variants_blocks_stats_margin_right",
  	"padding" "enum_story_variants_blocks_stats_padding",
  	"padding_left" "enum_story_variants_blocks_stats_padding_left",
  	"padding_right" "enum_story_variants_blocks_stats_padding_right",
  	"padding_top" "enum_story_variants_blocks_stats_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_stats_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_logos_component_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"max_height" numeric DEFAULT 48,
  	"link" varchar
  );
  
  CREATE TABLE "story_variants_blocks_logos_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"font_settings_family" "enum_story_variants_blocks_logos_component_font_settings_family",
  	"font_settings_size" "enum_story_variants_blocks_logos_component_font_settings_size",
  	"font_settings_weight" "enum_story_variants_blocks_logos_component_font_settings_weight",
  	"font_settings_align" "enum_story_variants_blocks_logos_component_font_settings_align" DEFAULT 'center',
  	"margin" "enum_story_variants_blocks_logos_component_margin",
  	"margin_top" "enum_story_variants_blocks_logos_component_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_logos_component_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_logos_component_margin_left",
  	"margin_right" "enum_story_variants_blocks_logos_component_margin_right",
  	"padding" "enum_story_variants_blocks_logos_component_padding",
  	"padding_left" "enum_story_variants_blocks_logos_component_padding_left",
  	"padding_right" "enum_story_variants_blocks_logos_component_padding_right",
  	"padding_top" "enum_story_variants_blocks_logos_component_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_logos_component_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_story_variants_blocks_spacer_background_color",
  	"second_color" "enum_story_variants_blocks_spacer_second_color",
  	"add_waves" boolean DEFAULT true,
  	"direction" "enum_story_variants_blocks_spacer_direction" DEFAULT 'down',
  	"space" "enum_story_variants_blocks_spacer_space" DEFAULT 'xl',
  	"margin" "enum_story_variants_blocks_spacer_margin",
  	"margin_top" "enum_story_variants_blocks_spacer_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_spacer_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_spacer_margin_left",
  	"margin_right" "enum_story_variants_blocks_spacer_margin_right",
  	"padding" "enum_story_variants_blocks_spacer_padding",
  	"padding_left" "enum_story_variants_blocks_spacer_padding_left",
  	"padding_right" "enum_story_variants_blocks_spacer_padding_right",
  	"padding_top" "enum_story_variants_blocks_spacer_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_spacer_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model_type" "enum_story_variants_blocks_quote_model_type" DEFAULT 'blog',
  	"font_family" "enum_story_variants_blocks_quote_font_family",
  	"quote" varchar,
  	"signature" varchar,
  	"decorative" "enum_story_variants_blocks_quote_decorative",
  	"margin" "enum_story_variants_blocks_quote_margin",
  	"margin_top" "enum_story_variants_blocks_quote_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_quote_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_quote_margin_left",
  	"margin_right" "enum_story_variants_blocks_quote_margin_right",
  	"padding" "enum_story_variants_blocks_quote_padding",
  	"padding_left" "enum_story_variants_blocks_quote_padding_left",
  	"padding_right" "enum_story_variants_blocks_quote_padding_right",
  	"padding_top" "enum_story_variants_blocks_quote_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_quote_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_plist_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor_ref" boolean,
  	"anchor_ref_name" varchar,
  	"anchor_link" boolean,
  	"anchor_link_name" varchar,
  	"paragraph" jsonb
  );
  
  CREATE TABLE "story_variants_blocks_plist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_index" numeric DEFAULT 1,
  	"margin" "enum_story_variants_blocks_plist_margin",
  	"margin_top" "enum_story_variants_blocks_plist_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_plist_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_plist_margin_left",
  	"margin_right" "enum_story_variants_blocks_plist_margin_right",
  	"padding" "enum_story_variants_blocks_plist_padding",
  	"padding_left" "enum_story_variants_blocks_plist_padding_left",
  	"padding_right" "enum_story_variants_blocks_plist_padding_right",
  	"padding_top" "enum_story_variants_blocks_plist_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_plist_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_imggrid_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"object_fit" "enum_story_variants_blocks_imggrid_images_object_fit" DEFAULT 'cover',
  	"alt_text" varchar,
  	"caption" varchar,
  	"fraction_in_grid" "enum_story_variants_blocks_imggrid_images_fraction_in_grid" DEFAULT '1fr',
  	"max_height" numeric DEFAULT 0
  );
  
  CREATE TABLE "story_variants_blocks_imggrid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"full_bleed" boolean DEFAULT false,
  	"show_gutter" boolean DEFAULT true,
  	"global_border_radius" numeric DEFAULT 8,
  	"margin" "enum_story_variants_blocks_imggrid_margin",
  	"margin_top" "enum_story_variants_blocks_imggrid_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_imggrid_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_imggrid_margin_left",
  	"margin_right" "enum_story_variants_blocks_imggrid_margin_right",
  	"padding" "enum_story_variants_blocks_imggrid_padding",
  	"padding_left" "enum_story_variants_blocks_imggrid_padding_left",
  	"padding_right" "enum_story_variants_blocks_imggrid_padding_right",
  	"padding_top" "enum_story_variants_blocks_imggrid_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_imggrid_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_slidersec_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "story_variants_blocks_slidersec" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" "enum_story_variants_blocks_slidersec_background_color",
  	"heading" varchar,
  	"body" varchar,
  	"text_align" "enum_story_variants_blocks_slidersec_text_align" DEFAULT 'center',
  	"image_gap" "enum_story_variants_blocks_slidersec_image_gap",
  	"inverted_color_arrows" boolean DEFAULT false,
  	"margin" "enum_story_variants_blocks_slidersec_margin",
  	"margin_top" "enum_story_variants_blocks_slidersec_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_slidersec_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_slidersec_margin_left",
  	"margin_right" "enum_story_variants_blocks_slidersec_margin_right",
  	"padding" "enum_story_variants_blocks_slidersec_padding",
  	"padding_left" "enum_story_variants_blocks_slidersec_padding_left",
  	"padding_right" "enum_story_variants_blocks_slidersec_padding_right",
  	"padding_top" "enum_story_variants_blocks_slidersec_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_slidersec_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background" "enum_story_variants_blocks_box_background",
  	"display" "enum_story_variants_blocks_box_display" DEFAULT 'block',
  	"flex_direction" "enum_story_variants_blocks_box_flex_direction" DEFAULT 'row',
  	"gap" "enum_story_variants_blocks_box_gap" DEFAULT 'm',
  	"max_width" "enum_story_variants_blocks_box_max_width",
  	"margin" "enum_story_variants_blocks_box_margin",
  	"margin_top" "enum_story_variants_blocks_box_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_box_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_box_margin_left",
  	"margin_right" "enum_story_variants_blocks_box_margin_right",
  	"padding" "enum_story_variants_blocks_box_padding",
  	"padding_left" "enum_story_variants_blocks_box_padding_left",
  	"padding_right" "enum_story_variants_blocks_box_padding_right",
  	"padding_top" "enum_story_variants_blocks_box_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_box_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_cont" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background" "enum_story_variants_blocks_cont_background",
  	"custom_width" "enum_story_variants_blocks_cont_custom_width" DEFAULT 'wide',
  	"margin" "enum_story_variants_blocks_cont_margin",
  	"margin_top" "enum_story_variants_blocks_cont_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_cont_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_cont_margin_left",
  	"margin_right" "enum_story_variants_blocks_cont_margin_right",
  	"padding" "enum_story_variants_blocks_cont_padding",
  	"padding_left" "enum_story_variants_blocks_cont_padding_left",
  	"padding_right" "enum_story_variants_blocks_cont_padding_right",
  	"padding_top" "enum_story_variants_blocks_cont_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_cont_padding_bottom",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_variants_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"src_id" integer,
  	"alt_text" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "story_variants_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"paginator_position" "enum_story_variants_blocks_carousel_paginator_position" DEFAULT 'bottom',
  	"paginator_color" "enum_story_variants_blocks_carousel_paginator_color" DEFAULT 'dark',
  	"use_nav_arrows" boolean DEFAULT true,
  	"background_color" "enum_story_variants_blocks_carousel_background_color",
  	"margin" "enum_story_variants_blocks_carousel_margin",
  	"margin_top" "enum_story_variants_blocks_carousel_margin_top",
  	"margin_bottom" "enum_story_variants_blocks_carousel_margin_bottom" DEFAULT 'xxxl',
  	"margin_left" "enum_story_variants_blocks_carousel_margin_left",
  	"margin_right" "enum_story_variants_blocks_carousel_margin_right",
  	"padding" "enum_story_variants_blocks_carousel_padding",
  	"padding_left" "enum_story_variants_blocks_carousel_padding_left",
  	"padding_right" "enum_story_variants_blocks_carousel_padding_right",
  	"padding_top" "enum_story_variants_blocks_carousel_padding_top",
  	"padding_bottom" "enum_story_variants_blocks_carousel_padding_bottom",
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
  
  CREATE TABLE "product_info_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"market" "enum_product_info_prices_market" NOT NULL,
  	"currency" "enum_product_info_prices_currency" NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "product_info" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"product_type" "enum_product_info_product_type" NOT NULL,
  	"format" "enum_product_info_format",
  	"paper" "enum_product_info_paper",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_options_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_payment_options_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payment_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" "enum_payment_options_country" NOT NULL,
  	"provider" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_options_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "christmas_delivery_dates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" "enum_christmas_delivery_dates_country" NOT NULL,
  	"last_order_date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  
  CREATE TABLE "identity_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"password_hash" varchar NOT NULL,
  	"kind" "enum_identity_accounts_kind" DEFAULT 'user' NOT NULL,
  	"display_name" varchar,
  	"photo_u_r_l" varchar,
  	"phone_number" varchar,
  	"email_verified" boolean DEFAULT false,
  	"disabled" boolean DEFAULT false,
  	"last_login_at" timestamp(3) with time zone,
  	"failed_attempts" numeric DEFAULT 0,
  	"locked_until" timestamp(3) with time zone,
  	"tokens_valid_after" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "identity_signing_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kid" varchar NOT NULL,
  	"alg" varchar DEFAULT 'RS256' NOT NULL,
  	"public_jwk" jsonb NOT NULL,
  	"private_jwk" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"page_variants_id" integer,
  	"story_variants_id" integer,
  	"media_id" integer,
  	"users_id" integer,
  	"product_info_id" integer,
  	"payment_options_id" integer,
  	"christmas_delivery_dates_id" integer,
  	"reviews_id" integer,
  	"identity_accounts_id" integer,
  	"identity_signing_keys_id" integer
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
  ALTER TABLE "pages_blocks_illus" ADD CONSTRAINT "pages_blocks_illus_image_src_id_media_id_fk" FOREIGN KEY ("image_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_illus" ADD CONSTRAINT "pages_blocks_illus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_embed_video" ADD CONSTRAINT "pages_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_reviews_section" ADD CONSTRAINT "pages_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_support" ADD CONSTRAINT "pages_blocks_support_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_image_list_list_item" ADD CONSTRAINT "pages_blocks_text_image_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_image_slides" ADD CONSTRAINT "pages_blocks_text_image_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_image_slides" ADD CONSTRAINT "pages_blocks_text_image_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_media_social_link" ADD CONSTRAINT "pages_blocks_social_media_social_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_social_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_media" ADD CONSTRAINT "pages_blocks_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_image" ADD CONSTRAINT "pages_blocks_text_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_image" ADD CONSTRAINT "pages_blocks_text_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_video_list_list_item" ADD CONSTRAINT "pages_blocks_text_video_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_video_slides" ADD CONSTRAINT "pages_blocks_text_video_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_video_slides" ADD CONSTRAINT "pages_blocks_text_video_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_video" ADD CONSTRAINT "pages_blocks_text_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_video" ADD CONSTRAINT "pages_blocks_text_video_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_video" ADD CONSTRAINT "pages_blocks_text_video_video_poster_image_id_media_id_fk" FOREIGN KEY ("video_poster_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_video" ADD CONSTRAINT "pages_blocks_text_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_countdown" ADD CONSTRAINT "pages_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_covers_section" ADD CONSTRAINT "pages_blocks_covers_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contract_section" ADD CONSTRAINT "pages_blocks_contract_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contract_section" ADD CONSTRAINT "pages_blocks_contract_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contract_section" ADD CONSTRAINT "pages_blocks_contract_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_slides" ADD CONSTRAINT "pages_blocks_stats_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_slides" ADD CONSTRAINT "pages_blocks_stats_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logos_component_logos" ADD CONSTRAINT "pages_blocks_logos_component_logos_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_logos_component_logos" ADD CONSTRAINT "pages_blocks_logos_component_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logos_component"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logos_component" ADD CONSTRAINT "pages_blocks_logos_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_spacer" ADD CONSTRAINT "pages_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_imggrid_images" ADD CONSTRAINT "pages_blocks_imggrid_images_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_imggrid_images" ADD CONSTRAINT "pages_blocks_imggrid_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_imggrid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_imggrid" ADD CONSTRAINT "pages_blocks_imggrid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slidersec_slides" ADD CONSTRAINT "pages_blocks_slidersec_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_slidersec_slides" ADD CONSTRAINT "pages_blocks_slidersec_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slidersec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slidersec" ADD CONSTRAINT "pages_blocks_slidersec_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_box" ADD CONSTRAINT "pages_blocks_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cont" ADD CONSTRAINT "pages_blocks_cont_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel" ADD CONSTRAINT "pages_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_heading" ADD CONSTRAINT "_pages_v_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_awesome_paragraphs" ADD CONSTRAINT "_pages_v_blocks_awesome_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_button_component" ADD CONSTRAINT "_pages_v_blocks_button_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_illus_v" ADD CONSTRAINT "__pages_v_blocks_illus_v_image_src_id_media_id_fk" FOREIGN KEY ("image_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_illus_v" ADD CONSTRAINT "__pages_v_blocks_illus_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embed_video" ADD CONSTRAINT "_pages_v_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews_section" ADD CONSTRAINT "_pages_v_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_support_v" ADD CONSTRAINT "__pages_v_blocks_support_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_image_list_list_item" ADD CONSTRAINT "_pages_v_blocks_text_image_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_image_slides" ADD CONSTRAINT "_pages_v_blocks_text_image_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_image_slides" ADD CONSTRAINT "_pages_v_blocks_text_image_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_media_social_link" ADD CONSTRAINT "_pages_v_blocks_social_media_social_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_social_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_media" ADD CONSTRAINT "_pages_v_blocks_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_image" ADD CONSTRAINT "_pages_v_blocks_text_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_image" ADD CONSTRAINT "_pages_v_blocks_text_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_video_list_list_item" ADD CONSTRAINT "_pages_v_blocks_text_video_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_video_slides" ADD CONSTRAINT "_pages_v_blocks_text_video_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_video_slides" ADD CONSTRAINT "_pages_v_blocks_text_video_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_video" ADD CONSTRAINT "_pages_v_blocks_text_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_video" ADD CONSTRAINT "_pages_v_blocks_text_video_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_video" ADD CONSTRAINT "_pages_v_blocks_text_video_video_poster_image_id_media_id_fk" FOREIGN KEY ("video_poster_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_video" ADD CONSTRAINT "_pages_v_blocks_text_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown" ADD CONSTRAINT "_pages_v_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_covers_section" ADD CONSTRAINT "_pages_v_blocks_covers_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contract_section" ADD CONSTRAINT "_pages_v_blocks_contract_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contract_section" ADD CONSTRAINT "_pages_v_blocks_contract_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contract_section" ADD CONSTRAINT "_pages_v_blocks_contract_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_stats_v_slides_v" ADD CONSTRAINT "___pages_v_blocks_stats_v_slides_v_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_stats_v_slides_v" ADD CONSTRAINT "___pages_v_blocks_stats_v_slides_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_stats_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_stats_v" ADD CONSTRAINT "__pages_v_blocks_stats_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logos_component_logos" ADD CONSTRAINT "_pages_v_blocks_logos_component_logos_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logos_component_logos" ADD CONSTRAINT "_pages_v_blocks_logos_component_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logos_component"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logos_component" ADD CONSTRAINT "_pages_v_blocks_logos_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_spacer_v" ADD CONSTRAINT "__pages_v_blocks_spacer_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_imggrid_v_images" ADD CONSTRAINT "__pages_v_blocks_imggrid_v_images_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_imggrid_v_images" ADD CONSTRAINT "__pages_v_blocks_imggrid_v_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_imggrid_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_imggrid_v" ADD CONSTRAINT "__pages_v_blocks_imggrid_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_slidersec_v_slides" ADD CONSTRAINT "__pages_v_blocks_slidersec_v_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_slidersec_v_slides" ADD CONSTRAINT "__pages_v_blocks_slidersec_v_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_slidersec_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_slidersec_v" ADD CONSTRAINT "__pages_v_blocks_slidersec_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_box_v" ADD CONSTRAINT "__pages_v_blocks_box_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_cont_v" ADD CONSTRAINT "__pages_v_blocks_cont_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_carousel_v_slides" ADD CONSTRAINT "__pages_v_blocks_carousel_v_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_carousel_v_slides" ADD CONSTRAINT "__pages_v_blocks_carousel_v_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_carousel_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_carousel_v" ADD CONSTRAINT "__pages_v_blocks_carousel_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_heading" ADD CONSTRAINT "stories_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_awesome_paragraphs" ADD CONSTRAINT "stories_blocks_awesome_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_button_component" ADD CONSTRAINT "stories_blocks_button_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_illus" ADD CONSTRAINT "stories_blocks_illus_image_src_id_media_id_fk" FOREIGN KEY ("image_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_illus" ADD CONSTRAINT "stories_blocks_illus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_embed_video" ADD CONSTRAINT "stories_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_reviews_section" ADD CONSTRAINT "stories_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_support" ADD CONSTRAINT "stories_blocks_support_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_image_list_list_item" ADD CONSTRAINT "stories_blocks_text_image_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_image_slides" ADD CONSTRAINT "stories_blocks_text_image_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_image_slides" ADD CONSTRAINT "stories_blocks_text_image_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_social_media_social_link" ADD CONSTRAINT "stories_blocks_social_media_social_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories_blocks_social_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_social_media" ADD CONSTRAINT "stories_blocks_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_image" ADD CONSTRAINT "stories_blocks_text_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_image" ADD CONSTRAINT "stories_blocks_text_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_video_list_list_item" ADD CONSTRAINT "stories_blocks_text_video_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_video_slides" ADD CONSTRAINT "stories_blocks_text_video_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_video_slides" ADD CONSTRAINT "stories_blocks_text_video_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_video" ADD CONSTRAINT "stories_blocks_text_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_video" ADD CONSTRAINT "stories_blocks_text_video_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_video" ADD CONSTRAINT "stories_blocks_text_video_video_poster_image_id_media_id_fk" FOREIGN KEY ("video_poster_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_text_video" ADD CONSTRAINT "stories_blocks_text_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_countdown" ADD CONSTRAINT "stories_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_covers_section" ADD CONSTRAINT "stories_blocks_covers_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_contract_section" ADD CONSTRAINT "stories_blocks_contract_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_contract_section" ADD CONSTRAINT "stories_blocks_contract_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_contract_section" ADD CONSTRAINT "stories_blocks_contract_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_stats_slides" ADD CONSTRAINT "stories_blocks_stats_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_stats_slides" ADD CONSTRAINT "stories_blocks_stats_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_stats" ADD CONSTRAINT "stories_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_logos_component_logos" ADD CONSTRAINT "stories_blocks_logos_component_logos_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_logos_component_logos" ADD CONSTRAINT "stories_blocks_logos_component_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories_blocks_logos_component"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_logos_component" ADD CONSTRAINT "stories_blocks_logos_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_spacer" ADD CONSTRAINT "stories_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_quote" ADD CONSTRAINT "stories_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_plist_list" ADD CONSTRAINT "stories_blocks_plist_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories_blocks_plist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_plist" ADD CONSTRAINT "stories_blocks_plist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_imggrid_images" ADD CONSTRAINT "stories_blocks_imggrid_images_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_imggrid_images" ADD CONSTRAINT "stories_blocks_imggrid_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories_blocks_imggrid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_imggrid" ADD CONSTRAINT "stories_blocks_imggrid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_slidersec_slides" ADD CONSTRAINT "stories_blocks_slidersec_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_slidersec_slides" ADD CONSTRAINT "stories_blocks_slidersec_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories_blocks_slidersec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_slidersec" ADD CONSTRAINT "stories_blocks_slidersec_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_box" ADD CONSTRAINT "stories_blocks_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_cont" ADD CONSTRAINT "stories_blocks_cont_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_carousel_slides" ADD CONSTRAINT "stories_blocks_carousel_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_blocks_carousel_slides" ADD CONSTRAINT "stories_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_blocks_carousel" ADD CONSTRAINT "stories_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_locales" ADD CONSTRAINT "stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_heading" ADD CONSTRAINT "_stories_v_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_awesome_paragraphs" ADD CONSTRAINT "_stories_v_blocks_awesome_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_button_component" ADD CONSTRAINT "_stories_v_blocks_button_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_illus_v" ADD CONSTRAINT "__stories_v_blocks_illus_v_image_src_id_media_id_fk" FOREIGN KEY ("image_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_illus_v" ADD CONSTRAINT "__stories_v_blocks_illus_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_embed_video" ADD CONSTRAINT "_stories_v_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_reviews_section" ADD CONSTRAINT "_stories_v_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_support_v" ADD CONSTRAINT "__stories_v_blocks_support_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_image_list_list_item" ADD CONSTRAINT "_stories_v_blocks_text_image_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_image_slides" ADD CONSTRAINT "_stories_v_blocks_text_image_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_image_slides" ADD CONSTRAINT "_stories_v_blocks_text_image_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_social_media_social_link" ADD CONSTRAINT "_stories_v_blocks_social_media_social_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v_blocks_social_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_social_media" ADD CONSTRAINT "_stories_v_blocks_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_image" ADD CONSTRAINT "_stories_v_blocks_text_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_image" ADD CONSTRAINT "_stories_v_blocks_text_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_video_list_list_item" ADD CONSTRAINT "_stories_v_blocks_text_video_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_video_slides" ADD CONSTRAINT "_stories_v_blocks_text_video_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_video_slides" ADD CONSTRAINT "_stories_v_blocks_text_video_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_video" ADD CONSTRAINT "_stories_v_blocks_text_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_video" ADD CONSTRAINT "_stories_v_blocks_text_video_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_video" ADD CONSTRAINT "_stories_v_blocks_text_video_video_poster_image_id_media_id_fk" FOREIGN KEY ("video_poster_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_text_video" ADD CONSTRAINT "_stories_v_blocks_text_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_countdown" ADD CONSTRAINT "_stories_v_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_covers_section" ADD CONSTRAINT "_stories_v_blocks_covers_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_contract_section" ADD CONSTRAINT "_stories_v_blocks_contract_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_contract_section" ADD CONSTRAINT "_stories_v_blocks_contract_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_contract_section" ADD CONSTRAINT "_stories_v_blocks_contract_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___stories_v_blocks_stats_v_slides_v" ADD CONSTRAINT "___stories_v_blocks_stats_v_slides_v_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "___stories_v_blocks_stats_v_slides_v" ADD CONSTRAINT "___stories_v_blocks_stats_v_slides_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__stories_v_blocks_stats_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_stats_v" ADD CONSTRAINT "__stories_v_blocks_stats_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_logos_component_logos" ADD CONSTRAINT "_stories_v_blocks_logos_component_logos_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_logos_component_logos" ADD CONSTRAINT "_stories_v_blocks_logos_component_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v_blocks_logos_component"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_logos_component" ADD CONSTRAINT "_stories_v_blocks_logos_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_spacer_v" ADD CONSTRAINT "__stories_v_blocks_spacer_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_blocks_quote" ADD CONSTRAINT "_stories_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_plist_v_list" ADD CONSTRAINT "__stories_v_blocks_plist_v_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__stories_v_blocks_plist_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_plist_v" ADD CONSTRAINT "__stories_v_blocks_plist_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_imggrid_v_images" ADD CONSTRAINT "__stories_v_blocks_imggrid_v_images_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_imggrid_v_images" ADD CONSTRAINT "__stories_v_blocks_imggrid_v_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__stories_v_blocks_imggrid_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_imggrid_v" ADD CONSTRAINT "__stories_v_blocks_imggrid_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_slidersec_v_slides" ADD CONSTRAINT "__stories_v_blocks_slidersec_v_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_slidersec_v_slides" ADD CONSTRAINT "__stories_v_blocks_slidersec_v_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__stories_v_blocks_slidersec_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_slidersec_v" ADD CONSTRAINT "__stories_v_blocks_slidersec_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_box_v" ADD CONSTRAINT "__stories_v_blocks_box_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_cont_v" ADD CONSTRAINT "__stories_v_blocks_cont_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_carousel_v_slides" ADD CONSTRAINT "__stories_v_blocks_carousel_v_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_carousel_v_slides" ADD CONSTRAINT "__stories_v_blocks_carousel_v_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__stories_v_blocks_carousel_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__stories_v_blocks_carousel_v" ADD CONSTRAINT "__stories_v_blocks_carousel_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_locales" ADD CONSTRAINT "_stories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_query" ADD CONSTRAINT "page_variants_query_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_heading" ADD CONSTRAINT "page_variants_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_awesome_paragraphs" ADD CONSTRAINT "page_variants_blocks_awesome_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_button_component" ADD CONSTRAINT "page_variants_blocks_button_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_illus" ADD CONSTRAINT "page_variants_blocks_illus_image_src_id_media_id_fk" FOREIGN KEY ("image_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_illus" ADD CONSTRAINT "page_variants_blocks_illus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_embed_video" ADD CONSTRAINT "page_variants_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_reviews_section" ADD CONSTRAINT "page_variants_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_support" ADD CONSTRAINT "page_variants_blocks_support_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_image_list_list_item" ADD CONSTRAINT "page_variants_blocks_text_image_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_image_slides" ADD CONSTRAINT "page_variants_blocks_text_image_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_image_slides" ADD CONSTRAINT "page_variants_blocks_text_image_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_social_media_social_link" ADD CONSTRAINT "page_variants_blocks_social_media_social_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants_blocks_social_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_social_media" ADD CONSTRAINT "page_variants_blocks_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_image" ADD CONSTRAINT "page_variants_blocks_text_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_image" ADD CONSTRAINT "page_variants_blocks_text_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_video_list_list_item" ADD CONSTRAINT "page_variants_blocks_text_video_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_video_slides" ADD CONSTRAINT "page_variants_blocks_text_video_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_video_slides" ADD CONSTRAINT "page_variants_blocks_text_video_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_video" ADD CONSTRAINT "page_variants_blocks_text_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_video" ADD CONSTRAINT "page_variants_blocks_text_video_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_video" ADD CONSTRAINT "page_variants_blocks_text_video_video_poster_image_id_media_id_fk" FOREIGN KEY ("video_poster_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_text_video" ADD CONSTRAINT "page_variants_blocks_text_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_countdown" ADD CONSTRAINT "page_variants_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_covers_section" ADD CONSTRAINT "page_variants_blocks_covers_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_contract_section" ADD CONSTRAINT "page_variants_blocks_contract_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_contract_section" ADD CONSTRAINT "page_variants_blocks_contract_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_contract_section" ADD CONSTRAINT "page_variants_blocks_contract_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_stats_slides" ADD CONSTRAINT "page_variants_blocks_stats_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_stats_slides" ADD CONSTRAINT "page_variants_blocks_stats_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_stats" ADD CONSTRAINT "page_variants_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_logos_component_logos" ADD CONSTRAINT "page_variants_blocks_logos_component_logos_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_logos_component_logos" ADD CONSTRAINT "page_variants_blocks_logos_component_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants_blocks_logos_component"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_logos_component" ADD CONSTRAINT "page_variants_blocks_logos_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_spacer" ADD CONSTRAINT "page_variants_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_quote" ADD CONSTRAINT "page_variants_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_imggrid_images" ADD CONSTRAINT "page_variants_blocks_imggrid_images_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_imggrid_images" ADD CONSTRAINT "page_variants_blocks_imggrid_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants_blocks_imggrid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_imggrid" ADD CONSTRAINT "page_variants_blocks_imggrid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_slidersec_slides" ADD CONSTRAINT "page_variants_blocks_slidersec_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_slidersec_slides" ADD CONSTRAINT "page_variants_blocks_slidersec_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants_blocks_slidersec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_slidersec" ADD CONSTRAINT "page_variants_blocks_slidersec_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_box" ADD CONSTRAINT "page_variants_blocks_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_cont" ADD CONSTRAINT "page_variants_blocks_cont_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_carousel_slides" ADD CONSTRAINT "page_variants_blocks_carousel_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_carousel_slides" ADD CONSTRAINT "page_variants_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants_blocks_carousel" ADD CONSTRAINT "page_variants_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variants" ADD CONSTRAINT "page_variants_entry_id_pages_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_query" ADD CONSTRAINT "story_variants_query_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_heading" ADD CONSTRAINT "story_variants_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_awesome_paragraphs" ADD CONSTRAINT "story_variants_blocks_awesome_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_button_component" ADD CONSTRAINT "story_variants_blocks_button_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_illus" ADD CONSTRAINT "story_variants_blocks_illus_image_src_id_media_id_fk" FOREIGN KEY ("image_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_illus" ADD CONSTRAINT "story_variants_blocks_illus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_embed_video" ADD CONSTRAINT "story_variants_blocks_embed_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_reviews_section" ADD CONSTRAINT "story_variants_blocks_reviews_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_support" ADD CONSTRAINT "story_variants_blocks_support_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_image_list_list_item" ADD CONSTRAINT "story_variants_blocks_text_image_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_image_slides" ADD CONSTRAINT "story_variants_blocks_text_image_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_image_slides" ADD CONSTRAINT "story_variants_blocks_text_image_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants_blocks_text_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_social_media_social_link" ADD CONSTRAINT "story_variants_blocks_social_media_social_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants_blocks_social_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_social_media" ADD CONSTRAINT "story_variants_blocks_social_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_image" ADD CONSTRAINT "story_variants_blocks_text_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_image" ADD CONSTRAINT "story_variants_blocks_text_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_video_list_list_item" ADD CONSTRAINT "story_variants_blocks_text_video_list_list_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_video_slides" ADD CONSTRAINT "story_variants_blocks_text_video_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_video_slides" ADD CONSTRAINT "story_variants_blocks_text_video_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants_blocks_text_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_video" ADD CONSTRAINT "story_variants_blocks_text_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_video" ADD CONSTRAINT "story_variants_blocks_text_video_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_video" ADD CONSTRAINT "story_variants_blocks_text_video_video_poster_image_id_media_id_fk" FOREIGN KEY ("video_poster_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_text_video" ADD CONSTRAINT "story_variants_blocks_text_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_countdown" ADD CONSTRAINT "story_variants_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_covers_section" ADD CONSTRAINT "story_variants_blocks_covers_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_contract_section" ADD CONSTRAINT "story_variants_blocks_contract_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_contract_section" ADD CONSTRAINT "story_variants_blocks_contract_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_contract_section" ADD CONSTRAINT "story_variants_blocks_contract_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_stats_slides" ADD CONSTRAINT "story_variants_blocks_stats_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_stats_slides" ADD CONSTRAINT "story_variants_blocks_stats_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_stats" ADD CONSTRAINT "story_variants_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_logos_component_logos" ADD CONSTRAINT "story_variants_blocks_logos_component_logos_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_logos_component_logos" ADD CONSTRAINT "story_variants_blocks_logos_component_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants_blocks_logos_component"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_logos_component" ADD CONSTRAINT "story_variants_blocks_logos_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_spacer" ADD CONSTRAINT "story_variants_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_quote" ADD CONSTRAINT "story_variants_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_plist_list" ADD CONSTRAINT "story_variants_blocks_plist_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants_blocks_plist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_plist" ADD CONSTRAINT "story_variants_blocks_plist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_imggrid_images" ADD CONSTRAINT "story_variants_blocks_imggrid_images_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_imggrid_images" ADD CONSTRAINT "story_variants_blocks_imggrid_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants_blocks_imggrid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_imggrid" ADD CONSTRAINT "story_variants_blocks_imggrid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_slidersec_slides" ADD CONSTRAINT "story_variants_blocks_slidersec_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_slidersec_slides" ADD CONSTRAINT "story_variants_blocks_slidersec_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants_blocks_slidersec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_slidersec" ADD CONSTRAINT "story_variants_blocks_slidersec_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_box" ADD CONSTRAINT "story_variants_blocks_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_cont" ADD CONSTRAINT "story_variants_blocks_cont_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_carousel_slides" ADD CONSTRAINT "story_variants_blocks_carousel_slides_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_carousel_slides" ADD CONSTRAINT "story_variants_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants_blocks_carousel" ADD CONSTRAINT "story_variants_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_variants" ADD CONSTRAINT "story_variants_entry_id_stories_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_info_prices" ADD CONSTRAINT "product_info_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payment_options_methods" ADD CONSTRAINT "payment_options_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payment_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payment_options_texts" ADD CONSTRAINT "payment_options_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payment_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_variants_fk" FOREIGN KEY ("page_variants_id") REFERENCES "public"."page_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_story_variants_fk" FOREIGN KEY ("story_variants_id") REFERENCES "public"."story_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_info_fk" FOREIGN KEY ("product_info_id") REFERENCES "public"."product_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_options_fk" FOREIGN KEY ("payment_options_id") REFERENCES "public"."payment_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_christmas_delivery_dates_fk" FOREIGN KEY ("christmas_delivery_dates_id") REFERENCES "public"."christmas_delivery_dates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_identity_accounts_fk" FOREIGN KEY ("identity_accounts_id") REFERENCES "public"."identity_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_identity_signing_keys_fk" FOREIGN KEY ("identity_signing_keys_id") REFERENCES "public"."identity_signing_keys"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "pages_blocks_illus_order_idx" ON "pages_blocks_illus" USING btree ("_order");
  CREATE INDEX "pages_blocks_illus_parent_id_idx" ON "pages_blocks_illus" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_illus_path_idx" ON "pages_blocks_illus" USING btree ("_path");
  CREATE INDEX "pages_blocks_illus_locale_idx" ON "pages_blocks_illus" USING btree ("_locale");
  CREATE INDEX "pages_blocks_illus_image_image_src_idx" ON "pages_blocks_illus" USING btree ("image_src_id");
  CREATE INDEX "pages_blocks_embed_video_order_idx" ON "pages_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_embed_video_parent_id_idx" ON "pages_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_embed_video_path_idx" ON "pages_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_embed_video_locale_idx" ON "pages_blocks_embed_video" USING btree ("_locale");
  CREATE INDEX "pages_blocks_reviews_section_order_idx" ON "pages_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_reviews_section_parent_id_idx" ON "pages_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reviews_section_path_idx" ON "pages_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_reviews_section_locale_idx" ON "pages_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "pages_blocks_support_order_idx" ON "pages_blocks_support" USING btree ("_order");
  CREATE INDEX "pages_blocks_support_parent_id_idx" ON "pages_blocks_support" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_support_path_idx" ON "pages_blocks_support" USING btree ("_path");
  CREATE INDEX "pages_blocks_support_locale_idx" ON "pages_blocks_support" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_image_list_list_item_order_idx" ON "pages_blocks_text_image_list_list_item" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_image_list_list_item_parent_id_idx" ON "pages_blocks_text_image_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_image_list_list_item_locale_idx" ON "pages_blocks_text_image_list_list_item" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_image_slides_order_idx" ON "pages_blocks_text_image_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_image_slides_parent_id_idx" ON "pages_blocks_text_image_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_image_slides_locale_idx" ON "pages_blocks_text_image_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_image_slides_src_idx" ON "pages_blocks_text_image_slides" USING btree ("src_id");
  CREATE INDEX "pages_blocks_social_media_social_link_order_idx" ON "pages_blocks_social_media_social_link" USING btree ("_order");
  CREATE INDEX "pages_blocks_social_media_social_link_parent_id_idx" ON "pages_blocks_social_media_social_link" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_social_media_social_link_locale_idx" ON "pages_blocks_social_media_social_link" USING btree ("_locale");
  CREATE INDEX "pages_blocks_social_media_order_idx" ON "pages_blocks_social_media" USING btree ("_order");
  CREATE INDEX "pages_blocks_social_media_parent_id_idx" ON "pages_blocks_social_media" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_social_media_path_idx" ON "pages_blocks_social_media" USING btree ("_path");
  CREATE INDEX "pages_blocks_social_media_locale_idx" ON "pages_blocks_social_media" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_image_order_idx" ON "pages_blocks_text_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_image_parent_id_idx" ON "pages_blocks_text_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_image_path_idx" ON "pages_blocks_text_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_image_locale_idx" ON "pages_blocks_text_image" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_image_image_idx" ON "pages_blocks_text_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_text_video_list_list_item_order_idx" ON "pages_blocks_text_video_list_list_item" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_video_list_list_item_parent_id_idx" ON "pages_blocks_text_video_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_video_list_list_item_locale_idx" ON "pages_blocks_text_video_list_list_item" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_video_slides_order_idx" ON "pages_blocks_text_video_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_video_slides_parent_id_idx" ON "pages_blocks_text_video_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_video_slides_locale_idx" ON "pages_blocks_text_video_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_video_slides_src_idx" ON "pages_blocks_text_video_slides" USING btree ("src_id");
  CREATE INDEX "pages_blocks_text_video_order_idx" ON "pages_blocks_text_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_video_parent_id_idx" ON "pages_blocks_text_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_video_path_idx" ON "pages_blocks_text_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_video_locale_idx" ON "pages_blocks_text_video" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_video_image_idx" ON "pages_blocks_text_video" USING btree ("image_id");
  CREATE INDEX "pages_blocks_text_video_video_video_file_idx" ON "pages_blocks_text_video" USING btree ("video_file_id");
  CREATE INDEX "pages_blocks_text_video_video_video_poster_image_idx" ON "pages_blocks_text_video" USING btree ("video_poster_image_id");
  CREATE INDEX "pages_blocks_countdown_order_idx" ON "pages_blocks_countdown" USING btree ("_order");
  CREATE INDEX "pages_blocks_countdown_parent_id_idx" ON "pages_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_countdown_path_idx" ON "pages_blocks_countdown" USING btree ("_path");
  CREATE INDEX "pages_blocks_countdown_locale_idx" ON "pages_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "pages_blocks_covers_section_order_idx" ON "pages_blocks_covers_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_covers_section_parent_id_idx" ON "pages_blocks_covers_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_covers_section_path_idx" ON "pages_blocks_covers_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_covers_section_locale_idx" ON "pages_blocks_covers_section" USING btree ("_locale");
  CREATE INDEX "pages_blocks_contract_section_order_idx" ON "pages_blocks_contract_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_contract_section_parent_id_idx" ON "pages_blocks_contract_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contract_section_path_idx" ON "pages_blocks_contract_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_contract_section_locale_idx" ON "pages_blocks_contract_section" USING btree ("_locale");
  CREATE INDEX "pages_blocks_contract_section_background_image_idx" ON "pages_blocks_contract_section" USING btree ("background_image_id");
  CREATE INDEX "pages_blocks_contract_section_image_idx" ON "pages_blocks_contract_section" USING btree ("image_id");
  CREATE INDEX "pages_blocks_stats_slides_order_idx" ON "pages_blocks_stats_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_slides_parent_id_idx" ON "pages_blocks_stats_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_slides_locale_idx" ON "pages_blocks_stats_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stats_slides_src_idx" ON "pages_blocks_stats_slides" USING btree ("src_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "pages_blocks_stats" USING btree ("_path");
  CREATE INDEX "pages_blocks_stats_locale_idx" ON "pages_blocks_stats" USING btree ("_locale");
  CREATE INDEX "pages_blocks_logos_component_logos_order_idx" ON "pages_blocks_logos_component_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_logos_component_logos_parent_id_idx" ON "pages_blocks_logos_component_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logos_component_logos_locale_idx" ON "pages_blocks_logos_component_logos" USING btree ("_locale");
  CREATE INDEX "pages_blocks_logos_component_logos_src_idx" ON "pages_blocks_logos_component_logos" USING btree ("src_id");
  CREATE INDEX "pages_blocks_logos_component_order_idx" ON "pages_blocks_logos_component" USING btree ("_order");
  CREATE INDEX "pages_blocks_logos_component_parent_id_idx" ON "pages_blocks_logos_component" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logos_component_path_idx" ON "pages_blocks_logos_component" USING btree ("_path");
  CREATE INDEX "pages_blocks_logos_component_locale_idx" ON "pages_blocks_logos_component" USING btree ("_locale");
  CREATE INDEX "pages_blocks_spacer_order_idx" ON "pages_blocks_spacer" USING btree ("_order");
  CREATE INDEX "pages_blocks_spacer_parent_id_idx" ON "pages_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_spacer_path_idx" ON "pages_blocks_spacer" USING btree ("_path");
  CREATE INDEX "pages_blocks_spacer_locale_idx" ON "pages_blocks_spacer" USING btree ("_locale");
  CREATE INDEX "pages_blocks_quote_order_idx" ON "pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_parent_id_idx" ON "pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_path_idx" ON "pages_blocks_quote" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_locale_idx" ON "pages_blocks_quote" USING btree ("_locale");
  CREATE INDEX "pages_blocks_imggrid_images_order_idx" ON "pages_blocks_imggrid_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_imggrid_images_parent_id_idx" ON "pages_blocks_imggrid_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_imggrid_images_locale_idx" ON "pages_blocks_imggrid_images" USING btree ("_locale");
  CREATE INDEX "pages_blocks_imggrid_images_src_idx" ON "pages_blocks_imggrid_images" USING btree ("src_id");
  CREATE INDEX "pages_blocks_imggrid_order_idx" ON "pages_blocks_imggrid" USING btree ("_order");
  CREATE INDEX "pages_blocks_imggrid_parent_id_idx" ON "pages_blocks_imggrid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_imggrid_path_idx" ON "pages_blocks_imggrid" USING btree ("_path");
  CREATE INDEX "pages_blocks_imggrid_locale_idx" ON "pages_blocks_imggrid" USING btree ("_locale");
  CREATE INDEX "pages_blocks_slidersec_slides_order_idx" ON "pages_blocks_slidersec_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_slidersec_slides_parent_id_idx" ON "pages_blocks_slidersec_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slidersec_slides_locale_idx" ON "pages_blocks_slidersec_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_slidersec_slides_src_idx" ON "pages_blocks_slidersec_slides" USING btree ("src_id");
  CREATE INDEX "pages_blocks_slidersec_order_idx" ON "pages_blocks_slidersec" USING btree ("_order");
  CREATE INDEX "pages_blocks_slidersec_parent_id_idx" ON "pages_blocks_slidersec" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slidersec_path_idx" ON "pages_blocks_slidersec" USING btree ("_path");
  CREATE INDEX "pages_blocks_slidersec_locale_idx" ON "pages_blocks_slidersec" USING btree ("_locale");
  CREATE INDEX "pages_blocks_box_order_idx" ON "pages_blocks_box" USING btree ("_order");
  CREATE INDEX "pages_blocks_box_parent_id_idx" ON "pages_blocks_box" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_box_path_idx" ON "pages_blocks_box" USING btree ("_path");
  CREATE INDEX "pages_blocks_box_locale_idx" ON "pages_blocks_box" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cont_order_idx" ON "pages_blocks_cont" USING btree ("_order");
  CREATE INDEX "pages_blocks_cont_parent_id_idx" ON "pages_blocks_cont" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cont_path_idx" ON "pages_blocks_cont" USING btree ("_path");
  CREATE INDEX "pages_blocks_cont_locale_idx" ON "pages_blocks_cont" USING btree ("_locale");
  CREATE INDEX "pages_blocks_carousel_slides_order_idx" ON "pages_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_slides_parent_id_idx" ON "pages_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_slides_locale_idx" ON "pages_blocks_carousel_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_carousel_slides_src_idx" ON "pages_blocks_carousel_slides" USING btree ("src_id");
  CREATE INDEX "pages_blocks_carousel_order_idx" ON "pages_blocks_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_parent_id_idx" ON "pages_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_path_idx" ON "pages_blocks_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_carousel_locale_idx" ON "pages_blocks_carousel" USING btree ("_locale");
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
  CREATE INDEX "__pages_v_blocks_illus_v_order_idx" ON "__pages_v_blocks_illus_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_illus_v_parent_id_idx" ON "__pages_v_blocks_illus_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_illus_v_path_idx" ON "__pages_v_blocks_illus_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_illus_v_locale_idx" ON "__pages_v_blocks_illus_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_blocks_illus_v_image_image_src_idx" ON "__pages_v_blocks_illus_v" USING btree ("image_src_id");
  CREATE INDEX "_pages_v_blocks_embed_video_order_idx" ON "_pages_v_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_embed_video_parent_id_idx" ON "_pages_v_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_embed_video_path_idx" ON "_pages_v_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_embed_video_locale_idx" ON "_pages_v_blocks_embed_video" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_reviews_section_order_idx" ON "_pages_v_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reviews_section_parent_id_idx" ON "_pages_v_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reviews_section_path_idx" ON "_pages_v_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reviews_section_locale_idx" ON "_pages_v_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "__pages_v_blocks_support_v_order_idx" ON "__pages_v_blocks_support_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_support_v_parent_id_idx" ON "__pages_v_blocks_support_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_support_v_path_idx" ON "__pages_v_blocks_support_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_support_v_locale_idx" ON "__pages_v_blocks_support_v" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_image_list_list_item_order_idx" ON "_pages_v_blocks_text_image_list_list_item" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_image_list_list_item_parent_id_idx" ON "_pages_v_blocks_text_image_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_image_list_list_item_locale_idx" ON "_pages_v_blocks_text_image_list_list_item" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_image_slides_order_idx" ON "_pages_v_blocks_text_image_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_image_slides_parent_id_idx" ON "_pages_v_blocks_text_image_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_image_slides_locale_idx" ON "_pages_v_blocks_text_image_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_image_slides_src_idx" ON "_pages_v_blocks_text_image_slides" USING btree ("src_id");
  CREATE INDEX "_pages_v_blocks_social_media_social_link_order_idx" ON "_pages_v_blocks_social_media_social_link" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_social_media_social_link_parent_id_idx" ON "_pages_v_blocks_social_media_social_link" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_social_media_social_link_locale_idx" ON "_pages_v_blocks_social_media_social_link" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_social_media_order_idx" ON "_pages_v_blocks_social_media" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_social_media_parent_id_idx" ON "_pages_v_blocks_social_media" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_social_media_path_idx" ON "_pages_v_blocks_social_media" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_social_media_locale_idx" ON "_pages_v_blocks_social_media" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_image_order_idx" ON "_pages_v_blocks_text_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_image_parent_id_idx" ON "_pages_v_blocks_text_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_image_path_idx" ON "_pages_v_blocks_text_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_image_locale_idx" ON "_pages_v_blocks_text_image" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_image_image_idx" ON "_pages_v_blocks_text_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_text_video_list_list_item_order_idx" ON "_pages_v_blocks_text_video_list_list_item" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_video_list_list_item_parent_id_idx" ON "_pages_v_blocks_text_video_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_video_list_list_item_locale_idx" ON "_pages_v_blocks_text_video_list_list_item" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_video_slides_order_idx" ON "_pages_v_blocks_text_video_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_video_slides_parent_id_idx" ON "_pages_v_blocks_text_video_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_video_slides_locale_idx" ON "_pages_v_blocks_text_video_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_video_slides_src_idx" ON "_pages_v_blocks_text_video_slides" USING btree ("src_id");
  CREATE INDEX "_pages_v_blocks_text_video_order_idx" ON "_pages_v_blocks_text_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_video_parent_id_idx" ON "_pages_v_blocks_text_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_video_path_idx" ON "_pages_v_blocks_text_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_video_locale_idx" ON "_pages_v_blocks_text_video" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_video_image_idx" ON "_pages_v_blocks_text_video" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_text_video_video_video_file_idx" ON "_pages_v_blocks_text_video" USING btree ("video_file_id");
  CREATE INDEX "_pages_v_blocks_text_video_video_video_poster_image_idx" ON "_pages_v_blocks_text_video" USING btree ("video_poster_image_id");
  CREATE INDEX "_pages_v_blocks_countdown_order_idx" ON "_pages_v_blocks_countdown" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_countdown_parent_id_idx" ON "_pages_v_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_countdown_path_idx" ON "_pages_v_blocks_countdown" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_countdown_locale_idx" ON "_pages_v_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_covers_section_order_idx" ON "_pages_v_blocks_covers_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_covers_section_parent_id_idx" ON "_pages_v_blocks_covers_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_covers_section_path_idx" ON "_pages_v_blocks_covers_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_covers_section_locale_idx" ON "_pages_v_blocks_covers_section" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_contract_section_order_idx" ON "_pages_v_blocks_contract_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contract_section_parent_id_idx" ON "_pages_v_blocks_contract_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contract_section_path_idx" ON "_pages_v_blocks_contract_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contract_section_locale_idx" ON "_pages_v_blocks_contract_section" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_contract_section_background_image_idx" ON "_pages_v_blocks_contract_section" USING btree ("background_image_id");
  CREATE INDEX "_pages_v_blocks_contract_section_image_idx" ON "_pages_v_blocks_contract_section" USING btree ("image_id");
  CREATE INDEX "___pages_v_blocks_stats_v_slides_v_order_idx" ON "___pages_v_blocks_stats_v_slides_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_stats_v_slides_v_parent_id_idx" ON "___pages_v_blocks_stats_v_slides_v" USING btree ("_parent_id");
  CREATE INDEX "___pages_v_blocks_stats_v_slides_v_locale_idx" ON "___pages_v_blocks_stats_v_slides_v" USING btree ("_locale");
  CREATE INDEX "___pages_v_blocks_stats_v_slides_v_src_idx" ON "___pages_v_blocks_stats_v_slides_v" USING btree ("src_id");
  CREATE INDEX "__pages_v_blocks_stats_v_order_idx" ON "__pages_v_blocks_stats_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_stats_v_parent_id_idx" ON "__pages_v_blocks_stats_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_stats_v_path_idx" ON "__pages_v_blocks_stats_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_stats_v_locale_idx" ON "__pages_v_blocks_stats_v" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_logos_component_logos_order_idx" ON "_pages_v_blocks_logos_component_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logos_component_logos_parent_id_idx" ON "_pages_v_blocks_logos_component_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logos_component_logos_locale_idx" ON "_pages_v_blocks_logos_component_logos" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_logos_component_logos_src_idx" ON "_pages_v_blocks_logos_component_logos" USING btree ("src_id");
  CREATE INDEX "_pages_v_blocks_logos_component_order_idx" ON "_pages_v_blocks_logos_component" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logos_component_parent_id_idx" ON "_pages_v_blocks_logos_component" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logos_component_path_idx" ON "_pages_v_blocks_logos_component" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_logos_component_locale_idx" ON "_pages_v_blocks_logos_component" USING btree ("_locale");
  CREATE INDEX "__pages_v_blocks_spacer_v_order_idx" ON "__pages_v_blocks_spacer_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_spacer_v_parent_id_idx" ON "__pages_v_blocks_spacer_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_spacer_v_path_idx" ON "__pages_v_blocks_spacer_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_spacer_v_locale_idx" ON "__pages_v_blocks_spacer_v" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_quote_order_idx" ON "_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_parent_id_idx" ON "_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_path_idx" ON "_pages_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_locale_idx" ON "_pages_v_blocks_quote" USING btree ("_locale");
  CREATE INDEX "__pages_v_blocks_imggrid_v_images_order_idx" ON "__pages_v_blocks_imggrid_v_images" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_imggrid_v_images_parent_id_idx" ON "__pages_v_blocks_imggrid_v_images" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_imggrid_v_images_locale_idx" ON "__pages_v_blocks_imggrid_v_images" USING btree ("_locale");
  CREATE INDEX "__pages_v_blocks_imggrid_v_images_src_idx" ON "__pages_v_blocks_imggrid_v_images" USING btree ("src_id");
  CREATE INDEX "__pages_v_blocks_imggrid_v_order_idx" ON "__pages_v_blocks_imggrid_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_imggrid_v_parent_id_idx" ON "__pages_v_blocks_imggrid_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_imggrid_v_path_idx" ON "__pages_v_blocks_imggrid_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_imggrid_v_locale_idx" ON "__pages_v_blocks_imggrid_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_blocks_slidersec_v_slides_order_idx" ON "__pages_v_blocks_slidersec_v_slides" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_slidersec_v_slides_parent_id_idx" ON "__pages_v_blocks_slidersec_v_slides" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_slidersec_v_slides_locale_idx" ON "__pages_v_blocks_slidersec_v_slides" USING btree ("_locale");
  CREATE INDEX "__pages_v_blocks_slidersec_v_slides_src_idx" ON "__pages_v_blocks_slidersec_v_slides" USING btree ("src_id");
  CREATE INDEX "__pages_v_blocks_slidersec_v_order_idx" ON "__pages_v_blocks_slidersec_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_slidersec_v_parent_id_idx" ON "__pages_v_blocks_slidersec_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_slidersec_v_path_idx" ON "__pages_v_blocks_slidersec_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_slidersec_v_locale_idx" ON "__pages_v_blocks_slidersec_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_blocks_box_v_order_idx" ON "__pages_v_blocks_box_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_box_v_parent_id_idx" ON "__pages_v_blocks_box_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_box_v_path_idx" ON "__pages_v_blocks_box_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_box_v_locale_idx" ON "__pages_v_blocks_box_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_blocks_cont_v_order_idx" ON "__pages_v_blocks_cont_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_cont_v_parent_id_idx" ON "__pages_v_blocks_cont_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_cont_v_path_idx" ON "__pages_v_blocks_cont_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_cont_v_locale_idx" ON "__pages_v_blocks_cont_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_blocks_carousel_v_slides_order_idx" ON "__pages_v_blocks_carousel_v_slides" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_carousel_v_slides_parent_id_idx" ON "__pages_v_blocks_carousel_v_slides" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_carousel_v_slides_locale_idx" ON "__pages_v_blocks_carousel_v_slides" USING btree ("_locale");
  CREATE INDEX "__pages_v_blocks_carousel_v_slides_src_idx" ON "__pages_v_blocks_carousel_v_slides" USING btree ("src_id");
  CREATE INDEX "__pages_v_blocks_carousel_v_order_idx" ON "__pages_v_blocks_carousel_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_carousel_v_parent_id_idx" ON "__pages_v_blocks_carousel_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_carousel_v_path_idx" ON "__pages_v_blocks_carousel_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_carousel_v_locale_idx" ON "__pages_v_blocks_carousel_v" USING btree ("_locale");
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
  CREATE INDEX "stories_blocks_illus_order_idx" ON "stories_blocks_illus" USING btree ("_order");
  CREATE INDEX "stories_blocks_illus_parent_id_idx" ON "stories_blocks_illus" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_illus_path_idx" ON "stories_blocks_illus" USING btree ("_path");
  CREATE INDEX "stories_blocks_illus_locale_idx" ON "stories_blocks_illus" USING btree ("_locale");
  CREATE INDEX "stories_blocks_illus_image_image_src_idx" ON "stories_blocks_illus" USING btree ("image_src_id");
  CREATE INDEX "stories_blocks_embed_video_order_idx" ON "stories_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "stories_blocks_embed_video_parent_id_idx" ON "stories_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_embed_video_path_idx" ON "stories_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "stories_blocks_embed_video_locale_idx" ON "stories_blocks_embed_video" USING btree ("_locale");
  CREATE INDEX "stories_blocks_reviews_section_order_idx" ON "stories_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "stories_blocks_reviews_section_parent_id_idx" ON "stories_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_reviews_section_path_idx" ON "stories_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "stories_blocks_reviews_section_locale_idx" ON "stories_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "stories_blocks_support_order_idx" ON "stories_blocks_support" USING btree ("_order");
  CREATE INDEX "stories_blocks_support_parent_id_idx" ON "stories_blocks_support" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_support_path_idx" ON "stories_blocks_support" USING btree ("_path");
  CREATE INDEX "stories_blocks_support_locale_idx" ON "stories_blocks_support" USING btree ("_locale");
  CREATE INDEX "stories_blocks_text_image_list_list_item_order_idx" ON "stories_blocks_text_image_list_list_item" USING btree ("_order");
  CREATE INDEX "stories_blocks_text_image_list_list_item_parent_id_idx" ON "stories_blocks_text_image_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_text_image_list_list_item_locale_idx" ON "stories_blocks_text_image_list_list_item" USING btree ("_locale");
  CREATE INDEX "stories_blocks_text_image_slides_order_idx" ON "stories_blocks_text_image_slides" USING btree ("_order");
  CREATE INDEX "stories_blocks_text_image_slides_parent_id_idx" ON "stories_blocks_text_image_slides" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_text_image_slides_locale_idx" ON "stories_blocks_text_image_slides" USING btree ("_locale");
  CREATE INDEX "stories_blocks_text_image_slides_src_idx" ON "stories_blocks_text_image_slides" USING btree ("src_id");
  CREATE INDEX "stories_blocks_social_media_social_link_order_idx" ON "stories_blocks_social_media_social_link" USING btree ("_order");
  CREATE INDEX "stories_blocks_social_media_social_link_parent_id_idx" ON "stories_blocks_social_media_social_link" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_social_media_social_link_locale_idx" ON "stories_blocks_social_media_social_link" USING btree ("_locale");
  CREATE INDEX "stories_blocks_social_media_order_idx" ON "stories_blocks_social_media" USING btree ("_order");
  CREATE INDEX "stories_blocks_social_media_parent_id_idx" ON "stories_blocks_social_media" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_social_media_path_idx" ON "stories_blocks_social_media" USING btree ("_path");
  CREATE INDEX "stories_blocks_social_media_locale_idx" ON "stories_blocks_social_media" USING btree ("_locale");
  CREATE INDEX "stories_blocks_text_image_order_idx" ON "stories_blocks_text_image" USING btree ("_order");
  CREATE INDEX "stories_blocks_text_image_parent_id_idx" ON "stories_blocks_text_image" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_text_image_path_idx" ON "stories_blocks_text_image" USING btree ("_path");
  CREATE INDEX "stories_blocks_text_image_locale_idx" ON "stories_blocks_text_image" USING btree ("_locale");
  CREATE INDEX "stories_blocks_text_image_image_idx" ON "stories_blocks_text_image" USING btree ("image_id");
  CREATE INDEX "stories_blocks_text_video_list_list_item_order_idx" ON "stories_blocks_text_video_list_list_item" USING btree ("_order");
  CREATE INDEX "stories_blocks_text_video_list_list_item_parent_id_idx" ON "stories_blocks_text_video_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_text_video_list_list_item_locale_idx" ON "stories_blocks_text_video_list_list_item" USING btree ("_locale");
  CREATE INDEX "stories_blocks_text_video_slides_order_idx" ON "stories_blocks_text_video_slides" USING btree ("_order");
  CREATE INDEX "stories_blocks_text_video_slides_parent_id_idx" ON "stories_blocks_text_video_slides" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_text_video_slides_locale_idx" ON "stories_blocks_text_video_slides" USING btree ("_locale");
  CREATE INDEX "stories_blocks_text_video_slides_src_idx" ON "stories_blocks_text_video_slides" USING btree ("src_id");
  CREATE INDEX "stories_blocks_text_video_order_idx" ON "stories_blocks_text_video" USING btree ("_order");
  CREATE INDEX "stories_blocks_text_video_parent_id_idx" ON "stories_blocks_text_video" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_text_video_path_idx" ON "stories_blocks_text_video" USING btree ("_path");
  CREATE INDEX "stories_blocks_text_video_locale_idx" ON "stories_blocks_text_video" USING btree ("_locale");
  CREATE INDEX "stories_blocks_text_video_image_idx" ON "stories_blocks_text_video" USING btree ("image_id");
  CREATE INDEX "stories_blocks_text_video_video_video_file_idx" ON "stories_blocks_text_video" USING btree ("video_file_id");
  CREATE INDEX "stories_blocks_text_video_video_video_poster_image_idx" ON "stories_blocks_text_video" USING btree ("video_poster_image_id");
  CREATE INDEX "stories_blocks_countdown_order_idx" ON "stories_blocks_countdown" USING btree ("_order");
  CREATE INDEX "stories_blocks_countdown_parent_id_idx" ON "stories_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_countdown_path_idx" ON "stories_blocks_countdown" USING btree ("_path");
  CREATE INDEX "stories_blocks_countdown_locale_idx" ON "stories_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "stories_blocks_covers_section_order_idx" ON "stories_blocks_covers_section" USING btree ("_order");
  CREATE INDEX "stories_blocks_covers_section_parent_id_idx" ON "stories_blocks_covers_section" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_covers_section_path_idx" ON "stories_blocks_covers_section" USING btree ("_path");
  CREATE INDEX "stories_blocks_covers_section_locale_idx" ON "stories_blocks_covers_section" USING btree ("_locale");
  CREATE INDEX "stories_blocks_contract_section_order_idx" ON "stories_blocks_contract_section" USING btree ("_order");
  CREATE INDEX "stories_blocks_contract_section_parent_id_idx" ON "stories_blocks_contract_section" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_contract_section_path_idx" ON "stories_blocks_contract_section" USING btree ("_path");
  CREATE INDEX "stories_blocks_contract_section_locale_idx" ON "stories_blocks_contract_section" USING btree ("_locale");
  CREATE INDEX "stories_blocks_contract_section_background_image_idx" ON "stories_blocks_contract_section" USING btree ("background_image_id");
  CREATE INDEX "stories_blocks_contract_section_image_idx" ON "stories_blocks_contract_section" USING btree ("image_id");
  CREATE INDEX "stories_blocks_stats_slides_order_idx" ON "stories_blocks_stats_slides" USING btree ("_order");
  CREATE INDEX "stories_blocks_stats_slides_parent_id_idx" ON "stories_blocks_stats_slides" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_stats_slides_locale_idx" ON "stories_blocks_stats_slides" USING btree ("_locale");
  CREATE INDEX "stories_blocks_stats_slides_src_idx" ON "stories_blocks_stats_slides" USING btree ("src_id");
  CREATE INDEX "stories_blocks_stats_order_idx" ON "stories_blocks_stats" USING btree ("_order");
  CREATE INDEX "stories_blocks_stats_parent_id_idx" ON "stories_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_stats_path_idx" ON "stories_blocks_stats" USING btree ("_path");
  CREATE INDEX "stories_blocks_stats_locale_idx" ON "stories_blocks_stats" USING btree ("_locale");
  CREATE INDEX "stories_blocks_logos_component_logos_order_idx" ON "stories_blocks_logos_component_logos" USING btree ("_order");
  CREATE INDEX "stories_blocks_logos_component_logos_parent_id_idx" ON "stories_blocks_logos_component_logos" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_logos_component_logos_locale_idx" ON "stories_blocks_logos_component_logos" USING btree ("_locale");
  CREATE INDEX "stories_blocks_logos_component_logos_src_idx" ON "stories_blocks_logos_component_logos" USING btree ("src_id");
  CREATE INDEX "stories_blocks_logos_component_order_idx" ON "stories_blocks_logos_component" USING btree ("_order");
  CREATE INDEX "stories_blocks_logos_component_parent_id_idx" ON "stories_blocks_logos_component" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_logos_component_path_idx" ON "stories_blocks_logos_component" USING btree ("_path");
  CREATE INDEX "stories_blocks_logos_component_locale_idx" ON "stories_blocks_logos_component" USING btree ("_locale");
  CREATE INDEX "stories_blocks_spacer_order_idx" ON "stories_blocks_spacer" USING btree ("_order");
  CREATE INDEX "stories_blocks_spacer_parent_id_idx" ON "stories_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_spacer_path_idx" ON "stories_blocks_spacer" USING btree ("_path");
  CREATE INDEX "stories_blocks_spacer_locale_idx" ON "stories_blocks_spacer" USING btree ("_locale");
  CREATE INDEX "stories_blocks_quote_order_idx" ON "stories_blocks_quote" USING btree ("_order");
  CREATE INDEX "stories_blocks_quote_parent_id_idx" ON "stories_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_quote_path_idx" ON "stories_blocks_quote" USING btree ("_path");
  CREATE INDEX "stories_blocks_quote_locale_idx" ON "stories_blocks_quote" USING btree ("_locale");
  CREATE INDEX "stories_blocks_plist_list_order_idx" ON "stories_blocks_plist_list" USING btree ("_order");
  CREATE INDEX "stories_blocks_plist_list_parent_id_idx" ON "stories_blocks_plist_list" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_plist_list_locale_idx" ON "stories_blocks_plist_list" USING btree ("_locale");
  CREATE INDEX "stories_blocks_plist_order_idx" ON "stories_blocks_plist" USING btree ("_order");
  CREATE INDEX "stories_blocks_plist_parent_id_idx" ON "stories_blocks_plist" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_plist_path_idx" ON "stories_blocks_plist" USING btree ("_path");
  CREATE INDEX "stories_blocks_plist_locale_idx" ON "stories_blocks_plist" USING btree ("_locale");
  CREATE INDEX "stories_blocks_imggrid_images_order_idx" ON "stories_blocks_imggrid_images" USING btree ("_order");
  CREATE INDEX "stories_blocks_imggrid_images_parent_id_idx" ON "stories_blocks_imggrid_images" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_imggrid_images_locale_idx" ON "stories_blocks_imggrid_images" USING btree ("_locale");
  CREATE INDEX "stories_blocks_imggrid_images_src_idx" ON "stories_blocks_imggrid_images" USING btree ("src_id");
  CREATE INDEX "stories_blocks_imggrid_order_idx" ON "stories_blocks_imggrid" USING btree ("_order");
  CREATE INDEX "stories_blocks_imggrid_parent_id_idx" ON "stories_blocks_imggrid" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_imggrid_path_idx" ON "stories_blocks_imggrid" USING btree ("_path");
  CREATE INDEX "stories_blocks_imggrid_locale_idx" ON "stories_blocks_imggrid" USING btree ("_locale");
  CREATE INDEX "stories_blocks_slidersec_slides_order_idx" ON "stories_blocks_slidersec_slides" USING btree ("_order");
  CREATE INDEX "stories_blocks_slidersec_slides_parent_id_idx" ON "stories_blocks_slidersec_slides" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_slidersec_slides_locale_idx" ON "stories_blocks_slidersec_slides" USING btree ("_locale");
  CREATE INDEX "stories_blocks_slidersec_slides_src_idx" ON "stories_blocks_slidersec_slides" USING btree ("src_id");
  CREATE INDEX "stories_blocks_slidersec_order_idx" ON "stories_blocks_slidersec" USING btree ("_order");
  CREATE INDEX "stories_blocks_slidersec_parent_id_idx" ON "stories_blocks_slidersec" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_slidersec_path_idx" ON "stories_blocks_slidersec" USING btree ("_path");
  CREATE INDEX "stories_blocks_slidersec_locale_idx" ON "stories_blocks_slidersec" USING btree ("_locale");
  CREATE INDEX "stories_blocks_box_order_idx" ON "stories_blocks_box" USING btree ("_order");
  CREATE INDEX "stories_blocks_box_parent_id_idx" ON "stories_blocks_box" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_box_path_idx" ON "stories_blocks_box" USING btree ("_path");
  CREATE INDEX "stories_blocks_box_locale_idx" ON "stories_blocks_box" USING btree ("_locale");
  CREATE INDEX "stories_blocks_cont_order_idx" ON "stories_blocks_cont" USING btree ("_order");
  CREATE INDEX "stories_blocks_cont_parent_id_idx" ON "stories_blocks_cont" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_cont_path_idx" ON "stories_blocks_cont" USING btree ("_path");
  CREATE INDEX "stories_blocks_cont_locale_idx" ON "stories_blocks_cont" USING btree ("_locale");
  CREATE INDEX "stories_blocks_carousel_slides_order_idx" ON "stories_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "stories_blocks_carousel_slides_parent_id_idx" ON "stories_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_carousel_slides_locale_idx" ON "stories_blocks_carousel_slides" USING btree ("_locale");
  CREATE INDEX "stories_blocks_carousel_slides_src_idx" ON "stories_blocks_carousel_slides" USING btree ("src_id");
  CREATE INDEX "stories_blocks_carousel_order_idx" ON "stories_blocks_carousel" USING btree ("_order");
  CREATE INDEX "stories_blocks_carousel_parent_id_idx" ON "stories_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "stories_blocks_carousel_path_idx" ON "stories_blocks_carousel" USING btree ("_path");
  CREATE INDEX "stories_blocks_carousel_locale_idx" ON "stories_blocks_carousel" USING btree ("_locale");
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
  CREATE INDEX "__stories_v_blocks_illus_v_order_idx" ON "__stories_v_blocks_illus_v" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_illus_v_parent_id_idx" ON "__stories_v_blocks_illus_v" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_illus_v_path_idx" ON "__stories_v_blocks_illus_v" USING btree ("_path");
  CREATE INDEX "__stories_v_blocks_illus_v_locale_idx" ON "__stories_v_blocks_illus_v" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_illus_v_image_image_src_idx" ON "__stories_v_blocks_illus_v" USING btree ("image_src_id");
  CREATE INDEX "_stories_v_blocks_embed_video_order_idx" ON "_stories_v_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_embed_video_parent_id_idx" ON "_stories_v_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_embed_video_path_idx" ON "_stories_v_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_embed_video_locale_idx" ON "_stories_v_blocks_embed_video" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_reviews_section_order_idx" ON "_stories_v_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_reviews_section_parent_id_idx" ON "_stories_v_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_reviews_section_path_idx" ON "_stories_v_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_reviews_section_locale_idx" ON "_stories_v_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_support_v_order_idx" ON "__stories_v_blocks_support_v" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_support_v_parent_id_idx" ON "__stories_v_blocks_support_v" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_support_v_path_idx" ON "__stories_v_blocks_support_v" USING btree ("_path");
  CREATE INDEX "__stories_v_blocks_support_v_locale_idx" ON "__stories_v_blocks_support_v" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_text_image_list_list_item_order_idx" ON "_stories_v_blocks_text_image_list_list_item" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_text_image_list_list_item_parent_id_idx" ON "_stories_v_blocks_text_image_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_text_image_list_list_item_locale_idx" ON "_stories_v_blocks_text_image_list_list_item" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_text_image_slides_order_idx" ON "_stories_v_blocks_text_image_slides" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_text_image_slides_parent_id_idx" ON "_stories_v_blocks_text_image_slides" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_text_image_slides_locale_idx" ON "_stories_v_blocks_text_image_slides" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_text_image_slides_src_idx" ON "_stories_v_blocks_text_image_slides" USING btree ("src_id");
  CREATE INDEX "_stories_v_blocks_social_media_social_link_order_idx" ON "_stories_v_blocks_social_media_social_link" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_social_media_social_link_parent_id_idx" ON "_stories_v_blocks_social_media_social_link" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_social_media_social_link_locale_idx" ON "_stories_v_blocks_social_media_social_link" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_social_media_order_idx" ON "_stories_v_blocks_social_media" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_social_media_parent_id_idx" ON "_stories_v_blocks_social_media" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_social_media_path_idx" ON "_stories_v_blocks_social_media" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_social_media_locale_idx" ON "_stories_v_blocks_social_media" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_text_image_order_idx" ON "_stories_v_blocks_text_image" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_text_image_parent_id_idx" ON "_stories_v_blocks_text_image" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_text_image_path_idx" ON "_stories_v_blocks_text_image" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_text_image_locale_idx" ON "_stories_v_blocks_text_image" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_text_image_image_idx" ON "_stories_v_blocks_text_image" USING btree ("image_id");
  CREATE INDEX "_stories_v_blocks_text_video_list_list_item_order_idx" ON "_stories_v_blocks_text_video_list_list_item" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_text_video_list_list_item_parent_id_idx" ON "_stories_v_blocks_text_video_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_text_video_list_list_item_locale_idx" ON "_stories_v_blocks_text_video_list_list_item" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_text_video_slides_order_idx" ON "_stories_v_blocks_text_video_slides" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_text_video_slides_parent_id_idx" ON "_stories_v_blocks_text_video_slides" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_text_video_slides_locale_idx" ON "_stories_v_blocks_text_video_slides" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_text_video_slides_src_idx" ON "_stories_v_blocks_text_video_slides" USING btree ("src_id");
  CREATE INDEX "_stories_v_blocks_text_video_order_idx" ON "_stories_v_blocks_text_video" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_text_video_parent_id_idx" ON "_stories_v_blocks_text_video" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_text_video_path_idx" ON "_stories_v_blocks_text_video" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_text_video_locale_idx" ON "_stories_v_blocks_text_video" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_text_video_image_idx" ON "_stories_v_blocks_text_video" USING btree ("image_id");
  CREATE INDEX "_stories_v_blocks_text_video_video_video_file_idx" ON "_stories_v_blocks_text_video" USING btree ("video_file_id");
  CREATE INDEX "_stories_v_blocks_text_video_video_video_poster_image_idx" ON "_stories_v_blocks_text_video" USING btree ("video_poster_image_id");
  CREATE INDEX "_stories_v_blocks_countdown_order_idx" ON "_stories_v_blocks_countdown" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_countdown_parent_id_idx" ON "_stories_v_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_countdown_path_idx" ON "_stories_v_blocks_countdown" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_countdown_locale_idx" ON "_stories_v_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_covers_section_order_idx" ON "_stories_v_blocks_covers_section" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_covers_section_parent_id_idx" ON "_stories_v_blocks_covers_section" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_covers_section_path_idx" ON "_stories_v_blocks_covers_section" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_covers_section_locale_idx" ON "_stories_v_blocks_covers_section" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_contract_section_order_idx" ON "_stories_v_blocks_contract_section" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_contract_section_parent_id_idx" ON "_stories_v_blocks_contract_section" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_contract_section_path_idx" ON "_stories_v_blocks_contract_section" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_contract_section_locale_idx" ON "_stories_v_blocks_contract_section" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_contract_section_background_image_idx" ON "_stories_v_blocks_contract_section" USING btree ("background_image_id");
  CREATE INDEX "_stories_v_blocks_contract_section_image_idx" ON "_stories_v_blocks_contract_section" USING btree ("image_id");
  CREATE INDEX "___stories_v_blocks_stats_v_slides_v_order_idx" ON "___stories_v_blocks_stats_v_slides_v" USING btree ("_order");
  CREATE INDEX "___stories_v_blocks_stats_v_slides_v_parent_id_idx" ON "___stories_v_blocks_stats_v_slides_v" USING btree ("_parent_id");
  CREATE INDEX "___stories_v_blocks_stats_v_slides_v_locale_idx" ON "___stories_v_blocks_stats_v_slides_v" USING btree ("_locale");
  CREATE INDEX "___stories_v_blocks_stats_v_slides_v_src_idx" ON "___stories_v_blocks_stats_v_slides_v" USING btree ("src_id");
  CREATE INDEX "__stories_v_blocks_stats_v_order_idx" ON "__stories_v_blocks_stats_v" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_stats_v_parent_id_idx" ON "__stories_v_blocks_stats_v" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_stats_v_path_idx" ON "__stories_v_blocks_stats_v" USING btree ("_path");
  CREATE INDEX "__stories_v_blocks_stats_v_locale_idx" ON "__stories_v_blocks_stats_v" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_logos_component_logos_order_idx" ON "_stories_v_blocks_logos_component_logos" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_logos_component_logos_parent_id_idx" ON "_stories_v_blocks_logos_component_logos" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_logos_component_logos_locale_idx" ON "_stories_v_blocks_logos_component_logos" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_logos_component_logos_src_idx" ON "_stories_v_blocks_logos_component_logos" USING btree ("src_id");
  CREATE INDEX "_stories_v_blocks_logos_component_order_idx" ON "_stories_v_blocks_logos_component" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_logos_component_parent_id_idx" ON "_stories_v_blocks_logos_component" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_logos_component_path_idx" ON "_stories_v_blocks_logos_component" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_logos_component_locale_idx" ON "_stories_v_blocks_logos_component" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_spacer_v_order_idx" ON "__stories_v_blocks_spacer_v" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_spacer_v_parent_id_idx" ON "__stories_v_blocks_spacer_v" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_spacer_v_path_idx" ON "__stories_v_blocks_spacer_v" USING btree ("_path");
  CREATE INDEX "__stories_v_blocks_spacer_v_locale_idx" ON "__stories_v_blocks_spacer_v" USING btree ("_locale");
  CREATE INDEX "_stories_v_blocks_quote_order_idx" ON "_stories_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_stories_v_blocks_quote_parent_id_idx" ON "_stories_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_blocks_quote_path_idx" ON "_stories_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_stories_v_blocks_quote_locale_idx" ON "_stories_v_blocks_quote" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_plist_v_list_order_idx" ON "__stories_v_blocks_plist_v_list" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_plist_v_list_parent_id_idx" ON "__stories_v_blocks_plist_v_list" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_plist_v_list_locale_idx" ON "__stories_v_blocks_plist_v_list" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_plist_v_order_idx" ON "__stories_v_blocks_plist_v" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_plist_v_parent_id_idx" ON "__stories_v_blocks_plist_v" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_plist_v_path_idx" ON "__stories_v_blocks_plist_v" USING btree ("_path");
  CREATE INDEX "__stories_v_blocks_plist_v_locale_idx" ON "__stories_v_blocks_plist_v" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_imggrid_v_images_order_idx" ON "__stories_v_blocks_imggrid_v_images" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_imggrid_v_images_parent_id_idx" ON "__stories_v_blocks_imggrid_v_images" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_imggrid_v_images_locale_idx" ON "__stories_v_blocks_imggrid_v_images" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_imggrid_v_images_src_idx" ON "__stories_v_blocks_imggrid_v_images" USING btree ("src_id");
  CREATE INDEX "__stories_v_blocks_imggrid_v_order_idx" ON "__stories_v_blocks_imggrid_v" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_imggrid_v_parent_id_idx" ON "__stories_v_blocks_imggrid_v" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_imggrid_v_path_idx" ON "__stories_v_blocks_imggrid_v" USING btree ("_path");
  CREATE INDEX "__stories_v_blocks_imggrid_v_locale_idx" ON "__stories_v_blocks_imggrid_v" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_slidersec_v_slides_order_idx" ON "__stories_v_blocks_slidersec_v_slides" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_slidersec_v_slides_parent_id_idx" ON "__stories_v_blocks_slidersec_v_slides" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_slidersec_v_slides_locale_idx" ON "__stories_v_blocks_slidersec_v_slides" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_slidersec_v_slides_src_idx" ON "__stories_v_blocks_slidersec_v_slides" USING btree ("src_id");
  CREATE INDEX "__stories_v_blocks_slidersec_v_order_idx" ON "__stories_v_blocks_slidersec_v" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_slidersec_v_parent_id_idx" ON "__stories_v_blocks_slidersec_v" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_slidersec_v_path_idx" ON "__stories_v_blocks_slidersec_v" USING btree ("_path");
  CREATE INDEX "__stories_v_blocks_slidersec_v_locale_idx" ON "__stories_v_blocks_slidersec_v" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_box_v_order_idx" ON "__stories_v_blocks_box_v" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_box_v_parent_id_idx" ON "__stories_v_blocks_box_v" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_box_v_path_idx" ON "__stories_v_blocks_box_v" USING btree ("_path");
  CREATE INDEX "__stories_v_blocks_box_v_locale_idx" ON "__stories_v_blocks_box_v" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_cont_v_order_idx" ON "__stories_v_blocks_cont_v" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_cont_v_parent_id_idx" ON "__stories_v_blocks_cont_v" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_cont_v_path_idx" ON "__stories_v_blocks_cont_v" USING btree ("_path");
  CREATE INDEX "__stories_v_blocks_cont_v_locale_idx" ON "__stories_v_blocks_cont_v" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_carousel_v_slides_order_idx" ON "__stories_v_blocks_carousel_v_slides" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_carousel_v_slides_parent_id_idx" ON "__stories_v_blocks_carousel_v_slides" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_carousel_v_slides_locale_idx" ON "__stories_v_blocks_carousel_v_slides" USING btree ("_locale");
  CREATE INDEX "__stories_v_blocks_carousel_v_slides_src_idx" ON "__stories_v_blocks_carousel_v_slides" USING btree ("src_id");
  CREATE INDEX "__stories_v_blocks_carousel_v_order_idx" ON "__stories_v_blocks_carousel_v" USING btree ("_order");
  CREATE INDEX "__stories_v_blocks_carousel_v_parent_id_idx" ON "__stories_v_blocks_carousel_v" USING btree ("_parent_id");
  CREATE INDEX "__stories_v_blocks_carousel_v_path_idx" ON "__stories_v_blocks_carousel_v" USING btree ("_path");
  CREATE INDEX "__stories_v_blocks_carousel_v_locale_idx" ON "__stories_v_blocks_carousel_v" USING btree ("_locale");
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
  CREATE INDEX "page_variants_blocks_illus_order_idx" ON "page_variants_blocks_illus" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_illus_parent_id_idx" ON "page_variants_blocks_illus" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_illus_path_idx" ON "page_variants_blocks_illus" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_illus_locale_idx" ON "page_variants_blocks_illus" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_illus_image_image_src_idx" ON "page_variants_blocks_illus" USING btree ("image_src_id");
  CREATE INDEX "page_variants_blocks_embed_video_order_idx" ON "page_variants_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_embed_video_parent_id_idx" ON "page_variants_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_embed_video_path_idx" ON "page_variants_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_embed_video_locale_idx" ON "page_variants_blocks_embed_video" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_reviews_section_order_idx" ON "page_variants_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_reviews_section_parent_id_idx" ON "page_variants_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_reviews_section_path_idx" ON "page_variants_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_reviews_section_locale_idx" ON "page_variants_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_support_order_idx" ON "page_variants_blocks_support" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_support_parent_id_idx" ON "page_variants_blocks_support" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_support_path_idx" ON "page_variants_blocks_support" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_support_locale_idx" ON "page_variants_blocks_support" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_text_image_list_list_item_order_idx" ON "page_variants_blocks_text_image_list_list_item" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_text_image_list_list_item_parent_id_idx" ON "page_variants_blocks_text_image_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_text_image_list_list_item_locale_idx" ON "page_variants_blocks_text_image_list_list_item" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_text_image_slides_order_idx" ON "page_variants_blocks_text_image_slides" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_text_image_slides_parent_id_idx" ON "page_variants_blocks_text_image_slides" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_text_image_slides_locale_idx" ON "page_variants_blocks_text_image_slides" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_text_image_slides_src_idx" ON "page_variants_blocks_text_image_slides" USING btree ("src_id");
  CREATE INDEX "page_variants_blocks_social_media_social_link_order_idx" ON "page_variants_blocks_social_media_social_link" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_social_media_social_link_parent_id_idx" ON "page_variants_blocks_social_media_social_link" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_social_media_social_link_locale_idx" ON "page_variants_blocks_social_media_social_link" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_social_media_order_idx" ON "page_variants_blocks_social_media" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_social_media_parent_id_idx" ON "page_variants_blocks_social_media" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_social_media_path_idx" ON "page_variants_blocks_social_media" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_social_media_locale_idx" ON "page_variants_blocks_social_media" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_text_image_order_idx" ON "page_variants_blocks_text_image" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_text_image_parent_id_idx" ON "page_variants_blocks_text_image" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_text_image_path_idx" ON "page_variants_blocks_text_image" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_text_image_locale_idx" ON "page_variants_blocks_text_image" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_text_image_image_idx" ON "page_variants_blocks_text_image" USING btree ("image_id");
  CREATE INDEX "page_variants_blocks_text_video_list_list_item_order_idx" ON "page_variants_blocks_text_video_list_list_item" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_text_video_list_list_item_parent_id_idx" ON "page_variants_blocks_text_video_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_text_video_list_list_item_locale_idx" ON "page_variants_blocks_text_video_list_list_item" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_text_video_slides_order_idx" ON "page_variants_blocks_text_video_slides" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_text_video_slides_parent_id_idx" ON "page_variants_blocks_text_video_slides" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_text_video_slides_locale_idx" ON "page_variants_blocks_text_video_slides" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_text_video_slides_src_idx" ON "page_variants_blocks_text_video_slides" USING btree ("src_id");
  CREATE INDEX "page_variants_blocks_text_video_order_idx" ON "page_variants_blocks_text_video" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_text_video_parent_id_idx" ON "page_variants_blocks_text_video" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_text_video_path_idx" ON "page_variants_blocks_text_video" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_text_video_locale_idx" ON "page_variants_blocks_text_video" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_text_video_image_idx" ON "page_variants_blocks_text_video" USING btree ("image_id");
  CREATE INDEX "page_variants_blocks_text_video_video_video_file_idx" ON "page_variants_blocks_text_video" USING btree ("video_file_id");
  CREATE INDEX "page_variants_blocks_text_video_video_video_poster_image_idx" ON "page_variants_blocks_text_video" USING btree ("video_poster_image_id");
  CREATE INDEX "page_variants_blocks_countdown_order_idx" ON "page_variants_blocks_countdown" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_countdown_parent_id_idx" ON "page_variants_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_countdown_path_idx" ON "page_variants_blocks_countdown" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_countdown_locale_idx" ON "page_variants_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_covers_section_order_idx" ON "page_variants_blocks_covers_section" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_covers_section_parent_id_idx" ON "page_variants_blocks_covers_section" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_covers_section_path_idx" ON "page_variants_blocks_covers_section" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_covers_section_locale_idx" ON "page_variants_blocks_covers_section" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_contract_section_order_idx" ON "page_variants_blocks_contract_section" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_contract_section_parent_id_idx" ON "page_variants_blocks_contract_section" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_contract_section_path_idx" ON "page_variants_blocks_contract_section" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_contract_section_locale_idx" ON "page_variants_blocks_contract_section" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_contract_section_background_image_idx" ON "page_variants_blocks_contract_section" USING btree ("background_image_id");
  CREATE INDEX "page_variants_blocks_contract_section_image_idx" ON "page_variants_blocks_contract_section" USING btree ("image_id");
  CREATE INDEX "page_variants_blocks_stats_slides_order_idx" ON "page_variants_blocks_stats_slides" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_stats_slides_parent_id_idx" ON "page_variants_blocks_stats_slides" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_stats_slides_locale_idx" ON "page_variants_blocks_stats_slides" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_stats_slides_src_idx" ON "page_variants_blocks_stats_slides" USING btree ("src_id");
  CREATE INDEX "page_variants_blocks_stats_order_idx" ON "page_variants_blocks_stats" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_stats_parent_id_idx" ON "page_variants_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_stats_path_idx" ON "page_variants_blocks_stats" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_stats_locale_idx" ON "page_variants_blocks_stats" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_logos_component_logos_order_idx" ON "page_variants_blocks_logos_component_logos" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_logos_component_logos_parent_id_idx" ON "page_variants_blocks_logos_component_logos" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_logos_component_logos_locale_idx" ON "page_variants_blocks_logos_component_logos" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_logos_component_logos_src_idx" ON "page_variants_blocks_logos_component_logos" USING btree ("src_id");
  CREATE INDEX "page_variants_blocks_logos_component_order_idx" ON "page_variants_blocks_logos_component" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_logos_component_parent_id_idx" ON "page_variants_blocks_logos_component" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_logos_component_path_idx" ON "page_variants_blocks_logos_component" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_logos_component_locale_idx" ON "page_variants_blocks_logos_component" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_spacer_order_idx" ON "page_variants_blocks_spacer" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_spacer_parent_id_idx" ON "page_variants_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_spacer_path_idx" ON "page_variants_blocks_spacer" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_spacer_locale_idx" ON "page_variants_blocks_spacer" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_quote_order_idx" ON "page_variants_blocks_quote" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_quote_parent_id_idx" ON "page_variants_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_quote_path_idx" ON "page_variants_blocks_quote" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_quote_locale_idx" ON "page_variants_blocks_quote" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_imggrid_images_order_idx" ON "page_variants_blocks_imggrid_images" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_imggrid_images_parent_id_idx" ON "page_variants_blocks_imggrid_images" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_imggrid_images_locale_idx" ON "page_variants_blocks_imggrid_images" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_imggrid_images_src_idx" ON "page_variants_blocks_imggrid_images" USING btree ("src_id");
  CREATE INDEX "page_variants_blocks_imggrid_order_idx" ON "page_variants_blocks_imggrid" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_imggrid_parent_id_idx" ON "page_variants_blocks_imggrid" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_imggrid_path_idx" ON "page_variants_blocks_imggrid" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_imggrid_locale_idx" ON "page_variants_blocks_imggrid" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_slidersec_slides_order_idx" ON "page_variants_blocks_slidersec_slides" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_slidersec_slides_parent_id_idx" ON "page_variants_blocks_slidersec_slides" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_slidersec_slides_locale_idx" ON "page_variants_blocks_slidersec_slides" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_slidersec_slides_src_idx" ON "page_variants_blocks_slidersec_slides" USING btree ("src_id");
  CREATE INDEX "page_variants_blocks_slidersec_order_idx" ON "page_variants_blocks_slidersec" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_slidersec_parent_id_idx" ON "page_variants_blocks_slidersec" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_slidersec_path_idx" ON "page_variants_blocks_slidersec" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_slidersec_locale_idx" ON "page_variants_blocks_slidersec" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_box_order_idx" ON "page_variants_blocks_box" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_box_parent_id_idx" ON "page_variants_blocks_box" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_box_path_idx" ON "page_variants_blocks_box" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_box_locale_idx" ON "page_variants_blocks_box" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_cont_order_idx" ON "page_variants_blocks_cont" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_cont_parent_id_idx" ON "page_variants_blocks_cont" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_cont_path_idx" ON "page_variants_blocks_cont" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_cont_locale_idx" ON "page_variants_blocks_cont" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_carousel_slides_order_idx" ON "page_variants_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_carousel_slides_parent_id_idx" ON "page_variants_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_carousel_slides_locale_idx" ON "page_variants_blocks_carousel_slides" USING btree ("_locale");
  CREATE INDEX "page_variants_blocks_carousel_slides_src_idx" ON "page_variants_blocks_carousel_slides" USING btree ("src_id");
  CREATE INDEX "page_variants_blocks_carousel_order_idx" ON "page_variants_blocks_carousel" USING btree ("_order");
  CREATE INDEX "page_variants_blocks_carousel_parent_id_idx" ON "page_variants_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "page_variants_blocks_carousel_path_idx" ON "page_variants_blocks_carousel" USING btree ("_path");
  CREATE INDEX "page_variants_blocks_carousel_locale_idx" ON "page_variants_blocks_carousel" USING btree ("_locale");
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
  CREATE INDEX "story_variants_blocks_illus_order_idx" ON "story_variants_blocks_illus" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_illus_parent_id_idx" ON "story_variants_blocks_illus" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_illus_path_idx" ON "story_variants_blocks_illus" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_illus_locale_idx" ON "story_variants_blocks_illus" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_illus_image_image_src_idx" ON "story_variants_blocks_illus" USING btree ("image_src_id");
  CREATE INDEX "story_variants_blocks_embed_video_order_idx" ON "story_variants_blocks_embed_video" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_embed_video_parent_id_idx" ON "story_variants_blocks_embed_video" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_embed_video_path_idx" ON "story_variants_blocks_embed_video" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_embed_video_locale_idx" ON "story_variants_blocks_embed_video" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_reviews_section_order_idx" ON "story_variants_blocks_reviews_section" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_reviews_section_parent_id_idx" ON "story_variants_blocks_reviews_section" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_reviews_section_path_idx" ON "story_variants_blocks_reviews_section" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_reviews_section_locale_idx" ON "story_variants_blocks_reviews_section" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_support_order_idx" ON "story_variants_blocks_support" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_support_parent_id_idx" ON "story_variants_blocks_support" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_support_path_idx" ON "story_variants_blocks_support" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_support_locale_idx" ON "story_variants_blocks_support" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_text_image_list_list_item_order_idx" ON "story_variants_blocks_text_image_list_list_item" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_text_image_list_list_item_parent_id_idx" ON "story_variants_blocks_text_image_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_text_image_list_list_item_locale_idx" ON "story_variants_blocks_text_image_list_list_item" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_text_image_slides_order_idx" ON "story_variants_blocks_text_image_slides" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_text_image_slides_parent_id_idx" ON "story_variants_blocks_text_image_slides" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_text_image_slides_locale_idx" ON "story_variants_blocks_text_image_slides" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_text_image_slides_src_idx" ON "story_variants_blocks_text_image_slides" USING btree ("src_id");
  CREATE INDEX "story_variants_blocks_social_media_social_link_order_idx" ON "story_variants_blocks_social_media_social_link" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_social_media_social_link_parent_id_idx" ON "story_variants_blocks_social_media_social_link" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_social_media_social_link_locale_idx" ON "story_variants_blocks_social_media_social_link" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_social_media_order_idx" ON "story_variants_blocks_social_media" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_social_media_parent_id_idx" ON "story_variants_blocks_social_media" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_social_media_path_idx" ON "story_variants_blocks_social_media" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_social_media_locale_idx" ON "story_variants_blocks_social_media" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_text_image_order_idx" ON "story_variants_blocks_text_image" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_text_image_parent_id_idx" ON "story_variants_blocks_text_image" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_text_image_path_idx" ON "story_variants_blocks_text_image" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_text_image_locale_idx" ON "story_variants_blocks_text_image" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_text_image_image_idx" ON "story_variants_blocks_text_image" USING btree ("image_id");
  CREATE INDEX "story_variants_blocks_text_video_list_list_item_order_idx" ON "story_variants_blocks_text_video_list_list_item" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_text_video_list_list_item_parent_id_idx" ON "story_variants_blocks_text_video_list_list_item" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_text_video_list_list_item_locale_idx" ON "story_variants_blocks_text_video_list_list_item" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_text_video_slides_order_idx" ON "story_variants_blocks_text_video_slides" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_text_video_slides_parent_id_idx" ON "story_variants_blocks_text_video_slides" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_text_video_slides_locale_idx" ON "story_variants_blocks_text_video_slides" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_text_video_slides_src_idx" ON "story_variants_blocks_text_video_slides" USING btree ("src_id");
  CREATE INDEX "story_variants_blocks_text_video_order_idx" ON "story_variants_blocks_text_video" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_text_video_parent_id_idx" ON "story_variants_blocks_text_video" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_text_video_path_idx" ON "story_variants_blocks_text_video" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_text_video_locale_idx" ON "story_variants_blocks_text_video" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_text_video_image_idx" ON "story_variants_blocks_text_video" USING btree ("image_id");
  CREATE INDEX "story_variants_blocks_text_video_video_video_file_idx" ON "story_variants_blocks_text_video" USING btree ("video_file_id");
  CREATE INDEX "story_variants_blocks_text_video_video_video_poster_imag_idx" ON "story_variants_blocks_text_video" USING btree ("video_poster_image_id");
  CREATE INDEX "story_variants_blocks_countdown_order_idx" ON "story_variants_blocks_countdown" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_countdown_parent_id_idx" ON "story_variants_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_countdown_path_idx" ON "story_variants_blocks_countdown" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_countdown_locale_idx" ON "story_variants_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_covers_section_order_idx" ON "story_variants_blocks_covers_section" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_covers_section_parent_id_idx" ON "story_variants_blocks_covers_section" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_covers_section_path_idx" ON "story_variants_blocks_covers_section" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_covers_section_locale_idx" ON "story_variants_blocks_covers_section" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_contract_section_order_idx" ON "story_variants_blocks_contract_section" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_contract_section_parent_id_idx" ON "story_variants_blocks_contract_section" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_contract_section_path_idx" ON "story_variants_blocks_contract_section" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_contract_section_locale_idx" ON "story_variants_blocks_contract_section" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_contract_section_background_image_idx" ON "story_variants_blocks_contract_section" USING btree ("background_image_id");
  CREATE INDEX "story_variants_blocks_contract_section_image_idx" ON "story_variants_blocks_contract_section" USING btree ("image_id");
  CREATE INDEX "story_variants_blocks_stats_slides_order_idx" ON "story_variants_blocks_stats_slides" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_stats_slides_parent_id_idx" ON "story_variants_blocks_stats_slides" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_stats_slides_locale_idx" ON "story_variants_blocks_stats_slides" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_stats_slides_src_idx" ON "story_variants_blocks_stats_slides" USING btree ("src_id");
  CREATE INDEX "story_variants_blocks_stats_order_idx" ON "story_variants_blocks_stats" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_stats_parent_id_idx" ON "story_variants_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_stats_path_idx" ON "story_variants_blocks_stats" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_stats_locale_idx" ON "story_variants_blocks_stats" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_logos_component_logos_order_idx" ON "story_variants_blocks_logos_component_logos" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_logos_component_logos_parent_id_idx" ON "story_variants_blocks_logos_component_logos" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_logos_component_logos_locale_idx" ON "story_variants_blocks_logos_component_logos" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_logos_component_logos_src_idx" ON "story_variants_blocks_logos_component_logos" USING btree ("src_id");
  CREATE INDEX "story_variants_blocks_logos_component_order_idx" ON "story_variants_blocks_logos_component" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_logos_component_parent_id_idx" ON "story_variants_blocks_logos_component" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_logos_component_path_idx" ON "story_variants_blocks_logos_component" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_logos_component_locale_idx" ON "story_variants_blocks_logos_component" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_spacer_order_idx" ON "story_variants_blocks_spacer" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_spacer_parent_id_idx" ON "story_variants_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_spacer_path_idx" ON "story_variants_blocks_spacer" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_spacer_locale_idx" ON "story_variants_blocks_spacer" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_quote_order_idx" ON "story_variants_blocks_quote" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_quote_parent_id_idx" ON "story_variants_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_quote_path_idx" ON "story_variants_blocks_quote" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_quote_locale_idx" ON "story_variants_blocks_quote" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_plist_list_order_idx" ON "story_variants_blocks_plist_list" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_plist_list_parent_id_idx" ON "story_variants_blocks_plist_list" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_plist_list_locale_idx" ON "story_variants_blocks_plist_list" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_plist_order_idx" ON "story_variants_blocks_plist" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_plist_parent_id_idx" ON "story_variants_blocks_plist" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_plist_path_idx" ON "story_variants_blocks_plist" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_plist_locale_idx" ON "story_variants_blocks_plist" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_imggrid_images_order_idx" ON "story_variants_blocks_imggrid_images" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_imggrid_images_parent_id_idx" ON "story_variants_blocks_imggrid_images" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_imggrid_images_locale_idx" ON "story_variants_blocks_imggrid_images" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_imggrid_images_src_idx" ON "story_variants_blocks_imggrid_images" USING btree ("src_id");
  CREATE INDEX "story_variants_blocks_imggrid_order_idx" ON "story_variants_blocks_imggrid" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_imggrid_parent_id_idx" ON "story_variants_blocks_imggrid" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_imggrid_path_idx" ON "story_variants_blocks_imggrid" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_imggrid_locale_idx" ON "story_variants_blocks_imggrid" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_slidersec_slides_order_idx" ON "story_variants_blocks_slidersec_slides" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_slidersec_slides_parent_id_idx" ON "story_variants_blocks_slidersec_slides" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_slidersec_slides_locale_idx" ON "story_variants_blocks_slidersec_slides" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_slidersec_slides_src_idx" ON "story_variants_blocks_slidersec_slides" USING btree ("src_id");
  CREATE INDEX "story_variants_blocks_slidersec_order_idx" ON "story_variants_blocks_slidersec" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_slidersec_parent_id_idx" ON "story_variants_blocks_slidersec" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_slidersec_path_idx" ON "story_variants_blocks_slidersec" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_slidersec_locale_idx" ON "story_variants_blocks_slidersec" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_box_order_idx" ON "story_variants_blocks_box" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_box_parent_id_idx" ON "story_variants_blocks_box" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_box_path_idx" ON "story_variants_blocks_box" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_box_locale_idx" ON "story_variants_blocks_box" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_cont_order_idx" ON "story_variants_blocks_cont" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_cont_parent_id_idx" ON "story_variants_blocks_cont" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_cont_path_idx" ON "story_variants_blocks_cont" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_cont_locale_idx" ON "story_variants_blocks_cont" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_carousel_slides_order_idx" ON "story_variants_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_carousel_slides_parent_id_idx" ON "story_variants_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_carousel_slides_locale_idx" ON "story_variants_blocks_carousel_slides" USING btree ("_locale");
  CREATE INDEX "story_variants_blocks_carousel_slides_src_idx" ON "story_variants_blocks_carousel_slides" USING btree ("src_id");
  CREATE INDEX "story_variants_blocks_carousel_order_idx" ON "story_variants_blocks_carousel" USING btree ("_order");
  CREATE INDEX "story_variants_blocks_carousel_parent_id_idx" ON "story_variants_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "story_variants_blocks_carousel_path_idx" ON "story_variants_blocks_carousel" USING btree ("_path");
  CREATE INDEX "story_variants_blocks_carousel_locale_idx" ON "story_variants_blocks_carousel" USING btree ("_locale");
  CREATE INDEX "story_variants_entry_idx" ON "story_variants" USING btree ("entry_id");
  CREATE INDEX "story_variants_updated_at_idx" ON "story_variants" USING btree ("updated_at");
  CREATE INDEX "story_variants_created_at_idx" ON "story_variants" USING btree ("created_at");
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
  CREATE INDEX "product_info_prices_order_idx" ON "product_info_prices" USING btree ("_order");
  CREATE INDEX "product_info_prices_parent_id_idx" ON "product_info_prices" USING btree ("_parent_id");
  CREATE INDEX "product_info_updated_at_idx" ON "product_info" USING btree ("updated_at");
  CREATE INDEX "product_info_created_at_idx" ON "product_info" USING btree ("created_at");
  CREATE INDEX "payment_options_methods_order_idx" ON "payment_options_methods" USING btree ("order");
  CREATE INDEX "payment_options_methods_parent_idx" ON "payment_options_methods" USING btree ("parent_id");
  CREATE UNIQUE INDEX "payment_options_country_idx" ON "payment_options" USING btree ("country");
  CREATE INDEX "payment_options_updated_at_idx" ON "payment_options" USING btree ("updated_at");
  CREATE INDEX "payment_options_created_at_idx" ON "payment_options" USING btree ("created_at");
  CREATE INDEX "payment_options_texts_order_parent" ON "payment_options_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "christmas_delivery_dates_country_idx" ON "christmas_delivery_dates" USING btree ("country");
  CREATE INDEX "christmas_delivery_dates_updated_at_idx" ON "christmas_delivery_dates" USING btree ("updated_at");
  CREATE INDEX "christmas_delivery_dates_created_at_idx" ON "christmas_delivery_dates" USING btree ("created_at");
  CREATE INDEX "reviews_date_idx" ON "reviews" USING btree ("date");
  CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("published");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "identity_accounts_email_idx" ON "identity_accounts" USING btree ("email");
  CREATE INDEX "identity_accounts_updated_at_idx" ON "identity_accounts" USING btree ("updated_at");
  CREATE INDEX "identity_accounts_created_at_idx" ON "identity_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "identity_signing_keys_kid_idx" ON "identity_signing_keys" USING btree ("kid");
  CREATE INDEX "identity_signing_keys_updated_at_idx" ON "identity_signing_keys" USING btree ("updated_at");
  CREATE INDEX "identity_signing_keys_created_at_idx" ON "identity_signing_keys" USING btree ("created_at");
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
  CREATE INDEX "payload_locked_documents_rels_page_variants_id_idx" ON "payload_locked_documents_rels" USING btree ("page_variants_id");
  CREATE INDEX "payload_locked_documents_rels_story_variants_id_idx" ON "payload_locked_documents_rels" USING btree ("story_variants_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_product_info_id_idx" ON "payload_locked_documents_rels" USING btree ("product_info_id");
  CREATE INDEX "payload_locked_documents_rels_payment_options_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_options_id");
  CREATE INDEX "payload_locked_documents_rels_christmas_delivery_dates_i_idx" ON "payload_locked_documents_rels" USING btree ("christmas_delivery_dates_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_identity_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("identity_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_identity_signing_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("identity_signing_keys_id");
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
  DROP TABLE "pages_blocks_illus" CASCADE;
  DROP TABLE "pages_blocks_embed_video" CASCADE;
  DROP TABLE "pages_blocks_reviews_section" CASCADE;
  DROP TABLE "pages_blocks_support" CASCADE;
  DROP TABLE "pages_blocks_text_image_list_list_item" CASCADE;
  DROP TABLE "pages_blocks_text_image_slides" CASCADE;
  DROP TABLE "pages_blocks_social_media_social_link" CASCADE;
  DROP TABLE "pages_blocks_social_media" CASCADE;
  DROP TABLE "pages_blocks_text_image" CASCADE;
  DROP TABLE "pages_blocks_text_video_list_list_item" CASCADE;
  DROP TABLE "pages_blocks_text_video_slides" CASCADE;
  DROP TABLE "pages_blocks_text_video" CASCADE;
  DROP TABLE "pages_blocks_countdown" CASCADE;
  DROP TABLE "pages_blocks_covers_section" CASCADE;
  DROP TABLE "pages_blocks_contract_section" CASCADE;
  DROP TABLE "pages_blocks_stats_slides" CASCADE;
  DROP TABLE "pages_blocks_stats" CASCADE;
  DROP TABLE "pages_blocks_logos_component_logos" CASCADE;
  DROP TABLE "pages_blocks_logos_component" CASCADE;
  DROP TABLE "pages_blocks_spacer" CASCADE;
  DROP TABLE "pages_blocks_quote" CASCADE;
  DROP TABLE "pages_blocks_imggrid_images" CASCADE;
  DROP TABLE "pages_blocks_imggrid" CASCADE;
  DROP TABLE "pages_blocks_slidersec_slides" CASCADE;
  DROP TABLE "pages_blocks_slidersec" CASCADE;
  DROP TABLE "pages_blocks_box" CASCADE;
  DROP TABLE "pages_blocks_cont" CASCADE;
  DROP TABLE "pages_blocks_carousel_slides" CASCADE;
  DROP TABLE "pages_blocks_carousel" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_heading" CASCADE;
  DROP TABLE "_pages_v_blocks_awesome_paragraphs" CASCADE;
  DROP TABLE "_pages_v_blocks_button_component" CASCADE;
  DROP TABLE "__pages_v_blocks_illus_v" CASCADE;
  DROP TABLE "_pages_v_blocks_embed_video" CASCADE;
  DROP TABLE "_pages_v_blocks_reviews_section" CASCADE;
  DROP TABLE "__pages_v_blocks_support_v" CASCADE;
  DROP TABLE "_pages_v_blocks_text_image_list_list_item" CASCADE;
  DROP TABLE "_pages_v_blocks_text_image_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_social_media_social_link" CASCADE;
  DROP TABLE "_pages_v_blocks_social_media" CASCADE;
  DROP TABLE "_pages_v_blocks_text_image" CASCADE;
  DROP TABLE "_pages_v_blocks_text_video_list_list_item" CASCADE;
  DROP TABLE "_pages_v_blocks_text_video_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_text_video" CASCADE;
  DROP TABLE "_pages_v_blocks_countdown" CASCADE;
  DROP TABLE "_pages_v_blocks_covers_section" CASCADE;
  DROP TABLE "_pages_v_blocks_contract_section" CASCADE;
  DROP TABLE "___pages_v_blocks_stats_v_slides_v" CASCADE;
  DROP TABLE "__pages_v_blocks_stats_v" CASCADE;
  DROP TABLE "_pages_v_blocks_logos_component_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_logos_component" CASCADE;
  DROP TABLE "__pages_v_blocks_spacer_v" CASCADE;
  DROP TABLE "_pages_v_blocks_quote" CASCADE;
  DROP TABLE "__pages_v_blocks_imggrid_v_images" CASCADE;
  DROP TABLE "__pages_v_blocks_imggrid_v" CASCADE;
  DROP TABLE "__pages_v_blocks_slidersec_v_slides" CASCADE;
  DROP TABLE "__pages_v_blocks_slidersec_v" CASCADE;
  DROP TABLE "__pages_v_blocks_box_v" CASCADE;
  DROP TABLE "__pages_v_blocks_cont_v" CASCADE;
  DROP TABLE "__pages_v_blocks_carousel_v_slides" CASCADE;
  DROP TABLE "__pages_v_blocks_carousel_v" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "stories_blocks_heading" CASCADE;
  DROP TABLE "stories_blocks_awesome_paragraphs" CASCADE;
  DROP TABLE "stories_blocks_button_component" CASCADE;
  DROP TABLE "stories_blocks_illus" CASCADE;
  DROP TABLE "stories_blocks_embed_video" CASCADE;
  DROP TABLE "stories_blocks_reviews_section" CASCADE;
  DROP TABLE "stories_blocks_support" CASCADE;
  DROP TABLE "stories_blocks_text_image_list_list_item" CASCADE;
  DROP TABLE "stories_blocks_text_image_slides" CASCADE;
  DROP TABLE "stories_blocks_social_media_social_link" CASCADE;
  DROP TABLE "stories_blocks_social_media" CASCADE;
  DROP TABLE "stories_blocks_text_image" CASCADE;
  DROP TABLE "stories_blocks_text_video_list_list_item" CASCADE;
  DROP TABLE "stories_blocks_text_video_slides" CASCADE;
  DROP TABLE "stories_blocks_text_video" CASCADE;
  DROP TABLE "stories_blocks_countdown" CASCADE;
  DROP TABLE "stories_blocks_covers_section" CASCADE;
  DROP TABLE "stories_blocks_contract_section" CASCADE;
  DROP TABLE "stories_blocks_stats_slides" CASCADE;
  DROP TABLE "stories_blocks_stats" CASCADE;
  DROP TABLE "stories_blocks_logos_component_logos" CASCADE;
  DROP TABLE "stories_blocks_logos_component" CASCADE;
  DROP TABLE "stories_blocks_spacer" CASCADE;
  DROP TABLE "stories_blocks_quote" CASCADE;
  DROP TABLE "stories_blocks_plist_list" CASCADE;
  DROP TABLE "stories_blocks_plist" CASCADE;
  DROP TABLE "stories_blocks_imggrid_images" CASCADE;
  DROP TABLE "stories_blocks_imggrid" CASCADE;
  DROP TABLE "stories_blocks_slidersec_slides" CASCADE;
  DROP TABLE "stories_blocks_slidersec" CASCADE;
  DROP TABLE "stories_blocks_box" CASCADE;
  DROP TABLE "stories_blocks_cont" CASCADE;
  DROP TABLE "stories_blocks_carousel_slides" CASCADE;
  DROP TABLE "stories_blocks_carousel" CASCADE;
  DROP TABLE "stories" CASCADE;
  DROP TABLE "stories_locales" CASCADE;
  DROP TABLE "_stories_v_blocks_heading" CASCADE;
  DROP TABLE "_stories_v_blocks_awesome_paragraphs" CASCADE;
  DROP TABLE "_stories_v_blocks_button_component" CASCADE;
  DROP TABLE "__stories_v_blocks_illus_v" CASCADE;
  DROP TABLE "_stories_v_blocks_embed_video" CASCADE;
  DROP TABLE "_stories_v_blocks_reviews_section" CASCADE;
  DROP TABLE "__stories_v_blocks_support_v" CASCADE;
  DROP TABLE "_stories_v_blocks_text_image_list_list_item" CASCADE;
  DROP TABLE "_stories_v_blocks_text_image_slides" CASCADE;
  DROP TABLE "_stories_v_blocks_social_media_social_link" CASCADE;
  DROP TABLE "_stories_v_blocks_social_media" CASCADE;
  DROP TABLE "_stories_v_blocks_text_image" CASCADE;
  DROP TABLE "_stories_v_blocks_text_video_list_list_item" CASCADE;
  DROP TABLE "_stories_v_blocks_text_video_slides" CASCADE;
  DROP TABLE "_stories_v_blocks_text_video" CASCADE;
  DROP TABLE "_stories_v_blocks_countdown" CASCADE;
  DROP TABLE "_stories_v_blocks_covers_section" CASCADE;
  DROP TABLE "_stories_v_blocks_contract_section" CASCADE;
  DROP TABLE "___stories_v_blocks_stats_v_slides_v" CASCADE;
  DROP TABLE "__stories_v_blocks_stats_v" CASCADE;
  DROP TABLE "_stories_v_blocks_logos_component_logos" CASCADE;
  DROP TABLE "_stories_v_blocks_logos_component" CASCADE;
  DROP TABLE "__stories_v_blocks_spacer_v" CASCADE;
  DROP TABLE "_stories_v_blocks_quote" CASCADE;
  DROP TABLE "__stories_v_blocks_plist_v_list" CASCADE;
  DROP TABLE "__stories_v_blocks_plist_v" CASCADE;
  DROP TABLE "__stories_v_blocks_imggrid_v_images" CASCADE;
  DROP TABLE "__stories_v_blocks_imggrid_v" CASCADE;
  DROP TABLE "__stories_v_blocks_slidersec_v_slides" CASCADE;
  DROP TABLE "__stories_v_blocks_slidersec_v" CASCADE;
  DROP TABLE "__stories_v_blocks_box_v" CASCADE;
  DROP TABLE "__stories_v_blocks_cont_v" CASCADE;
  DROP TABLE "__stories_v_blocks_carousel_v_slides" CASCADE;
  DROP TABLE "__stories_v_blocks_carousel_v" CASCADE;
  DROP TABLE "_stories_v" CASCADE;
  DROP TABLE "_stories_v_locales" CASCADE;
  DROP TABLE "page_variants_query" CASCADE;
  DROP TABLE "page_variants_blocks_heading" CASCADE;
  DROP TABLE "page_variants_blocks_awesome_paragraphs" CASCADE;
  DROP TABLE "page_variants_blocks_button_component" CASCADE;
  DROP TABLE "page_variants_blocks_illus" CASCADE;
  DROP TABLE "page_variants_blocks_embed_video" CASCADE;
  DROP TABLE "page_variants_blocks_reviews_section" CASCADE;
  DROP TABLE "page_variants_blocks_support" CASCADE;
  DROP TABLE "page_variants_blocks_text_image_list_list_item" CASCADE;
  DROP TABLE "page_variants_blocks_text_image_slides" CASCADE;
  DROP TABLE "page_variants_blocks_social_media_social_link" CASCADE;
  DROP TABLE "page_variants_blocks_social_media" CASCADE;
  DROP TABLE "page_variants_blocks_text_image" CASCADE;
  DROP TABLE "page_variants_blocks_text_video_list_list_item" CASCADE;
  DROP TABLE "page_variants_blocks_text_video_slides" CASCADE;
  DROP TABLE "page_variants_blocks_text_video" CASCADE;
  DROP TABLE "page_variants_blocks_countdown" CASCADE;
  DROP TABLE "page_variants_blocks_covers_section" CASCADE;
  DROP TABLE "page_variants_blocks_contract_section" CASCADE;
  DROP TABLE "page_variants_blocks_stats_slides" CASCADE;
  DROP TABLE "page_variants_blocks_stats" CASCADE;
  DROP TABLE "page_variants_blocks_logos_component_logos" CASCADE;
  DROP TABLE "page_variants_blocks_logos_component" CASCADE;
  DROP TABLE "page_variants_blocks_spacer" CASCADE;
  DROP TABLE "page_variants_blocks_quote" CASCADE;
  DROP TABLE "page_variants_blocks_imggrid_images" CASCADE;
  DROP TABLE "page_variants_blocks_imggrid" CASCADE;
  DROP TABLE "page_variants_blocks_slidersec_slides" CASCADE;
  DROP TABLE "page_variants_blocks_slidersec" CASCADE;
  DROP TABLE "page_variants_blocks_box" CASCADE;
  DROP TABLE "page_variants_blocks_cont" CASCADE;
  DROP TABLE "page_variants_blocks_carousel_slides" CASCADE;
  DROP TABLE "page_variants_blocks_carousel" CASCADE;
  DROP TABLE "page_variants" CASCADE;
  DROP TABLE "story_variants_query" CASCADE;
  DROP TABLE "story_variants_blocks_heading" CASCADE;
  DROP TABLE "story_variants_blocks_awesome_paragraphs" CASCADE;
  DROP TABLE "story_variants_blocks_button_component" CASCADE;
  DROP TABLE "story_variants_blocks_illus" CASCADE;
  DROP TABLE "story_variants_blocks_embed_video" CASCADE;
  DROP TABLE "story_variants_blocks_reviews_section" CASCADE;
  DROP TABLE "story_variants_blocks_support" CASCADE;
  DROP TABLE "story_variants_blocks_text_image_list_list_item" CASCADE;
  DROP TABLE "story_variants_blocks_text_image_slides" CASCADE;
  DROP TABLE "story_variants_blocks_social_media_social_link" CASCADE;
  DROP TABLE "story_variants_blocks_social_media" CASCADE;
  DROP TABLE "story_variants_blocks_text_image" CASCADE;
  DROP TABLE "story_variants_blocks_text_video_list_list_item" CASCADE;
  DROP TABLE "story_variants_blocks_text_video_slides" CASCADE;
  DROP TABLE "story_variants_blocks_text_video" CASCADE;
  DROP TABLE "story_variants_blocks_countdown" CASCADE;
  DROP TABLE "story_variants_blocks_covers_section" CASCADE;
  DROP TABLE "story_variants_blocks_contract_section" CASCADE;
  DROP TABLE "story_variants_blocks_stats_slides" CASCADE;
  DROP TABLE "story_variants_blocks_stats" CASCADE;
  DROP TABLE "story_variants_blocks_logos_component_logos" CASCADE;
  DROP TABLE "story_variants_blocks_logos_component" CASCADE;
  DROP TABLE "story_variants_blocks_spacer" CASCADE;
  DROP TABLE "story_variants_blocks_quote" CASCADE;
  DROP TABLE "story_variants_blocks_plist_list" CASCADE;
  DROP TABLE "story_variants_blocks_plist" CASCADE;
  DROP TABLE "story_variants_blocks_imggrid_images" CASCADE;
  DROP TABLE "story_variants_blocks_imggrid" CASCADE;
  DROP TABLE "story_variants_blocks_slidersec_slides" CASCADE;
  DROP TABLE "story_variants_blocks_slidersec" CASCADE;
  DROP TABLE "story_variants_blocks_box" CASCADE;
  DROP TABLE "story_variants_blocks_cont" CASCADE;
  DROP TABLE "story_variants_blocks_carousel_slides" CASCADE;
  DROP TABLE "story_variants_blocks_carousel" CASCADE;
  DROP TABLE "story_variants" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "product_info_prices" CASCADE;
  DROP TABLE "product_info" CASCADE;
  DROP TABLE "payment_options_methods" CASCADE;
  DROP TABLE "payment_options" CASCADE;
  DROP TABLE "payment_options_texts" CASCADE;
  DROP TABLE "christmas_delivery_dates" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "identity_accounts" CASCADE;
  DROP TABLE "identity_signing_keys" CASCADE;
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
  DROP TYPE "public"."enum_pages_blocks_illus_illustration";
  DROP TYPE "public"."enum_pages_blocks_illus_illustration_color";
  DROP TYPE "public"."enum_pages_blocks_illus_illustration_position";
  DROP TYPE "public"."enum_pages_blocks_illus_illustration_size";
  DROP TYPE "public"."enum_pages_blocks_illus_arrow_options_arrow_direction";
  DROP TYPE "public"."enum_pages_blocks_illus_margin";
  DROP TYPE "public"."enum_pages_blocks_illus_margin_top";
  DROP TYPE "public"."enum_pages_blocks_illus_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_illus_margin_left";
  DROP TYPE "public"."enum_pages_blocks_illus_margin_right";
  DROP TYPE "public"."enum_pages_blocks_illus_padding";
  DROP TYPE "public"."enum_pages_blocks_illus_padding_left";
  DROP TYPE "public"."enum_pages_blocks_illus_padding_right";
  DROP TYPE "public"."enum_pages_blocks_illus_padding_top";
  DROP TYPE "public"."enum_pages_blocks_illus_padding_bottom";
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
  DROP TYPE "public"."enum_pages_blocks_support_background_color";
  DROP TYPE "public"."enum_pages_blocks_support_margin";
  DROP TYPE "public"."enum_pages_blocks_support_margin_top";
  DROP TYPE "public"."enum_pages_blocks_support_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_support_margin_left";
  DROP TYPE "public"."enum_pages_blocks_support_margin_right";
  DROP TYPE "public"."enum_pages_blocks_support_padding";
  DROP TYPE "public"."enum_pages_blocks_support_padding_left";
  DROP TYPE "public"."enum_pages_blocks_support_padding_right";
  DROP TYPE "public"."enum_pages_blocks_support_padding_top";
  DROP TYPE "public"."enum_pages_blocks_support_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_social_media_social_link_icon";
  DROP TYPE "public"."enum_pages_blocks_social_media_direction";
  DROP TYPE "public"."enum_pages_blocks_social_media_icon_size";
  DROP TYPE "public"."enum_pages_blocks_social_media_icon_spacing";
  DROP TYPE "public"."enum_pages_blocks_social_media_icon_color";
  DROP TYPE "public"."enum_pages_blocks_social_media_margin";
  DROP TYPE "public"."enum_pages_blocks_social_media_margin_top";
  DROP TYPE "public"."enum_pages_blocks_social_media_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_social_media_margin_left";
  DROP TYPE "public"."enum_pages_blocks_social_media_margin_right";
  DROP TYPE "public"."enum_pages_blocks_social_media_padding";
  DROP TYPE "public"."enum_pages_blocks_social_media_padding_left";
  DROP TYPE "public"."enum_pages_blocks_social_media_padding_right";
  DROP TYPE "public"."enum_pages_blocks_social_media_padding_top";
  DROP TYPE "public"."enum_pages_blocks_social_media_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_text_image_background_color";
  DROP TYPE "public"."enum_pages_blocks_text_image_heading_level";
  DROP TYPE "public"."enum_pages_blocks_text_image_heading_position";
  DROP TYPE "public"."enum_pages_blocks_text_image_text_position";
  DROP TYPE "public"."enum_pages_blocks_text_image_button_type";
  DROP TYPE "public"."enum_pages_blocks_text_image_button_size";
  DROP TYPE "public"."enum_pages_blocks_text_image_button_button_position";
  DROP TYPE "public"."enum_pages_blocks_text_image_button_product_type";
  DROP TYPE "public"."enum_pages_blocks_text_image_paginator_color";
  DROP TYPE "public"."enum_pages_blocks_text_image_paginator_position";
  DROP TYPE "public"."enum_pages_blocks_text_image_margin";
  DROP TYPE "public"."enum_pages_blocks_text_image_margin_top";
  DROP TYPE "public"."enum_pages_blocks_text_image_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_text_image_margin_left";
  DROP TYPE "public"."enum_pages_blocks_text_image_margin_right";
  DROP TYPE "public"."enum_pages_blocks_text_image_padding";
  DROP TYPE "public"."enum_pages_blocks_text_image_padding_left";
  DROP TYPE "public"."enum_pages_blocks_text_image_padding_right";
  DROP TYPE "public"."enum_pages_blocks_text_image_padding_top";
  DROP TYPE "public"."enum_pages_blocks_text_image_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_text_video_background_color";
  DROP TYPE "public"."enum_pages_blocks_text_video_heading_level";
  DROP TYPE "public"."enum_pages_blocks_text_video_heading_position";
  DROP TYPE "public"."enum_pages_blocks_text_video_text_position";
  DROP TYPE "public"."enum_pages_blocks_text_video_list_dot_color";
  DROP TYPE "public"."enum_pages_blocks_text_video_button_type";
  DROP TYPE "public"."enum_pages_blocks_text_video_button_size";
  DROP TYPE "public"."enum_pages_blocks_text_video_button_button_position";
  DROP TYPE "public"."enum_pages_blocks_text_video_button_product_type";
  DROP TYPE "public"."enum_pages_blocks_text_video_paginator_color";
  DROP TYPE "public"."enum_pages_blocks_text_video_paginator_position";
  DROP TYPE "public"."enum_pages_blocks_text_video_video_file_type";
  DROP TYPE "public"."enum_pages_blocks_text_video_margin";
  DROP TYPE "public"."enum_pages_blocks_text_video_margin_top";
  DROP TYPE "public"."enum_pages_blocks_text_video_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_text_video_margin_left";
  DROP TYPE "public"."enum_pages_blocks_text_video_margin_right";
  DROP TYPE "public"."enum_pages_blocks_text_video_padding";
  DROP TYPE "public"."enum_pages_blocks_text_video_padding_left";
  DROP TYPE "public"."enum_pages_blocks_text_video_padding_right";
  DROP TYPE "public"."enum_pages_blocks_text_video_padding_top";
  DROP TYPE "public"."enum_pages_blocks_text_video_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_countdown_background_color";
  DROP TYPE "public"."enum_pages_blocks_countdown_content_alignment";
  DROP TYPE "public"."enum_pages_blocks_countdown_margin";
  DROP TYPE "public"."enum_pages_blocks_countdown_margin_top";
  DROP TYPE "public"."enum_pages_blocks_countdown_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_countdown_margin_left";
  DROP TYPE "public"."enum_pages_blocks_countdown_margin_right";
  DROP TYPE "public"."enum_pages_blocks_countdown_padding";
  DROP TYPE "public"."enum_pages_blocks_countdown_padding_left";
  DROP TYPE "public"."enum_pages_blocks_countdown_padding_right";
  DROP TYPE "public"."enum_pages_blocks_countdown_padding_top";
  DROP TYPE "public"."enum_pages_blocks_countdown_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_covers_section_margin";
  DROP TYPE "public"."enum_pages_blocks_covers_section_margin_top";
  DROP TYPE "public"."enum_pages_blocks_covers_section_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_covers_section_margin_left";
  DROP TYPE "public"."enum_pages_blocks_covers_section_margin_right";
  DROP TYPE "public"."enum_pages_blocks_covers_section_padding";
  DROP TYPE "public"."enum_pages_blocks_covers_section_padding_left";
  DROP TYPE "public"."enum_pages_blocks_covers_section_padding_right";
  DROP TYPE "public"."enum_pages_blocks_covers_section_padding_top";
  DROP TYPE "public"."enum_pages_blocks_covers_section_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_contract_section_button_product_type";
  DROP TYPE "public"."enum_pages_blocks_contract_hw_font_family";
  DROP TYPE "public"."enum_pages_blocks_contract_hw_font_size";
  DROP TYPE "public"."enum_pages_blocks_contract_hw_line_height";
  DROP TYPE "public"."enum_pages_blocks_contract_section_margin";
  DROP TYPE "public"."enum_pages_blocks_contract_section_margin_top";
  DROP TYPE "public"."enum_pages_blocks_contract_section_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_contract_section_margin_left";
  DROP TYPE "public"."enum_pages_blocks_contract_section_margin_right";
  DROP TYPE "public"."enum_pages_blocks_contract_section_padding";
  DROP TYPE "public"."enum_pages_blocks_contract_section_padding_left";
  DROP TYPE "public"."enum_pages_blocks_contract_section_padding_right";
  DROP TYPE "public"."enum_pages_blocks_contract_section_padding_top";
  DROP TYPE "public"."enum_pages_blocks_contract_section_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_stats_slides_color";
  DROP TYPE "public"."enum_pages_blocks_stats_margin";
  DROP TYPE "public"."enum_pages_blocks_stats_margin_top";
  DROP TYPE "public"."enum_pages_blocks_stats_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_stats_margin_left";
  DROP TYPE "public"."enum_pages_blocks_stats_margin_right";
  DROP TYPE "public"."enum_pages_blocks_stats_padding";
  DROP TYPE "public"."enum_pages_blocks_stats_padding_left";
  DROP TYPE "public"."enum_pages_blocks_stats_padding_right";
  DROP TYPE "public"."enum_pages_blocks_stats_padding_top";
  DROP TYPE "public"."enum_pages_blocks_stats_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_logos_component_font_settings_family";
  DROP TYPE "public"."enum_pages_blocks_logos_component_font_settings_size";
  DROP TYPE "public"."enum_pages_blocks_logos_component_font_settings_weight";
  DROP TYPE "public"."enum_pages_blocks_logos_component_font_settings_align";
  DROP TYPE "public"."enum_pages_blocks_logos_component_margin";
  DROP TYPE "public"."enum_pages_blocks_logos_component_margin_top";
  DROP TYPE "public"."enum_pages_blocks_logos_component_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_logos_component_margin_left";
  DROP TYPE "public"."enum_pages_blocks_logos_component_margin_right";
  DROP TYPE "public"."enum_pages_blocks_logos_component_padding";
  DROP TYPE "public"."enum_pages_blocks_logos_component_padding_left";
  DROP TYPE "public"."enum_pages_blocks_logos_component_padding_right";
  DROP TYPE "public"."enum_pages_blocks_logos_component_padding_top";
  DROP TYPE "public"."enum_pages_blocks_logos_component_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_spacer_background_color";
  DROP TYPE "public"."enum_pages_blocks_spacer_second_color";
  DROP TYPE "public"."enum_pages_blocks_spacer_direction";
  DROP TYPE "public"."enum_pages_blocks_spacer_space";
  DROP TYPE "public"."enum_pages_blocks_spacer_margin";
  DROP TYPE "public"."enum_pages_blocks_spacer_margin_top";
  DROP TYPE "public"."enum_pages_blocks_spacer_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_spacer_margin_left";
  DROP TYPE "public"."enum_pages_blocks_spacer_margin_right";
  DROP TYPE "public"."enum_pages_blocks_spacer_padding";
  DROP TYPE "public"."enum_pages_blocks_spacer_padding_left";
  DROP TYPE "public"."enum_pages_blocks_spacer_padding_right";
  DROP TYPE "public"."enum_pages_blocks_spacer_padding_top";
  DROP TYPE "public"."enum_pages_blocks_spacer_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_quote_model_type";
  DROP TYPE "public"."enum_pages_blocks_quote_background_color";
  DROP TYPE "public"."enum_pages_blocks_quote_decorative";
  DROP TYPE "public"."enum_pages_blocks_quote_margin";
  DROP TYPE "public"."enum_pages_blocks_quote_margin_top";
  DROP TYPE "public"."enum_pages_blocks_quote_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_quote_margin_left";
  DROP TYPE "public"."enum_pages_blocks_quote_margin_right";
  DROP TYPE "public"."enum_pages_blocks_quote_padding";
  DROP TYPE "public"."enum_pages_blocks_quote_padding_left";
  DROP TYPE "public"."enum_pages_blocks_quote_padding_right";
  DROP TYPE "public"."enum_pages_blocks_quote_padding_top";
  DROP TYPE "public"."enum_pages_blocks_quote_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_imggrid_images_object_fit";
  DROP TYPE "public"."enum_pages_blocks_imggrid_images_fraction_in_grid";
  DROP TYPE "public"."enum_pages_blocks_imggrid_margin";
  DROP TYPE "public"."enum_pages_blocks_imggrid_margin_top";
  DROP TYPE "public"."enum_pages_blocks_imggrid_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_imggrid_margin_left";
  DROP TYPE "public"."enum_pages_blocks_imggrid_margin_right";
  DROP TYPE "public"."enum_pages_blocks_imggrid_padding";
  DROP TYPE "public"."enum_pages_blocks_imggrid_padding_left";
  DROP TYPE "public"."enum_pages_blocks_imggrid_padding_right";
  DROP TYPE "public"."enum_pages_blocks_imggrid_padding_top";
  DROP TYPE "public"."enum_pages_blocks_imggrid_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_slidersec_background_color";
  DROP TYPE "public"."enum_pages_blocks_slidersec_text_align";
  DROP TYPE "public"."enum_pages_blocks_slidersec_image_gap";
  DROP TYPE "public"."enum_pages_blocks_slidersec_margin";
  DROP TYPE "public"."enum_pages_blocks_slidersec_margin_top";
  DROP TYPE "public"."enum_pages_blocks_slidersec_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_slidersec_margin_left";
  DROP TYPE "public"."enum_pages_blocks_slidersec_margin_right";
  DROP TYPE "public"."enum_pages_blocks_slidersec_padding";
  DROP TYPE "public"."enum_pages_blocks_slidersec_padding_left";
  DROP TYPE "public"."enum_pages_blocks_slidersec_padding_right";
  DROP TYPE "public"."enum_pages_blocks_slidersec_padding_top";
  DROP TYPE "public"."enum_pages_blocks_slidersec_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_box_background";
  DROP TYPE "public"."enum_pages_blocks_box_display";
  DROP TYPE "public"."enum_pages_blocks_box_flex_direction";
  DROP TYPE "public"."enum_pages_blocks_box_gap";
  DROP TYPE "public"."enum_pages_blocks_box_max_width";
  DROP TYPE "public"."enum_pages_blocks_box_margin";
  DROP TYPE "public"."enum_pages_blocks_box_margin_top";
  DROP TYPE "public"."enum_pages_blocks_box_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_box_margin_left";
  DROP TYPE "public"."enum_pages_blocks_box_margin_right";
  DROP TYPE "public"."enum_pages_blocks_box_padding";
  DROP TYPE "public"."enum_pages_blocks_box_padding_left";
  DROP TYPE "public"."enum_pages_blocks_box_padding_right";
  DROP TYPE "public"."enum_pages_blocks_box_padding_top";
  DROP TYPE "public"."enum_pages_blocks_box_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_cont_background";
  DROP TYPE "public"."enum_pages_blocks_cont_custom_width";
  DROP TYPE "public"."enum_pages_blocks_cont_margin";
  DROP TYPE "public"."enum_pages_blocks_cont_margin_top";
  DROP TYPE "public"."enum_pages_blocks_cont_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_cont_margin_left";
  DROP TYPE "public"."enum_pages_blocks_cont_margin_right";
  DROP TYPE "public"."enum_pages_blocks_cont_padding";
  DROP TYPE "public"."enum_pages_blocks_cont_padding_left";
  DROP TYPE "public"."enum_pages_blocks_cont_padding_right";
  DROP TYPE "public"."enum_pages_blocks_cont_padding_top";
  DROP TYPE "public"."enum_pages_blocks_cont_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_carousel_paginator_position";
  DROP TYPE "public"."enum_pages_blocks_carousel_paginator_color";
  DROP TYPE "public"."enum_pages_blocks_carousel_background_color";
  DROP TYPE "public"."enum_pages_blocks_carousel_margin";
  DROP TYPE "public"."enum_pages_blocks_carousel_margin_top";
  DROP TYPE "public"."enum_pages_blocks_carousel_margin_bottom";
  DROP TYPE "public"."enum_pages_blocks_carousel_margin_left";
  DROP TYPE "public"."enum_pages_blocks_carousel_margin_right";
  DROP TYPE "public"."enum_pages_blocks_carousel_padding";
  DROP TYPE "public"."enum_pages_blocks_carousel_padding_left";
  DROP TYPE "public"."enum_pages_blocks_carousel_padding_right";
  DROP TYPE "public"."enum_pages_blocks_carousel_padding_top";
  DROP TYPE "public"."enum_pages_blocks_carousel_padding_bottom";
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
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_illustration";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_illustration_color";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_illustration_position";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_illustration_size";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_arrow_options_arrow_direction";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_margin";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_margin_top";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_margin_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_margin_left";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_margin_right";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_padding";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_padding_left";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_padding_right";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_padding_top";
  DROP TYPE "public"."enum___pages_v_blocks_illus_v_padding_bottom";
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
  DROP TYPE "public"."enum___pages_v_blocks_support_v_background_color";
  DROP TYPE "public"."enum___pages_v_blocks_support_v_margin";
  DROP TYPE "public"."enum___pages_v_blocks_support_v_margin_top";
  DROP TYPE "public"."enum___pages_v_blocks_support_v_margin_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_support_v_margin_left";
  DROP TYPE "public"."enum___pages_v_blocks_support_v_margin_right";
  DROP TYPE "public"."enum___pages_v_blocks_support_v_padding";
  DROP TYPE "public"."enum___pages_v_blocks_support_v_padding_left";
  DROP TYPE "public"."enum___pages_v_blocks_support_v_padding_right";
  DROP TYPE "public"."enum___pages_v_blocks_support_v_padding_top";
  DROP TYPE "public"."enum___pages_v_blocks_support_v_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_social_link_icon";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_direction";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_icon_size";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_icon_spacing";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_icon_color";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_margin";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_padding";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_social_media_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_heading_level";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_heading_position";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_text_position";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_button_size";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_button_button_position";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_button_product_type";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_paginator_color";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_paginator_position";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_margin";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_padding";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_heading_level";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_heading_position";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_text_position";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_list_dot_color";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_button_size";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_button_button_position";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_button_product_type";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_paginator_color";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_paginator_position";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_video_file_type";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_margin";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_padding";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_content_alignment";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_margin";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_padding";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_covers_section_margin";
  DROP TYPE "public"."enum__pages_v_blocks_covers_section_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_covers_section_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_covers_section_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_covers_section_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_covers_section_padding";
  DROP TYPE "public"."enum__pages_v_blocks_covers_section_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_covers_section_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_covers_section_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_covers_section_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_contract_section_button_product_type";
  DROP TYPE "public"."enum__pages_v_blocks_contract_hw_font_family";
  DROP TYPE "public"."enum__pages_v_blocks_contract_hw_font_size";
  DROP TYPE "public"."enum__pages_v_blocks_contract_hw_line_height";
  DROP TYPE "public"."enum__pages_v_blocks_contract_section_margin";
  DROP TYPE "public"."enum__pages_v_blocks_contract_section_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_contract_section_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_contract_section_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_contract_section_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_contract_section_padding";
  DROP TYPE "public"."enum__pages_v_blocks_contract_section_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_contract_section_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_contract_section_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_contract_section_padding_bottom";
  DROP TYPE "public"."enum____pages_v_blocks_stats_v_slides_v_color";
  DROP TYPE "public"."enum___pages_v_blocks_stats_v_margin";
  DROP TYPE "public"."enum___pages_v_blocks_stats_v_margin_top";
  DROP TYPE "public"."enum___pages_v_blocks_stats_v_margin_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_stats_v_margin_left";
  DROP TYPE "public"."enum___pages_v_blocks_stats_v_margin_right";
  DROP TYPE "public"."enum___pages_v_blocks_stats_v_padding";
  DROP TYPE "public"."enum___pages_v_blocks_stats_v_padding_left";
  DROP TYPE "public"."enum___pages_v_blocks_stats_v_padding_right";
  DROP TYPE "public"."enum___pages_v_blocks_stats_v_padding_top";
  DROP TYPE "public"."enum___pages_v_blocks_stats_v_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_font_settings_family";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_font_settings_size";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_font_settings_weight";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_font_settings_align";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_margin";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_padding";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_logos_component_padding_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_background_color";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_second_color";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_direction";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_space";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_margin";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_margin_top";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_margin_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_margin_left";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_margin_right";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_padding";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_padding_left";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_padding_right";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_padding_top";
  DROP TYPE "public"."enum___pages_v_blocks_spacer_v_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_quote_model_type";
  DROP TYPE "public"."enum__pages_v_blocks_quote_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_quote_decorative";
  DROP TYPE "public"."enum__pages_v_blocks_quote_margin";
  DROP TYPE "public"."enum__pages_v_blocks_quote_margin_top";
  DROP TYPE "public"."enum__pages_v_blocks_quote_margin_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_quote_margin_left";
  DROP TYPE "public"."enum__pages_v_blocks_quote_margin_right";
  DROP TYPE "public"."enum__pages_v_blocks_quote_padding";
  DROP TYPE "public"."enum__pages_v_blocks_quote_padding_left";
  DROP TYPE "public"."enum__pages_v_blocks_quote_padding_right";
  DROP TYPE "public"."enum__pages_v_blocks_quote_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_quote_padding_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_images_object_fit";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_images_fraction_in_grid";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_margin";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_margin_top";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_margin_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_margin_left";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_margin_right";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_padding";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_padding_left";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_padding_right";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_padding_top";
  DROP TYPE "public"."enum___pages_v_blocks_imggrid_v_padding_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_background_color";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_text_align";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_image_gap";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_margin";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_margin_top";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_margin_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_margin_left";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_margin_right";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_padding";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_padding_left";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_padding_right";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_padding_top";
  DROP TYPE "public"."enum___pages_v_blocks_slidersec_v_padding_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_background";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_display";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_flex_direction";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_gap";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_max_width";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_margin";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_margin_top";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_margin_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_margin_left";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_margin_right";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_padding";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_padding_left";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_padding_right";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_padding_top";
  DROP TYPE "public"."enum___pages_v_blocks_box_v_padding_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_background";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_custom_width";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_margin";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_margin_top";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_margin_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_margin_left";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_margin_right";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_padding";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_padding_left";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_padding_right";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_padding_top";
  DROP TYPE "public"."enum___pages_v_blocks_cont_v_padding_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_paginator_position";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_paginator_color";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_background_color";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_margin";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_margin_top";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_margin_bottom";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_margin_left";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_margin_right";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_padding";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_padding_left";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_padding_right";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_padding_top";
  DROP TYPE "public"."enum___pages_v_blocks_carousel_v_padding_bottom";
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
  DROP TYPE "public"."enum_stories_blocks_illus_illustration";
  DROP TYPE "public"."enum_stories_blocks_illus_illustration_color";
  DROP TYPE "public"."enum_stories_blocks_illus_illustration_position";
  DROP TYPE "public"."enum_stories_blocks_illus_illustration_size";
  DROP TYPE "public"."enum_stories_blocks_illus_arrow_options_arrow_direction";
  DROP TYPE "public"."enum_stories_blocks_illus_margin";
  DROP TYPE "public"."enum_stories_blocks_illus_margin_top";
  DROP TYPE "public"."enum_stories_blocks_illus_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_illus_margin_left";
  DROP TYPE "public"."enum_stories_blocks_illus_margin_right";
  DROP TYPE "public"."enum_stories_blocks_illus_padding";
  DROP TYPE "public"."enum_stories_blocks_illus_padding_left";
  DROP TYPE "public"."enum_stories_blocks_illus_padding_right";
  DROP TYPE "public"."enum_stories_blocks_illus_padding_top";
  DROP TYPE "public"."enum_stories_blocks_illus_padding_bottom";
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
  DROP TYPE "public"."enum_stories_blocks_support_background_color";
  DROP TYPE "public"."enum_stories_blocks_support_margin";
  DROP TYPE "public"."enum_stories_blocks_support_margin_top";
  DROP TYPE "public"."enum_stories_blocks_support_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_support_margin_left";
  DROP TYPE "public"."enum_stories_blocks_support_margin_right";
  DROP TYPE "public"."enum_stories_blocks_support_padding";
  DROP TYPE "public"."enum_stories_blocks_support_padding_left";
  DROP TYPE "public"."enum_stories_blocks_support_padding_right";
  DROP TYPE "public"."enum_stories_blocks_support_padding_top";
  DROP TYPE "public"."enum_stories_blocks_support_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_social_media_social_link_icon";
  DROP TYPE "public"."enum_stories_blocks_social_media_direction";
  DROP TYPE "public"."enum_stories_blocks_social_media_icon_size";
  DROP TYPE "public"."enum_stories_blocks_social_media_icon_spacing";
  DROP TYPE "public"."enum_stories_blocks_social_media_icon_color";
  DROP TYPE "public"."enum_stories_blocks_social_media_margin";
  DROP TYPE "public"."enum_stories_blocks_social_media_margin_top";
  DROP TYPE "public"."enum_stories_blocks_social_media_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_social_media_margin_left";
  DROP TYPE "public"."enum_stories_blocks_social_media_margin_right";
  DROP TYPE "public"."enum_stories_blocks_social_media_padding";
  DROP TYPE "public"."enum_stories_blocks_social_media_padding_left";
  DROP TYPE "public"."enum_stories_blocks_social_media_padding_right";
  DROP TYPE "public"."enum_stories_blocks_social_media_padding_top";
  DROP TYPE "public"."enum_stories_blocks_social_media_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_text_image_background_color";
  DROP TYPE "public"."enum_stories_blocks_text_image_heading_level";
  DROP TYPE "public"."enum_stories_blocks_text_image_heading_position";
  DROP TYPE "public"."enum_stories_blocks_text_image_text_position";
  DROP TYPE "public"."enum_stories_blocks_text_image_button_type";
  DROP TYPE "public"."enum_stories_blocks_text_image_button_size";
  DROP TYPE "public"."enum_stories_blocks_text_image_button_button_position";
  DROP TYPE "public"."enum_stories_blocks_text_image_button_product_type";
  DROP TYPE "public"."enum_stories_blocks_text_image_paginator_color";
  DROP TYPE "public"."enum_stories_blocks_text_image_paginator_position";
  DROP TYPE "public"."enum_stories_blocks_text_image_margin";
  DROP TYPE "public"."enum_stories_blocks_text_image_margin_top";
  DROP TYPE "public"."enum_stories_blocks_text_image_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_text_image_margin_left";
  DROP TYPE "public"."enum_stories_blocks_text_image_margin_right";
  DROP TYPE "public"."enum_stories_blocks_text_image_padding";
  DROP TYPE "public"."enum_stories_blocks_text_image_padding_left";
  DROP TYPE "public"."enum_stories_blocks_text_image_padding_right";
  DROP TYPE "public"."enum_stories_blocks_text_image_padding_top";
  DROP TYPE "public"."enum_stories_blocks_text_image_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_text_video_background_color";
  DROP TYPE "public"."enum_stories_blocks_text_video_heading_level";
  DROP TYPE "public"."enum_stories_blocks_text_video_heading_position";
  DROP TYPE "public"."enum_stories_blocks_text_video_text_position";
  DROP TYPE "public"."enum_stories_blocks_text_video_list_dot_color";
  DROP TYPE "public"."enum_stories_blocks_text_video_button_type";
  DROP TYPE "public"."enum_stories_blocks_text_video_button_size";
  DROP TYPE "public"."enum_stories_blocks_text_video_button_button_position";
  DROP TYPE "public"."enum_stories_blocks_text_video_button_product_type";
  DROP TYPE "public"."enum_stories_blocks_text_video_paginator_color";
  DROP TYPE "public"."enum_stories_blocks_text_video_paginator_position";
  DROP TYPE "public"."enum_stories_blocks_text_video_video_file_type";
  DROP TYPE "public"."enum_stories_blocks_text_video_margin";
  DROP TYPE "public"."enum_stories_blocks_text_video_margin_top";
  DROP TYPE "public"."enum_stories_blocks_text_video_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_text_video_margin_left";
  DROP TYPE "public"."enum_stories_blocks_text_video_margin_right";
  DROP TYPE "public"."enum_stories_blocks_text_video_padding";
  DROP TYPE "public"."enum_stories_blocks_text_video_padding_left";
  DROP TYPE "public"."enum_stories_blocks_text_video_padding_right";
  DROP TYPE "public"."enum_stories_blocks_text_video_padding_top";
  DROP TYPE "public"."enum_stories_blocks_text_video_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_countdown_background_color";
  DROP TYPE "public"."enum_stories_blocks_countdown_content_alignment";
  DROP TYPE "public"."enum_stories_blocks_countdown_margin";
  DROP TYPE "public"."enum_stories_blocks_countdown_margin_top";
  DROP TYPE "public"."enum_stories_blocks_countdown_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_countdown_margin_left";
  DROP TYPE "public"."enum_stories_blocks_countdown_margin_right";
  DROP TYPE "public"."enum_stories_blocks_countdown_padding";
  DROP TYPE "public"."enum_stories_blocks_countdown_padding_left";
  DROP TYPE "public"."enum_stories_blocks_countdown_padding_right";
  DROP TYPE "public"."enum_stories_blocks_countdown_padding_top";
  DROP TYPE "public"."enum_stories_blocks_countdown_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_covers_section_margin";
  DROP TYPE "public"."enum_stories_blocks_covers_section_margin_top";
  DROP TYPE "public"."enum_stories_blocks_covers_section_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_covers_section_margin_left";
  DROP TYPE "public"."enum_stories_blocks_covers_section_margin_right";
  DROP TYPE "public"."enum_stories_blocks_covers_section_padding";
  DROP TYPE "public"."enum_stories_blocks_covers_section_padding_left";
  DROP TYPE "public"."enum_stories_blocks_covers_section_padding_right";
  DROP TYPE "public"."enum_stories_blocks_covers_section_padding_top";
  DROP TYPE "public"."enum_stories_blocks_covers_section_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_contract_section_button_product_type";
  DROP TYPE "public"."enum_stories_blocks_contract_hw_font_family";
  DROP TYPE "public"."enum_stories_blocks_contract_hw_font_size";
  DROP TYPE "public"."enum_stories_blocks_contract_hw_line_height";
  DROP TYPE "public"."enum_stories_blocks_contract_section_margin";
  DROP TYPE "public"."enum_stories_blocks_contract_section_margin_top";
  DROP TYPE "public"."enum_stories_blocks_contract_section_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_contract_section_margin_left";
  DROP TYPE "public"."enum_stories_blocks_contract_section_margin_right";
  DROP TYPE "public"."enum_stories_blocks_contract_section_padding";
  DROP TYPE "public"."enum_stories_blocks_contract_section_padding_left";
  DROP TYPE "public"."enum_stories_blocks_contract_section_padding_right";
  DROP TYPE "public"."enum_stories_blocks_contract_section_padding_top";
  DROP TYPE "public"."enum_stories_blocks_contract_section_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_stats_slides_color";
  DROP TYPE "public"."enum_stories_blocks_stats_margin";
  DROP TYPE "public"."enum_stories_blocks_stats_margin_top";
  DROP TYPE "public"."enum_stories_blocks_stats_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_stats_margin_left";
  DROP TYPE "public"."enum_stories_blocks_stats_margin_right";
  DROP TYPE "public"."enum_stories_blocks_stats_padding";
  DROP TYPE "public"."enum_stories_blocks_stats_padding_left";
  DROP TYPE "public"."enum_stories_blocks_stats_padding_right";
  DROP TYPE "public"."enum_stories_blocks_stats_padding_top";
  DROP TYPE "public"."enum_stories_blocks_stats_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_logos_component_font_settings_family";
  DROP TYPE "public"."enum_stories_blocks_logos_component_font_settings_size";
  DROP TYPE "public"."enum_stories_blocks_logos_component_font_settings_weight";
  DROP TYPE "public"."enum_stories_blocks_logos_component_font_settings_align";
  DROP TYPE "public"."enum_stories_blocks_logos_component_margin";
  DROP TYPE "public"."enum_stories_blocks_logos_component_margin_top";
  DROP TYPE "public"."enum_stories_blocks_logos_component_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_logos_component_margin_left";
  DROP TYPE "public"."enum_stories_blocks_logos_component_margin_right";
  DROP TYPE "public"."enum_stories_blocks_logos_component_padding";
  DROP TYPE "public"."enum_stories_blocks_logos_component_padding_left";
  DROP TYPE "public"."enum_stories_blocks_logos_component_padding_right";
  DROP TYPE "public"."enum_stories_blocks_logos_component_padding_top";
  DROP TYPE "public"."enum_stories_blocks_logos_component_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_spacer_background_color";
  DROP TYPE "public"."enum_stories_blocks_spacer_second_color";
  DROP TYPE "public"."enum_stories_blocks_spacer_direction";
  DROP TYPE "public"."enum_stories_blocks_spacer_space";
  DROP TYPE "public"."enum_stories_blocks_spacer_margin";
  DROP TYPE "public"."enum_stories_blocks_spacer_margin_top";
  DROP TYPE "public"."enum_stories_blocks_spacer_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_spacer_margin_left";
  DROP TYPE "public"."enum_stories_blocks_spacer_margin_right";
  DROP TYPE "public"."enum_stories_blocks_spacer_padding";
  DROP TYPE "public"."enum_stories_blocks_spacer_padding_left";
  DROP TYPE "public"."enum_stories_blocks_spacer_padding_right";
  DROP TYPE "public"."enum_stories_blocks_spacer_padding_top";
  DROP TYPE "public"."enum_stories_blocks_spacer_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_quote_model_type";
  DROP TYPE "public"."enum_stories_blocks_quote_font_family";
  DROP TYPE "public"."enum_stories_blocks_quote_decorative";
  DROP TYPE "public"."enum_stories_blocks_quote_margin";
  DROP TYPE "public"."enum_stories_blocks_quote_margin_top";
  DROP TYPE "public"."enum_stories_blocks_quote_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_quote_margin_left";
  DROP TYPE "public"."enum_stories_blocks_quote_margin_right";
  DROP TYPE "public"."enum_stories_blocks_quote_padding";
  DROP TYPE "public"."enum_stories_blocks_quote_padding_left";
  DROP TYPE "public"."enum_stories_blocks_quote_padding_right";
  DROP TYPE "public"."enum_stories_blocks_quote_padding_top";
  DROP TYPE "public"."enum_stories_blocks_quote_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_plist_margin";
  DROP TYPE "public"."enum_stories_blocks_plist_margin_top";
  DROP TYPE "public"."enum_stories_blocks_plist_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_plist_margin_left";
  DROP TYPE "public"."enum_stories_blocks_plist_margin_right";
  DROP TYPE "public"."enum_stories_blocks_plist_padding";
  DROP TYPE "public"."enum_stories_blocks_plist_padding_left";
  DROP TYPE "public"."enum_stories_blocks_plist_padding_right";
  DROP TYPE "public"."enum_stories_blocks_plist_padding_top";
  DROP TYPE "public"."enum_stories_blocks_plist_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_imggrid_images_object_fit";
  DROP TYPE "public"."enum_stories_blocks_imggrid_images_fraction_in_grid";
  DROP TYPE "public"."enum_stories_blocks_imggrid_margin";
  DROP TYPE "public"."enum_stories_blocks_imggrid_margin_top";
  DROP TYPE "public"."enum_stories_blocks_imggrid_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_imggrid_margin_left";
  DROP TYPE "public"."enum_stories_blocks_imggrid_margin_right";
  DROP TYPE "public"."enum_stories_blocks_imggrid_padding";
  DROP TYPE "public"."enum_stories_blocks_imggrid_padding_left";
  DROP TYPE "public"."enum_stories_blocks_imggrid_padding_right";
  DROP TYPE "public"."enum_stories_blocks_imggrid_padding_top";
  DROP TYPE "public"."enum_stories_blocks_imggrid_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_slidersec_background_color";
  DROP TYPE "public"."enum_stories_blocks_slidersec_text_align";
  DROP TYPE "public"."enum_stories_blocks_slidersec_image_gap";
  DROP TYPE "public"."enum_stories_blocks_slidersec_margin";
  DROP TYPE "public"."enum_stories_blocks_slidersec_margin_top";
  DROP TYPE "public"."enum_stories_blocks_slidersec_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_slidersec_margin_left";
  DROP TYPE "public"."enum_stories_blocks_slidersec_margin_right";
  DROP TYPE "public"."enum_stories_blocks_slidersec_padding";
  DROP TYPE "public"."enum_stories_blocks_slidersec_padding_left";
  DROP TYPE "public"."enum_stories_blocks_slidersec_padding_right";
  DROP TYPE "public"."enum_stories_blocks_slidersec_padding_top";
  DROP TYPE "public"."enum_stories_blocks_slidersec_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_box_background";
  DROP TYPE "public"."enum_stories_blocks_box_display";
  DROP TYPE "public"."enum_stories_blocks_box_flex_direction";
  DROP TYPE "public"."enum_stories_blocks_box_gap";
  DROP TYPE "public"."enum_stories_blocks_box_max_width";
  DROP TYPE "public"."enum_stories_blocks_box_margin";
  DROP TYPE "public"."enum_stories_blocks_box_margin_top";
  DROP TYPE "public"."enum_stories_blocks_box_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_box_margin_left";
  DROP TYPE "public"."enum_stories_blocks_box_margin_right";
  DROP TYPE "public"."enum_stories_blocks_box_padding";
  DROP TYPE "public"."enum_stories_blocks_box_padding_left";
  DROP TYPE "public"."enum_stories_blocks_box_padding_right";
  DROP TYPE "public"."enum_stories_blocks_box_padding_top";
  DROP TYPE "public"."enum_stories_blocks_box_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_cont_background";
  DROP TYPE "public"."enum_stories_blocks_cont_custom_width";
  DROP TYPE "public"."enum_stories_blocks_cont_margin";
  DROP TYPE "public"."enum_stories_blocks_cont_margin_top";
  DROP TYPE "public"."enum_stories_blocks_cont_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_cont_margin_left";
  DROP TYPE "public"."enum_stories_blocks_cont_margin_right";
  DROP TYPE "public"."enum_stories_blocks_cont_padding";
  DROP TYPE "public"."enum_stories_blocks_cont_padding_left";
  DROP TYPE "public"."enum_stories_blocks_cont_padding_right";
  DROP TYPE "public"."enum_stories_blocks_cont_padding_top";
  DROP TYPE "public"."enum_stories_blocks_cont_padding_bottom";
  DROP TYPE "public"."enum_stories_blocks_carousel_paginator_position";
  DROP TYPE "public"."enum_stories_blocks_carousel_paginator_color";
  DROP TYPE "public"."enum_stories_blocks_carousel_background_color";
  DROP TYPE "public"."enum_stories_blocks_carousel_margin";
  DROP TYPE "public"."enum_stories_blocks_carousel_margin_top";
  DROP TYPE "public"."enum_stories_blocks_carousel_margin_bottom";
  DROP TYPE "public"."enum_stories_blocks_carousel_margin_left";
  DROP TYPE "public"."enum_stories_blocks_carousel_margin_right";
  DROP TYPE "public"."enum_stories_blocks_carousel_padding";
  DROP TYPE "public"."enum_stories_blocks_carousel_padding_left";
  DROP TYPE "public"."enum_stories_blocks_carousel_padding_right";
  DROP TYPE "public"."enum_stories_blocks_carousel_padding_top";
  DROP TYPE "public"."enum_stories_blocks_carousel_padding_bottom";
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
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_illustration";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_illustration_color";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_illustration_position";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_illustration_size";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_arrow_options_arrow_direction";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_margin";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_margin_top";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_margin_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_margin_left";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_margin_right";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_padding";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_padding_left";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_padding_right";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_padding_top";
  DROP TYPE "public"."enum___stories_v_blocks_illus_v_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_margin";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_padding";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_embed_video_padding_bottom";
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
  DROP TYPE "public"."enum___stories_v_blocks_support_v_background_color";
  DROP TYPE "public"."enum___stories_v_blocks_support_v_margin";
  DROP TYPE "public"."enum___stories_v_blocks_support_v_margin_top";
  DROP TYPE "public"."enum___stories_v_blocks_support_v_margin_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_support_v_margin_left";
  DROP TYPE "public"."enum___stories_v_blocks_support_v_margin_right";
  DROP TYPE "public"."enum___stories_v_blocks_support_v_padding";
  DROP TYPE "public"."enum___stories_v_blocks_support_v_padding_left";
  DROP TYPE "public"."enum___stories_v_blocks_support_v_padding_right";
  DROP TYPE "public"."enum___stories_v_blocks_support_v_padding_top";
  DROP TYPE "public"."enum___stories_v_blocks_support_v_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_social_link_icon";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_direction";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_icon_size";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_icon_spacing";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_icon_color";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_margin";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_padding";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_social_media_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_background_color";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_heading_level";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_heading_position";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_text_position";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_button_type";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_button_size";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_button_button_position";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_button_product_type";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_paginator_color";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_paginator_position";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_margin";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_padding";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_text_image_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_background_color";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_heading_level";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_heading_position";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_text_position";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_list_dot_color";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_button_type";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_button_size";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_button_button_position";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_button_product_type";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_paginator_color";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_paginator_position";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_video_file_type";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_margin";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_padding";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_text_video_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_background_color";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_content_alignment";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_margin";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_padding";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_countdown_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_covers_section_margin";
  DROP TYPE "public"."enum__stories_v_blocks_covers_section_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_covers_section_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_covers_section_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_covers_section_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_covers_section_padding";
  DROP TYPE "public"."enum__stories_v_blocks_covers_section_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_covers_section_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_covers_section_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_covers_section_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_contract_section_button_product_type";
  DROP TYPE "public"."enum__stories_v_blocks_contract_hw_font_family";
  DROP TYPE "public"."enum__stories_v_blocks_contract_hw_font_size";
  DROP TYPE "public"."enum__stories_v_blocks_contract_hw_line_height";
  DROP TYPE "public"."enum__stories_v_blocks_contract_section_margin";
  DROP TYPE "public"."enum__stories_v_blocks_contract_section_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_contract_section_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_contract_section_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_contract_section_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_contract_section_padding";
  DROP TYPE "public"."enum__stories_v_blocks_contract_section_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_contract_section_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_contract_section_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_contract_section_padding_bottom";
  DROP TYPE "public"."enum____stories_v_blocks_stats_v_slides_v_color";
  DROP TYPE "public"."enum___stories_v_blocks_stats_v_margin";
  DROP TYPE "public"."enum___stories_v_blocks_stats_v_margin_top";
  DROP TYPE "public"."enum___stories_v_blocks_stats_v_margin_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_stats_v_margin_left";
  DROP TYPE "public"."enum___stories_v_blocks_stats_v_margin_right";
  DROP TYPE "public"."enum___stories_v_blocks_stats_v_padding";
  DROP TYPE "public"."enum___stories_v_blocks_stats_v_padding_left";
  DROP TYPE "public"."enum___stories_v_blocks_stats_v_padding_right";
  DROP TYPE "public"."enum___stories_v_blocks_stats_v_padding_top";
  DROP TYPE "public"."enum___stories_v_blocks_stats_v_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_font_settings_family";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_font_settings_size";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_font_settings_weight";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_font_settings_align";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_margin";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_padding";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_logos_component_padding_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_background_color";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_second_color";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_direction";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_space";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_margin";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_margin_top";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_margin_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_margin_left";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_margin_right";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_padding";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_padding_left";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_padding_right";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_padding_top";
  DROP TYPE "public"."enum___stories_v_blocks_spacer_v_padding_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_quote_model_type";
  DROP TYPE "public"."enum__stories_v_blocks_quote_font_family";
  DROP TYPE "public"."enum__stories_v_blocks_quote_decorative";
  DROP TYPE "public"."enum__stories_v_blocks_quote_margin";
  DROP TYPE "public"."enum__stories_v_blocks_quote_margin_top";
  DROP TYPE "public"."enum__stories_v_blocks_quote_margin_bottom";
  DROP TYPE "public"."enum__stories_v_blocks_quote_margin_left";
  DROP TYPE "public"."enum__stories_v_blocks_quote_margin_right";
  DROP TYPE "public"."enum__stories_v_blocks_quote_padding";
  DROP TYPE "public"."enum__stories_v_blocks_quote_padding_left";
  DROP TYPE "public"."enum__stories_v_blocks_quote_padding_right";
  DROP TYPE "public"."enum__stories_v_blocks_quote_padding_top";
  DROP TYPE "public"."enum__stories_v_blocks_quote_padding_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_plist_v_margin";
  DROP TYPE "public"."enum___stories_v_blocks_plist_v_margin_top";
  DROP TYPE "public"."enum___stories_v_blocks_plist_v_margin_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_plist_v_margin_left";
  DROP TYPE "public"."enum___stories_v_blocks_plist_v_margin_right";
  DROP TYPE "public"."enum___stories_v_blocks_plist_v_padding";
  DROP TYPE "public"."enum___stories_v_blocks_plist_v_padding_left";
  DROP TYPE "public"."enum___stories_v_blocks_plist_v_padding_right";
  DROP TYPE "public"."enum___stories_v_blocks_plist_v_padding_top";
  DROP TYPE "public"."enum___stories_v_blocks_plist_v_padding_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_images_object_fit";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_images_fraction_in_grid";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_margin";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_margin_top";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_margin_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_margin_left";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_margin_right";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_padding";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_padding_left";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_padding_right";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_padding_top";
  DROP TYPE "public"."enum___stories_v_blocks_imggrid_v_padding_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_background_color";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_text_align";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_image_gap";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_margin";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_margin_top";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_margin_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_margin_left";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_margin_right";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_padding";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_padding_left";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_padding_right";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_padding_top";
  DROP TYPE "public"."enum___stories_v_blocks_slidersec_v_padding_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_background";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_display";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_flex_direction";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_gap";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_max_width";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_margin";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_margin_top";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_margin_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_margin_left";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_margin_right";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_padding";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_padding_left";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_padding_right";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_padding_top";
  DROP TYPE "public"."enum___stories_v_blocks_box_v_padding_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_background";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_custom_width";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_margin";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_margin_top";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_margin_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_margin_left";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_margin_right";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_padding";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_padding_left";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_padding_right";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_padding_top";
  DROP TYPE "public"."enum___stories_v_blocks_cont_v_padding_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_paginator_position";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_paginator_color";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_background_color";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_margin";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_margin_top";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_margin_bottom";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_margin_left";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_margin_right";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_padding";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_padding_left";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_padding_right";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_padding_top";
  DROP TYPE "public"."enum___stories_v_blocks_carousel_v_padding_bottom";
  DROP TYPE "public"."enum__stories_v_version_status";
  DROP TYPE "public"."enum__stories_v_published_locale";
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
  DROP TYPE "public"."enum_page_variants_blocks_illus_illustration";
  DROP TYPE "public"."enum_page_variants_blocks_illus_illustration_color";
  DROP TYPE "public"."enum_page_variants_blocks_illus_illustration_position";
  DROP TYPE "public"."enum_page_variants_blocks_illus_illustration_size";
  DROP TYPE "public"."enum_page_variants_blocks_illus_arrow_options_arrow_direction";
  DROP TYPE "public"."enum_page_variants_blocks_illus_margin";
  DROP TYPE "public"."enum_page_variants_blocks_illus_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_illus_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_illus_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_illus_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_illus_padding";
  DROP TYPE "public"."enum_page_variants_blocks_illus_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_illus_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_illus_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_illus_padding_bottom";
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
  DROP TYPE "public"."enum_page_variants_blocks_support_background_color";
  DROP TYPE "public"."enum_page_variants_blocks_support_margin";
  DROP TYPE "public"."enum_page_variants_blocks_support_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_support_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_support_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_support_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_support_padding";
  DROP TYPE "public"."enum_page_variants_blocks_support_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_support_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_support_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_support_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_social_link_icon";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_direction";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_icon_size";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_icon_spacing";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_icon_color";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_margin";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_padding";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_social_media_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_background_color";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_heading_level";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_heading_position";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_text_position";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_button_type";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_button_size";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_button_button_position";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_button_product_type";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_paginator_color";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_paginator_position";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_margin";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_padding";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_text_image_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_background_color";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_heading_level";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_heading_position";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_text_position";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_list_dot_color";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_button_type";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_button_size";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_button_button_position";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_button_product_type";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_paginator_color";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_paginator_position";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_video_file_type";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_margin";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_padding";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_text_video_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_background_color";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_content_alignment";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_margin";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_padding";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_countdown_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_covers_section_margin";
  DROP TYPE "public"."enum_page_variants_blocks_covers_section_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_covers_section_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_covers_section_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_covers_section_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_covers_section_padding";
  DROP TYPE "public"."enum_page_variants_blocks_covers_section_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_covers_section_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_covers_section_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_covers_section_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_contract_section_button_product_type";
  DROP TYPE "public"."enum_page_variants_blocks_contract_hw_font_family";
  DROP TYPE "public"."enum_page_variants_blocks_contract_hw_font_size";
  DROP TYPE "public"."enum_page_variants_blocks_contract_hw_line_height";
  DROP TYPE "public"."enum_page_variants_blocks_contract_section_margin";
  DROP TYPE "public"."enum_page_variants_blocks_contract_section_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_contract_section_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_contract_section_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_contract_section_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_contract_section_padding";
  DROP TYPE "public"."enum_page_variants_blocks_contract_section_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_contract_section_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_contract_section_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_contract_section_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_stats_slides_color";
  DROP TYPE "public"."enum_page_variants_blocks_stats_margin";
  DROP TYPE "public"."enum_page_variants_blocks_stats_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_stats_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_stats_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_stats_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_stats_padding";
  DROP TYPE "public"."enum_page_variants_blocks_stats_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_stats_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_stats_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_stats_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_font_settings_family";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_font_settings_size";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_font_settings_weight";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_font_settings_align";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_margin";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_padding";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_logos_component_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_background_color";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_second_color";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_direction";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_space";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_margin";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_padding";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_spacer_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_quote_model_type";
  DROP TYPE "public"."enum_page_variants_blocks_quote_background_color";
  DROP TYPE "public"."enum_page_variants_blocks_quote_decorative";
  DROP TYPE "public"."enum_page_variants_blocks_quote_margin";
  DROP TYPE "public"."enum_page_variants_blocks_quote_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_quote_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_quote_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_quote_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_quote_padding";
  DROP TYPE "public"."enum_page_variants_blocks_quote_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_quote_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_quote_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_quote_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_images_object_fit";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_images_fraction_in_grid";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_margin";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_padding";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_imggrid_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_background_color";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_text_align";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_image_gap";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_margin";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_padding";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_slidersec_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_box_background";
  DROP TYPE "public"."enum_page_variants_blocks_box_display";
  DROP TYPE "public"."enum_page_variants_blocks_box_flex_direction";
  DROP TYPE "public"."enum_page_variants_blocks_box_gap";
  DROP TYPE "public"."enum_page_variants_blocks_box_max_width";
  DROP TYPE "public"."enum_page_variants_blocks_box_margin";
  DROP TYPE "public"."enum_page_variants_blocks_box_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_box_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_box_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_box_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_box_padding";
  DROP TYPE "public"."enum_page_variants_blocks_box_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_box_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_box_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_box_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_cont_background";
  DROP TYPE "public"."enum_page_variants_blocks_cont_custom_width";
  DROP TYPE "public"."enum_page_variants_blocks_cont_margin";
  DROP TYPE "public"."enum_page_variants_blocks_cont_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_cont_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_cont_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_cont_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_cont_padding";
  DROP TYPE "public"."enum_page_variants_blocks_cont_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_cont_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_cont_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_cont_padding_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_paginator_position";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_paginator_color";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_background_color";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_margin";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_margin_top";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_margin_bottom";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_margin_left";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_margin_right";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_padding";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_padding_left";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_padding_right";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_padding_top";
  DROP TYPE "public"."enum_page_variants_blocks_carousel_padding_bottom";
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
  DROP TYPE "public"."enum_story_variants_blocks_illus_illustration";
  DROP TYPE "public"."enum_story_variants_blocks_illus_illustration_color";
  DROP TYPE "public"."enum_story_variants_blocks_illus_illustration_position";
  DROP TYPE "public"."enum_story_variants_blocks_illus_illustration_size";
  DROP TYPE "public"."enum_story_variants_blocks_illus_arrow_options_arrow_direction";
  DROP TYPE "public"."enum_story_variants_blocks_illus_margin";
  DROP TYPE "public"."enum_story_variants_blocks_illus_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_illus_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_illus_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_illus_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_illus_padding";
  DROP TYPE "public"."enum_story_variants_blocks_illus_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_illus_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_illus_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_illus_padding_bottom";
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
  DROP TYPE "public"."enum_story_variants_blocks_support_background_color";
  DROP TYPE "public"."enum_story_variants_blocks_support_margin";
  DROP TYPE "public"."enum_story_variants_blocks_support_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_support_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_support_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_support_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_support_padding";
  DROP TYPE "public"."enum_story_variants_blocks_support_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_support_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_support_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_support_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_social_link_icon";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_direction";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_icon_size";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_icon_spacing";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_icon_color";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_margin";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_padding";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_social_media_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_background_color";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_heading_level";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_heading_position";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_text_position";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_button_type";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_button_size";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_button_button_position";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_button_product_type";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_paginator_color";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_paginator_position";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_margin";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_padding";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_text_image_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_background_color";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_heading_level";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_heading_position";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_text_position";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_list_dot_color";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_button_type";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_button_size";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_button_button_position";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_button_product_type";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_paginator_color";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_paginator_position";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_video_file_type";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_margin";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_padding";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_text_video_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_background_color";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_content_alignment";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_margin";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_padding";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_countdown_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_covers_section_margin";
  DROP TYPE "public"."enum_story_variants_blocks_covers_section_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_covers_section_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_covers_section_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_covers_section_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_covers_section_padding";
  DROP TYPE "public"."enum_story_variants_blocks_covers_section_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_covers_section_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_covers_section_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_covers_section_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_contract_section_button_product_type";
  DROP TYPE "public"."enum_story_variants_blocks_contract_hw_font_family";
  DROP TYPE "public"."enum_story_variants_blocks_contract_hw_font_size";
  DROP TYPE "public"."enum_story_variants_blocks_contract_hw_line_height";
  DROP TYPE "public"."enum_story_variants_blocks_contract_section_margin";
  DROP TYPE "public"."enum_story_variants_blocks_contract_section_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_contract_section_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_contract_section_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_contract_section_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_contract_section_padding";
  DROP TYPE "public"."enum_story_variants_blocks_contract_section_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_contract_section_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_contract_section_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_contract_section_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_stats_slides_color";
  DROP TYPE "public"."enum_story_variants_blocks_stats_margin";
  DROP TYPE "public"."enum_story_variants_blocks_stats_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_stats_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_stats_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_stats_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_stats_padding";
  DROP TYPE "public"."enum_story_variants_blocks_stats_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_stats_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_stats_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_stats_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_font_settings_family";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_font_settings_size";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_font_settings_weight";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_font_settings_align";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_margin";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_padding";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_logos_component_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_background_color";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_second_color";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_direction";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_space";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_margin";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_padding";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_spacer_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_quote_model_type";
  DROP TYPE "public"."enum_story_variants_blocks_quote_font_family";
  DROP TYPE "public"."enum_story_variants_blocks_quote_decorative";
  DROP TYPE "public"."enum_story_variants_blocks_quote_margin";
  DROP TYPE "public"."enum_story_variants_blocks_quote_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_quote_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_quote_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_quote_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_quote_padding";
  DROP TYPE "public"."enum_story_variants_blocks_quote_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_quote_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_quote_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_quote_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_plist_margin";
  DROP TYPE "public"."enum_story_variants_blocks_plist_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_plist_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_plist_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_plist_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_plist_padding";
  DROP TYPE "public"."enum_story_variants_blocks_plist_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_plist_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_plist_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_plist_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_images_object_fit";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_images_fraction_in_grid";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_margin";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_padding";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_imggrid_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_background_color";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_text_align";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_image_gap";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_margin";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_padding";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_slidersec_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_box_background";
  DROP TYPE "public"."enum_story_variants_blocks_box_display";
  DROP TYPE "public"."enum_story_variants_blocks_box_flex_direction";
  DROP TYPE "public"."enum_story_variants_blocks_box_gap";
  DROP TYPE "public"."enum_story_variants_blocks_box_max_width";
  DROP TYPE "public"."enum_story_variants_blocks_box_margin";
  DROP TYPE "public"."enum_story_variants_blocks_box_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_box_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_box_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_box_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_box_padding";
  DROP TYPE "public"."enum_story_variants_blocks_box_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_box_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_box_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_box_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_cont_background";
  DROP TYPE "public"."enum_story_variants_blocks_cont_custom_width";
  DROP TYPE "public"."enum_story_variants_blocks_cont_margin";
  DROP TYPE "public"."enum_story_variants_blocks_cont_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_cont_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_cont_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_cont_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_cont_padding";
  DROP TYPE "public"."enum_story_variants_blocks_cont_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_cont_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_cont_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_cont_padding_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_paginator_position";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_paginator_color";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_background_color";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_margin";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_margin_top";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_margin_bottom";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_margin_left";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_margin_right";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_padding";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_padding_left";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_padding_right";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_padding_top";
  DROP TYPE "public"."enum_story_variants_blocks_carousel_padding_bottom";
  DROP TYPE "public"."enum_story_variants_kind";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_product_info_prices_market";
  DROP TYPE "public"."enum_product_info_prices_currency";
  DROP TYPE "public"."enum_product_info_product_type";
  DROP TYPE "public"."enum_product_info_format";
  DROP TYPE "public"."enum_product_info_paper";
  DROP TYPE "public"."enum_payment_options_methods";
  DROP TYPE "public"."enum_payment_options_country";
  DROP TYPE "public"."enum_christmas_delivery_dates_country";
  DROP TYPE "public"."enum_reviews_language";
  DROP TYPE "public"."enum_reviews_product_type";
  DROP TYPE "public"."enum_identity_accounts_kind";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_top_banners_top_banners_background_color";`)
}
