import * as migration_20261126_070118_baseline from './20261126_070118_baseline';
import * as migration_20261126_180307_entry_edits from './20261126_180307_entry_edits';
import * as migration_20261127_024428_redirects from './20261127_024428_redirects';
import * as migration_20261127_111708_trash from './20261127_111708_trash';
import * as migration_20261130_235048_locales_by_parent from './20261130_235048_locales_by_parent';

export const migrations = [
  {
    up: migration_20261126_070118_baseline.up,
    down: migration_20261126_070118_baseline.down,
    name: '20261126_070118_baseline',
  },
  {
    up: migration_20261126_180307_entry_edits.up,
    down: migration_20261126_180307_entry_edits.down,
    name: '20261126_180307_entry_edits',
  },
  {
    up: migration_20261127_024428_redirects.up,
    down: migration_20261127_024428_redirects.down,
    name: '20261127_024428_redirects',
  },
  {
    up: migration_20261127_111708_trash.up,
    down: migration_20261127_111708_trash.down,
    name: '20261127_111708_trash',
  },
  {
    up: migration_20261130_235048_locales_by_parent.up,
    down: migration_20261130_235048_locales_by_parent.down,
    name: '20261130_235048_locales_by_parent'
  },
];
