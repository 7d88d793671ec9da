import * as migration_20261123_091618_initial from './20261123_091618_initial';

export const migrations = [
  {
    up: migration_20261123_091618_initial.up,
    down: migration_20261123_091618_initial.down,
    name: '20261123_091618_initial'
  },
];
