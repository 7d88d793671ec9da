import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`pages_locales_parent_id_idx\` ON \`pages_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_locales_parent_id_idx\` ON \`_pages_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_locales_parent_id_idx\` ON \`stories_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_locales_parent_id_idx\` ON \`_stories_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`media_locales_parent_id_idx\` ON \`media_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkbox_locales_parent_id_idx\` ON \`forms_blocks_checkbox_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_locales_parent_id_idx\` ON \`forms_blocks_email_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_message_locales_parent_id_idx\` ON \`forms_blocks_message_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_locales_parent_id_idx\` ON \`forms_blocks_number_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_options_locales_parent_id_idx\` ON \`forms_blocks_select_options_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_locales_parent_id_idx\` ON \`forms_blocks_select_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_locales_parent_id_idx\` ON \`forms_blocks_text_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_locales_parent_id_idx\` ON \`forms_blocks_textarea_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_emails_locales_parent_id_idx\` ON \`forms_emails_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_locales_parent_id_idx\` ON \`forms_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_locales_parent_id_idx\` ON \`footer_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`stories_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_stories_v_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`media_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_blocks_checkbox_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_blocks_email_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_blocks_message_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_blocks_number_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_blocks_select_options_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_blocks_select_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_blocks_text_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_blocks_textarea_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_emails_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`footer_locales_parent_id_idx\`;`)
}
