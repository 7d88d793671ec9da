import * as migration_20261126_070400_baseline from './20261126_070400_baseline';

export const migrations = [
  {
    up: migration_20261126_070400_baseline.up,
    down: migration_20261126_070400_baseline.down,
    name: '20261126_070400_baseline'
  },
];
