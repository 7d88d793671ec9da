import * as migration_20261126_070400_baseline from './20261126_070400_baseline';
import * as migration_20261126_180329_entry_edits from './20261126_180329_entry_edits';
import * as migration_20261127_024355_redirects from './20261127_024355_redirects';
import * as migration_20261127_111722_trash from './20261127_111722_trash';
import * as migration_20261130_235054_locales_by_parent from './20261130_235054_locales_by_parent';

export const migrations = [
  {
    up: migration_20261126_070400_baseline.up,
    down: migration_20261126_070400_baseline.down,
    name: '20261126_070400_baseline',
  },
  {
    up: migration_20261126_180329_entry_edits.up,
    down: migration_20261126_180329_entry_edits.down,
    name: '20261126_180329_entry_edits',
  },
  {
    up: migration_20261127_024355_redirects.up,
    down: migration_20261127_024355_redirects.down,
    name: '20261127_024355_redirects',
  },
  {
    up: migration_20261127_111722_trash.up,
    down: migration_20261127_111722_trash.down,
    name: '20261127_111722_trash',
  },
  {
    up: migration_20261130_235054_locales_by_parent.up,
    down: migration_20261130_235054_locales_by_parent.down,
    name: '20261130_235054_locales_by_parent'
  },
];
