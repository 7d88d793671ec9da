import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_meta_no_index\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`meta_no_index\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_meta_no_index\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`meta_no_index\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_meta_no_index\`;`)
}
