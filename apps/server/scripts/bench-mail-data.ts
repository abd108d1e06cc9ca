// What bench-mail.ts needs besides the portal: its users (in bulk, by SQL), their newsletter filters
// drawn from the reference data, and the SMTP server in a worker thread.
import { Worker } from 'node:worker_threads';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { random } from './scale-content.ts';
import { loadScaleSources } from './scale-sources.ts';
import type { SinkReport } from './smtp-sink.ts';

const forenames = ['Anna', 'Piotr', 'Katarzyna', 'Krzysztof', 'Maria', 'Tomasz', 'Agnieszka', 'Paweł'];
const surnames = ['Nowak', 'Kowalski', 'Wiśniewska', 'Wójcik', 'Kowalczyk', 'Kamińska', 'Zieliński'];

/**
 * Users `bench-mail-<kind>-1` ... `-<count>` (each its own e-mail address `<local>.<n>@bench-mail.example`),
 * inserted by one statement where missing; their ids in order.
 */
export async function benchUsers(db: Kysely<DB>, kind: string, local: string, count: number) {
  await sql`
    insert into users (oidc_issuer, oidc_subject, email, forename, surname, identifier, created_at)
    select 'bench-mail', ${kind}::text || '-' || g, ${local}::text || '.' || g || '@bench-mail.example',
           (${sql.val(forenames)}::text[])[1 + g % ${forenames.length}::int],
           (${sql.val(surnames)}::text[])[1 + g % ${surnames.length}::int],
           'bench-mail-' || ${kind}::text || '-' || g, now()
      from generate_series(1, ${count}::int) g
    on conflict do nothing`.execute(db);
  const { rows } = await sql<{ id: number }>`
    select u.id from generate_series(1, ${count}::int) g
      join users u on u.identifier = 'bench-mail-' || ${kind}::text || '-' || g
     order by g`.execute(db);
  return rows.map((r) => r.id);
}

type Criteria = {
  programme_ids: number[];
  category_id: number | null;
  subcategory_id: number | null;
  cpv_item_ids: number[];
  place_codes: string[];
};

/**
 * Three enabled filters for each user, as people set them up: a trade (3-10 CPV codes of one division,
 * sometimes in one voivodeship), a region (1-2 voivodeships and a category, sometimes a subcategory),
 * or a programme (1-2 programmes of the projects, in a few localities or one voivodeship). Deterministic.
 */
export async function insertNewsletterFilters(db: Kysely<DB>, userIds: readonly number[], now: Date) {
  const s = await loadScaleSources(db);
  const divisions = new Map<string, number[]>();
  for (const c of s.cpv)
    divisions.set(c.code.slice(0, 2), [...(divisions.get(c.code.slice(0, 2)) ?? []), c.id]);
  const tops = s.categories.filter((c) => c.parent_id === null);
  const programmes = [...new Set(s.branches.map((b) => b.prog_id))];
  const voivodeships = s.voivodeships.map((v) => v.code);
  const rows: (Criteria & { user_id: number })[] = [];
  for (const [u, userId] of userIds.entries()) {
    const r = random(1_000_003 * (u + 1));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
    const some = <T>(list: readonly T[], min: number, max: number) => {
      const n = min + Math.floor(r() * (max - min + 1));
      return [...new Set(Array.from({ length: n }, () => pick(list)))];
    };
    for (let f = 0; f < 3; f++) {
      const none: Criteria = {
        programme_ids: [],
        category_id: null,
        subcategory_id: null,
        cpv_item_ids: [],
        place_codes: [],
      };
      const kind = r();
      if (kind < 0.5) {
        const division = divisions.get(pick(s.cpv).code.slice(0, 2)) ?? [];
        rows.push({
          ...none,
          user_id: userId,
          cpv_item_ids: some(division, 3, 10),
          place_codes: r() < 0.3 ? [pick(voivodeships)] : [],
        });
      } else if (kind < 0.75) {
        const category = pick(tops);
        const subs = s.categories.filter((c) => c.parent_id === category.id);
        rows.push({
          ...none,
          user_id: userId,
          category_id: category.id,
          subcategory_id: subs.length > 0 && r() < 0.4 ? pick(subs).id : null,
          place_codes: some(voivodeships, 1, 2),
        });
      } else {
        rows.push({
          ...none,
          user_id: userId,
          programme_ids: some(programmes, 1, 2),
          place_codes: r() < 0.5 ? some(s.localities, 1, 4).map((l) => l.sym) : [pick(voivodeships)],
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('newsletter_filters')
      .values(rows.slice(i, i + 1000).map((row) => ({ ...row, enabled: true, created_at: now })))
      .execute();
  return rows.length;
}

/** The SMTP server of smtp-sink.ts in a worker thread: its SMTP_URL, and what it received. */
export async function startSink() {
  const worker = new Worker(new URL('./smtp-sink.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  // One question at a time: the answer goes to the one waiting.
  let waiting: { resolve: (value: never) => void; reject: (error: unknown) => void } | null = null;
  worker.on('message', (message) => waiting?.resolve(message as never));
  worker.on('error', (error) => waiting?.reject(error));
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      waiting = { resolve: resolve as (value: never) => void, reject };
    });
  const { port } = await next<{ port: number }>();
  // It keeps no process alive by itself (one that fails before closing it still ends).
  worker.unref();
  return {
    // Its certificate is smtp-server's own: not checked.
    url: `smtp://127.0.0.1:${port}/?tls.rejectUnauthorized=false`,
    async count() {
      worker.postMessage('count');
      return (await next<{ count: number }>()).count;
    },
    async report() {
      worker.postMessage('report');
      return next<SinkReport>();
    },
    close: () => worker.terminate(),
  };
}

/** A figure of bench:mail: its part, what it is, its value, its target and whether it was met. */
export type Figure = { part: string; figure: string; value: string; target: string; ok: boolean | '' };
export type AddFigure = (
  part: string,
  figure: string,
  value: string,
  target?: string,
  ok?: boolean | '',
) => void;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Now in ms since the epoch, comparable across threads (the sink's arrival times). */
export const epochNow = () => performance.timeOrigin + performance.now();
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
