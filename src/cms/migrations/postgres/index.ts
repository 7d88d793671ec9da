import * as migration_20261123_100128_initial from './20261123_100128_initial';
import * as migration_20261125_105549_slide_alt_text_required from './20261125_105549_slide_alt_text_required';
import * as migration_20261125_112752_nested_blocks_spacing from './20261125_112752_nested_blocks_spacing';
import * as migration_20261125_113954_button_product_type_default from './20261125_113954_button_product_type_default';
import * as migration_20261125_114734_media_alt_optional from './20261125_114734_media_alt_optional';
import * as migration_20261125_115032_text_style_set from './20261125_115032_text_style_set';
import * as migration_20261125_141422_product_page from './20261125_141422_product_page';
import * as migration_20261125_202046_media_storage from './20261125_202046_media_storage';

export const migrations = [
  {
    up: migration_20261123_100128_initial.up,
    down: migration_20261123_100128_initial.down,
    name: '20261123_100128_initial',
  },
  {
    up: migration_20261125_105549_slide_alt_text_required.up,
    down: migration_20261125_105549_slide_alt_text_required.down,
    name: '20261125_105549_slide_alt_text_required',
  },
  {
    up: migration_20261125_112752_nested_blocks_spacing.up,
    down: migration_20261125_112752_nested_blocks_spacing.down,
    name: '20261125_112752_nested_blocks_spacing',
  },
  {
    up: migration_20261125_113954_button_product_type_default.up,
    down: migration_20261125_113954_button_product_type_default.down,
    name: '20261125_113954_button_product_type_default',
  },
  {
    up: migration_20261125_114734_media_alt_optional.up,
    down: migration_20261125_114734_media_alt_optional.down,
    name: '20261125_114734_media_alt_optional',
  },
  {
    up: migration_20261125_115032_text_style_set.up,
    down: migration_20261125_115032_text_style_set.down,
    name: '20261125_115032_text_style_set',
  },
  {
    up: migration_20261125_141422_product_page.up,
    down: migration_20261125_141422_product_page.down,
    name: '20261125_141422_product_page',
  },
  {
    up: migration_20261125_202046_media_storage.up,
    down: migration_20261125_202046_media_storage.down,
    name: '20261125_202046_media_storage'
  },
];
