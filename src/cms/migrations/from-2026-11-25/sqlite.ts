// Issue #31: the path from a database the migrations before the baseline built (up to 20261125_202040_media_storage) to the
// baseline's schema, with its content kept; the baseline runs it instead of creating the schema when it finds such a
// database. Between that migration's schema snapshot and the baseline's, SQLite's schema gains 33 nullable columns (the
// fields one definition per block gives both content models) and loses column defaults (marginBottom, modelType, a
// page Quote's backgroundColor: set by their fields' hooks now). Only the columns are added: SQLite changes a default
// by rebuilding the table, and migrations run in a transaction, where SQLite ignores `foreign_keys=OFF`, so dropping
// the old table would delete every array and nested-block row under it by their cascade. The defaults left on an
// upgraded database are never used: those fields' hooks set a value on every save.
import { type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** The migrations the baseline replaces, as their rows in payload_migrations name them. */
export const earlierMigrations = [
  '20261123_100125_initial',
  '20261125_105532_slide_alt_text_required',
  '20261125_112735_nested_blocks_spacing',
  '20261125_113941_button_product_type_default',
  '20261125_114727_media_alt_optional',
  '20261125_115025_text_style_set',
  '20261125_141407_product_page',
  '20261125_202040_media_storage',
]

/** Brings a database the earlier migrations built to the baseline's schema; false for any other database. */
export async function upgradeFromEarlierMigrations({ db }: Pick<MigrateUpArgs, 'db'>): Promise<boolean> {
  const [table] = await db.all(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`)
  if (!table) return false
  const rows = await db.all<{ name: string }>(sql`SELECT name FROM payload_migrations`)
  const ran = new Set(rows.map((row) => row.name))
  const missing = earlierMigrations.filter((name) => !ran.has(name))
  if (missing.length === earlierMigrations.length) return false
  if (missing.length > 0)
    throw new Error(
      `This database stopped part-way through the migrations the baseline replaces (missing: ${missing.join(', ')}). ` +
        'Migrate it with the release before the baseline first.',
    )
  await db.run(sql`ALTER TABLE \`pages_blocks_heading\` ADD \`blog_heading_position\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_heading\` ADD \`anchor_ref\` integer;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_heading\` ADD \`anchor_ref_name\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_heading\` ADD \`anchor_link\` integer;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_heading\` ADD \`anchor_link_name\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_awesome_paragraphs\` ADD \`anchor_ref\` integer;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_awesome_paragraphs\` ADD \`anchor_ref_name\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_awesome_paragraphs\` ADD \`anchor_link\` integer;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_awesome_paragraphs\` ADD \`anchor_link_name\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_quote\` ADD \`font_family\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_heading\` ADD \`blog_heading_position\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_heading\` ADD \`anchor_ref\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_heading\` ADD \`anchor_ref_name\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_heading\` ADD \`anchor_link\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_heading\` ADD \`anchor_link_name\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_awesome_paragraphs\` ADD \`anchor_ref\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_awesome_paragraphs\` ADD \`anchor_ref_name\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_awesome_paragraphs\` ADD \`anchor_link\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_awesome_paragraphs\` ADD \`anchor_link_name\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_quote\` ADD \`font_family\` text;`)
  await db.run(sql`ALTER TABLE \`stories_blocks_quote\` ADD \`background_color\` text;`)
  await db.run(sql`ALTER TABLE \`_stories_v_blocks_quote\` ADD \`background_color\` text;`)
  await db.run(sql`ALTER TABLE \`page_variants_blocks_heading\` ADD \`blog_heading_position\` text;`)
  await db.run(sql`ALTER TABLE \`page_variants_blocks_heading\` ADD \`anchor_ref\` integer;`)
  await db.run(sql`ALTER TABLE \`page_variants_blocks_heading\` ADD \`anchor_ref_name\` text;`)
  await db.run(sql`ALTER TABLE \`page_variants_blocks_heading\` ADD \`anchor_link\` integer;`)
  await db.run(sql`ALTER TABLE \`page_variants_blocks_heading\` ADD \`anchor_link_name\` text;`)
  await db.run(sql`ALTER TABLE \`page_variants_blocks_awesome_paragraphs\` ADD \`anchor_ref\` integer;`)
  await db.run(sql`ALTER TABLE \`page_variants_blocks_awesome_paragraphs\` ADD \`anchor_ref_name\` text;`)
  await db.run(sql`ALTER TABLE \`page_variants_blocks_awesome_paragraphs\` ADD \`anchor_link\` integer;`)
  await db.run(sql`ALTER TABLE \`page_variants_blocks_awesome_paragraphs\` ADD \`anchor_link_name\` text;`)
  await db.run(sql`ALTER TABLE \`page_variants_blocks_quote\` ADD \`font_family\` text;`)
  await db.run(sql`ALTER TABLE \`story_variants_blocks_quote\` ADD \`background_color\` text;`)
  await db.run(sql`DELETE FROM payload_migrations WHERE name IN (${sql.join(
    earlierMigrations.map((name) => sql`${name}`),
    sql`, `,
  )})`)
  return true
}
