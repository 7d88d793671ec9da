import * as migration_20261122_165052_initial from './20261122_165052_initial';
import * as migration_20261123_005433_embed_video_illustration from './20261123_005433_embed_video_illustration';
import * as migration_20261123_062425_meta_no_index from './20261123_062425_meta_no_index';
import * as migration_20261123_063636_variants from './20261123_063636_variants';
import * as migration_20261123_064258_data_api_identity from './20261123_064258_data_api_identity';
import * as migration_20261123_070639_reviews from './20261123_070639_reviews';

export const migrations = [
  {
    up: migration_20261122_165052_initial.up,
    down: migration_20261122_165052_initial.down,
    name: '20261122_165052_initial',
  },
  {
    up: migration_20261123_005433_embed_video_illustration.up,
    down: migration_20261123_005433_embed_video_illustration.down,
    name: '20261123_005433_embed_video_illustration',
  },
  {
    up: migration_20261123_062425_meta_no_index.up,
    down: migration_20261123_062425_meta_no_index.down,
    name: '20261123_062425_meta_no_index',
  },
  {
    up: migration_20261123_063636_variants.up,
    down: migration_20261123_063636_variants.down,
    name: '20261123_063636_variants',
  },
  {
    up: migration_20261123_064258_data_api_identity.up,
    down: migration_20261123_064258_data_api_identity.down,
    name: '20261123_064258_data_api_identity',
  },
  {
    up: migration_20261123_070639_reviews.up,
    down: migration_20261123_070639_reviews.down,
    name: '20261123_070639_reviews'
  },
];
