import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_entry_edits_entry_collection" AS ENUM('pages', 'stories');
  CREATE TYPE "public"."enum_entry_edits_locale" AS ENUM('da-dk', 'de-de', 'en-au', 'en-gb', 'en-us', 'en-ca', 'es-es', 'fr-fr', 'it-it', 'nl-nl', 'nb-no', 'sv-se');
  CREATE TABLE "entry_edits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_collection" "enum_entry_edits_entry_collection" NOT NULL,
  	"entry" numeric NOT NULL,
  	"locale" "enum_entry_edits_locale" NOT NULL,
  	"editor_id" integer,
  	"title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "entry_edits_id" integer;
  ALTER TABLE "entry_edits" ADD CONSTRAINT "entry_edits_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "entry_edits_entry_idx" ON "entry_edits" USING btree ("entry");
  CREATE INDEX "entry_edits_editor_idx" ON "entry_edits" USING btree ("editor_id");
  CREATE INDEX "entry_edits_updated_at_idx" ON "entry_edits" USING btree ("updated_at");
  CREATE INDEX "entry_edits_created_at_idx" ON "entry_edits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_entry_edits_fk" FOREIGN KEY ("entry_edits_id") REFERENCES "public"."entry_edits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_entry_edits_id_idx" ON "payload_locked_documents_rels" USING btree ("entry_edits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "entry_edits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "entry_edits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_entry_edits_fk";
  
  DROP INDEX "payload_locked_documents_rels_entry_edits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "entry_edits_id";
  DROP TYPE "public"."enum_entry_edits_entry_collection";
  DROP TYPE "public"."enum_entry_edits_locale";`)
}
