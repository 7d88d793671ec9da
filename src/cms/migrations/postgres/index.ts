import * as migration_20261123_100128_initial from './20261123_100128_initial';

export const migrations = [
  {
    up: migration_20261123_100128_initial.up,
    down: migration_20261123_100128_initial.down,
    name: '20261123_100128_initial'
  },
];
