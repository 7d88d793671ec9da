import * as migration_20261123_100125_initial from './20261123_100125_initial';

export const migrations = [
  {
    up: migration_20261123_100125_initial.up,
    down: migration_20261123_100125_initial.down,
    name: '20261123_100125_initial'
  },
];
