import * as migration_20261122_165059_initial from './20261122_165059_initial';

export const migrations = [
  {
    up: migration_20261122_165059_initial.up,
    down: migration_20261122_165059_initial.down,
    name: '20261122_165059_initial'
  },
];
