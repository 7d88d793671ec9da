import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_button_component" ALTER COLUMN "product_type" SET DEFAULT 'book';
  ALTER TABLE "pages_blocks_button" ALTER COLUMN "product_type" SET DEFAULT 'book';
  ALTER TABLE "_pages_v_blocks_button_component" ALTER COLUMN "product_type" SET DEFAULT 'book';
  ALTER TABLE "_pages_v_blocks_button" ALTER COLUMN "product_type" SET DEFAULT 'book';
  ALTER TABLE "stories_blocks_button_component" ALTER COLUMN "product_type" SET DEFAULT 'book';
  ALTER TABLE "stories_blocks_button" ALTER COLUMN "product_type" SET DEFAULT 'book';
  ALTER TABLE "_stories_v_blocks_button_component" ALTER COLUMN "product_type" SET DEFAULT 'book';
  ALTER TABLE "_stories_v_blocks_button" ALTER COLUMN "product_type" SET DEFAULT 'book';
  ALTER TABLE "page_variants_blocks_button_component" ALTER COLUMN "product_type" SET DEFAULT 'book';
  ALTER TABLE "page_variants_blocks_button" ALTER COLUMN "product_type" SET DEFAULT 'book';
  ALTER TABLE "story_variants_blocks_button_component" ALTER COLUMN "product_type" SET DEFAULT 'book';
  ALTER TABLE "story_variants_blocks_button" ALTER COLUMN "product_type" SET DEFAULT 'book';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_button_component" ALTER COLUMN "product_type" DROP DEFAULT;
  ALTER TABLE "pages_blocks_button" ALTER COLUMN "product_type" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_button_component" ALTER COLUMN "product_type" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_button" ALTER COLUMN "product_type" DROP DEFAULT;
  ALTER TABLE "stories_blocks_button_component" ALTER COLUMN "product_type" DROP DEFAULT;
  ALTER TABLE "stories_blocks_button" ALTER COLUMN "product_type" DROP DEFAULT;
  ALTER TABLE "_stories_v_blocks_button_component" ALTER COLUMN "product_type" DROP DEFAULT;
  ALTER TABLE "_stories_v_blocks_button" ALTER COLUMN "product_type" DROP DEFAULT;
  ALTER TABLE "page_variants_blocks_button_component" ALTER COLUMN "product_type" DROP DEFAULT;
  ALTER TABLE "page_variants_blocks_button" ALTER COLUMN "product_type" DROP DEFAULT;
  ALTER TABLE "story_variants_blocks_button_component" ALTER COLUMN "product_type" DROP DEFAULT;
  ALTER TABLE "story_variants_blocks_button" ALTER COLUMN "product_type" DROP DEFAULT;`)
}
