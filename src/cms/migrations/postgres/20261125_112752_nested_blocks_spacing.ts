import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "pages_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "pages_blocks_imggrid" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "pages_blocks_box" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "__pages_v_blocks_imggrid_v" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "__pages_v_blocks_box_v" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "stories_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "stories_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "stories_blocks_imggrid" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "stories_blocks_box" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "_stories_v_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "_stories_v_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "__stories_v_blocks_imggrid_v" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "__stories_v_blocks_box_v" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "page_variants_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "page_variants_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "page_variants_blocks_imggrid" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "page_variants_blocks_box" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "story_variants_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "story_variants_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "story_variants_blocks_imggrid" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';
  ALTER TABLE "story_variants_blocks_box" ALTER COLUMN "margin_bottom" SET DEFAULT 'none';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "pages_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "pages_blocks_imggrid" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "pages_blocks_box" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "_pages_v_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "_pages_v_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "__pages_v_blocks_imggrid_v" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "__pages_v_blocks_box_v" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "stories_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "stories_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "stories_blocks_imggrid" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "stories_blocks_box" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "_stories_v_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "_stories_v_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "__stories_v_blocks_imggrid_v" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "__stories_v_blocks_box_v" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "page_variants_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "page_variants_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "page_variants_blocks_imggrid" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "page_variants_blocks_box" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "story_variants_blocks_social_media" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "story_variants_blocks_quote" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "story_variants_blocks_imggrid" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';
  ALTER TABLE "story_variants_blocks_box" ALTER COLUMN "margin_bottom" SET DEFAULT 'xxxl';`)
}
