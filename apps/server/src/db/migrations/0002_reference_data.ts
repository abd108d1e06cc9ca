import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reference_imports')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('checksum', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cpv_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('parent_code', 'text')
    .addColumn('digits', 'text', (c) => c.notNull())
    .addColumn('folded_name', 'text', (c) => c.notNull())
    .execute();
  await sql`create index cpv_codes_digits_idx on cpv_codes (digits text_pattern_ops)`.execute(db);
  // One row per distinct folded word of a CPV name: word-prefix search through a btree index.
  await db.schema
    .createTable('cpv_words')
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('cpv_id', 'integer', (c) => c.notNull().references('cpv_codes.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('cpv_words_pk', ['word', 'cpv_id'])
    .execute();
  await sql`create index cpv_words_prefix_idx on cpv_words (word text_pattern_ops, cpv_id)`.execute(db);

  await db.schema
    .createTable('teryt_units')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('parent_code', 'text')
    .execute();
  await db.schema.createIndex('teryt_units_parent_idx').on('teryt_units').column('parent_code').execute();

  await db.schema
    .createTable('teryt_localities')
    .addColumn('sym', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('folded_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('is_part', 'boolean', (c) => c.notNull())
    .addColumn('parent_name', 'text')
    .addColumn('voivodeship', 'text', (c) => c.notNull())
    .addColumn('poviat', 'text', (c) => c.notNull())
    .addColumn('commune', 'text', (c) => c.notNull())
    .addColumn('commune_code', 'text', (c) => c.notNull())
    .execute();
  await sql`create index teryt_localities_folded_idx on teryt_localities (folded_name text_pattern_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('countries')
    .addColumn('alpha2', 'text', (c) => c.primaryKey())
    .addColumn('alpha3', 'text', (c) => c.notNull())
    .addColumn('name_pl', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('order_item_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('order_item_categories.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('participation_condition_types')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'participation_condition_types',
    'order_item_categories',
    'countries',
    'teryt_localities',
    'teryt_units',
    'cpv_words',
    'cpv_codes',
    'reference_imports',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
