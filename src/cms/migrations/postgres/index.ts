import * as migration_20261122_165059_initial from './20261122_165059_initial';
import * as migration_20261123_005437_embed_video_illustration from './20261123_005437_embed_video_illustration';
import * as migration_20261123_062427_meta_no_index from './20261123_062427_meta_no_index';
import * as migration_20261123_063639_variants from './20261123_063639_variants';
import * as migration_20261123_064302_data_api_identity from './20261123_064302_data_api_identity';
import * as migration_20261123_070642_reviews from './20261123_070642_reviews';

export const migrations = [
  {
    up: migration_20261122_165059_initial.up,
    down: migration_20261122_165059_initial.down,
    name: '20261122_165059_initial',
  },
  {
    up: migration_20261123_005437_embed_video_illustration.up,
    down: migration_20261123_005437_embed_video_illustration.down,
    name: '20261123_005437_embed_video_illustration',
  },
  {
    up: migration_20261123_062427_meta_no_index.up,
    down: migration_20261123_062427_meta_no_index.down,
    name: '20261123_062427_meta_no_index',
  },
  {
    up: migration_20261123_063639_variants.up,
    down: migration_20261123_063639_variants.down,
    name: '20261123_063639_variants',
  },
  {
    up: migration_20261123_064302_data_api_identity.up,
    down: migration_20261123_064302_data_api_identity.down,
    name: '20261123_064302_data_api_identity',
  },
  {
    up: migration_20261123_070642_reviews.up,
    down: migration_20261123_070642_reviews.down,
    name: '20261123_070642_reviews'
  },
];
