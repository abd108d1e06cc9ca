import { questionStatuses } from '@bk/contracts/questions/questions';
import { type Kysely, sql } from 'kysely';

/** A status as the JSON text of the wire ({id, name, label}), as an SQL literal. */
function statusLiteral(name: string): string {
  const status = questionStatuses.find((s) => s.name === name);
  return `'${JSON.stringify(status).replaceAll("'", "''")}'`;
}

const isoOf = (column: string) =>
  `to_json(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text`;

/**
 * Each question keeps its JSON renderings, made by a trigger on every insert and update: the questions
 * tab of an announcement with 500 questions is half a megabyte, and building it per request (in Node
 * or with PostgreSQL's JSON functions) cost 30 ms of processor time; joining the kept texts costs a
 * few. `bidder_json`: what any reader who may see the question sees (until the answer is published
 * the question is new to them and has no answer); `full_json`: the author's and administrators' view
 * (its status, a draft answer). Both stop before the fields that depend on the viewer (original words,
 * is_asker, badge, asker), which the read appends. The status labels are the contracts' at the time of
 * this migration: a later change of them re-creates the function.
 */
async function renderTrigger(db: Kysely<unknown>): Promise<void> {
  const head = `'{"id":' || new.id || ',"number":' || new.number || ',"content":' || to_json(new.content)::text`;
  const published = `new.status = 'PUBLISHED'`;
  const dates = `',"created_at":' || ${isoOf('new.created_at')}
      || ',"publication_date":' || case when ${published} then coalesce(${isoOf('new.published_at')}, 'null') else 'null' end`;
  const answer = (shown: string) =>
    `',"answer":' || case when new.answer is not null and ${shown} then json_build_object('id', new.id, 'content', new.answer)::text else 'null' end`;
  const status = `case new.status when 'NEW' then ${statusLiteral('NEW')} when 'DRAFT' then ${statusLiteral('DRAFT')} else ${statusLiteral('PUBLISHED')} end`;
  await sql
    .raw(`
    create or replace function questions_render() returns trigger language plpgsql as $$
    begin
      new.bidder_json := ${head}
        || ',"status":' || case when ${published} then ${statusLiteral('PUBLISHED')} else ${statusLiteral('NEW')} end
        || ${dates} || ${answer(published)};
      new.full_json := ${head} || ',"status":' || ${status} || ${dates} || ${answer('true')};
      return new;
    end $$`)
    .execute(db);
  await sql`
    create trigger questions_render before insert or update on questions
    for each row execute function questions_render()`.execute(db);
}

/**
 * Questions to an announcement and their answers (spec 2 sections 2.9, 3, 4.3). Numbers run 1, 2, 3...
 * per announcement from a counter row that only ever grows, so a number is never given twice. The
 * answer lives in the question's row (one answer per question); `original_content` keeps the asker's
 * words once the advertiser edits the question while answering.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_numbers')
    .addColumn('announcement_id', 'integer', (c) =>
      c.primaryKey().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('questions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('asker_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('original_content', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('NEW', 'DRAFT', 'PUBLISHED')`))
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('modified_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addColumn('bidder_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('full_json', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('questions_number_uq', ['announcement_id', 'number'])
    .execute();
  await db.schema.createIndex('questions_asker_idx').on('questions').column('asker_id').execute();
  await renderTrigger(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('questions').ifExists().execute();
  await sql`drop function if exists questions_render()`.execute(db);
  await db.schema.dropTable('question_numbers').ifExists().execute();
}
