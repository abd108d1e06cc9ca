import { type Kysely, sql } from 'kysely';

/**
 * The site's content (spec 3 sections 2.5, 2.6, 3, 4, 5.5, 5.6): help articles (general ones in a
 * tree, screen ones pinned to a screen, related helps), versions of the terms (the current one is the
 * newest whose publication date has come; one with a later date waits for it), the cookie notice (one
 * row), the home page's general contents (one row per placement) and statements. Rich texts are kept
 * in the block structure of packages/contracts/src/content/rich-content.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const auditColumns = sql`
    created_at timestamptz not null,
    created_by integer references users(id),
    modified_at timestamptz,
    modified_by integer references users(id)`;
  await sql`
    create table help_articles (
      id serial primary key,
      type text not null check (type in ('general', 'screen')),
      parent_id integer references help_articles(id),
      screen text unique,
      heading text not null,
      slug text not null,
      content jsonb not null,
      publication_date timestamptz not null,
      ${auditColumns}
    )`.execute(db);
  await sql`create index help_articles_parent_idx on help_articles (parent_id)`.execute(db);
  await sql`
    create table help_related (
      help_id integer not null references help_articles(id) on delete cascade,
      related_id integer not null references help_articles(id),
      position integer not null,
      primary key (help_id, related_id)
    )`.execute(db);
  await sql`create index help_related_related_idx on help_related (related_id)`.execute(db);
  await sql`
    create table terms_versions (
      id serial primary key,
      content jsonb not null,
      publication_date timestamptz not null,
      ${auditColumns}
    )`.execute(db);
  await sql`create index terms_versions_date_idx on terms_versions (publication_date desc)`.execute(db);
  await sql`
    create table cookie_notice (
      id integer primary key check (id = 1),
      content jsonb not null,
      publication_date timestamptz not null,
      ${auditColumns}
    )`.execute(db);
  await sql`
    create table general_contents (
      id serial primary key,
      placement text not null unique,
      heading text not null default '',
      content jsonb not null,
      ${auditColumns}
    )`.execute(db);
  await sql`
    create table statements (
      id serial primary key,
      heading text not null,
      slug text not null,
      content jsonb not null,
      yellow_stripe boolean not null default false,
      active boolean not null default true,
      no_expiry boolean not null default true,
      publication_date timestamptz not null,
      expiry_date date,
      ${auditColumns}
    )`.execute(db);
  // The home page's three boxes exist from the start, empty (an empty box is not shown).
  const empty = JSON.stringify({
    blocks: [
      { key: 'empty', text: '', type: 'unstyled', depth: 0, inline_style_ranges: [], entity_ranges: [] },
    ],
    entity_map: {},
  });
  for (const placement of ['homepage_box1', 'homepage_box2', 'homepage_box3'])
    await sql`insert into general_contents (placement, heading, content, created_at) values (${placement}, '', ${empty}::jsonb, now())`.execute(
      db,
    );
  await sql`create index statements_public_idx on statements (publication_date desc) where active`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'statements',
    'general_contents',
    'cookie_notice',
    'terms_versions',
    'help_related',
    'help_articles',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
