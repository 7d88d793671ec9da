import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // §5: slide alt text is now required; a slide saved without one keeps an empty text the editor is asked for.
  await db.execute(sql`
  UPDATE "page_variants_blocks_stats_slides" SET "alt_text" = '' WHERE "alt_text" IS NULL;
  UPDATE "page_variants_blocks_slidersec_slides" SET "alt_text" = '' WHERE "alt_text" IS NULL;
  UPDATE "page_variants_blocks_carousel_slides" SET "alt_text" = '' WHERE "alt_text" IS NULL;
  UPDATE "story_variants_blocks_stats_slides" SET "alt_text" = '' WHERE "alt_text" IS NULL;
  UPDATE "story_variants_blocks_slidersec_slides" SET "alt_text" = '' WHERE "alt_text" IS NULL;
  UPDATE "story_variants_blocks_carousel_slides" SET "alt_text" = '' WHERE "alt_text" IS NULL;
   ALTER TABLE "page_variants_blocks_stats_slides" ALTER COLUMN "alt_text" SET NOT NULL;
  ALTER TABLE "page_variants_blocks_slidersec_slides" ALTER COLUMN "alt_text" SET NOT NULL;
  ALTER TABLE "page_variants_blocks_carousel_slides" ALTER COLUMN "alt_text" SET NOT NULL;
  ALTER TABLE "story_variants_blocks_stats_slides" ALTER COLUMN "alt_text" SET NOT NULL;
  ALTER TABLE "story_variants_blocks_slidersec_slides" ALTER COLUMN "alt_text" SET NOT NULL;
  ALTER TABLE "story_variants_blocks_carousel_slides" ALTER COLUMN "alt_text" SET NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_variants_blocks_stats_slides" ALTER COLUMN "alt_text" DROP NOT NULL;
  ALTER TABLE "page_variants_blocks_slidersec_slides" ALTER COLUMN "alt_text" DROP NOT NULL;
  ALTER TABLE "page_variants_blocks_carousel_slides" ALTER COLUMN "alt_text" DROP NOT NULL;
  ALTER TABLE "story_variants_blocks_stats_slides" ALTER COLUMN "alt_text" DROP NOT NULL;
  ALTER TABLE "story_variants_blocks_slidersec_slides" ALTER COLUMN "alt_text" DROP NOT NULL;
  ALTER TABLE "story_variants_blocks_carousel_slides" ALTER COLUMN "alt_text" DROP NOT NULL;`)
}
