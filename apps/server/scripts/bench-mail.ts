// E-mail of issue 32 at scale, on PostgreSQL (DATABASE_URL; PGlite in a temporary directory without it):
//  notify: an announcement followed by --followers users (5,000) gets a new version through the API;
//    targets: all their outbox messages written within 2 s of the API's answer, delivered to a real
//    SMTP server (smtp-sink.ts, STARTTLS, SMTP_URL; BK_SMTP_POOL connections) at 200 or more a second,
//    each exactly once (by Message-ID).
//  newsletter: --users users (10,000) with 3 enabled filters each over --announcements (1,000,000)
//    generated announcements (seed-scale.ts, about 1,000 a day); the day's 'mail.newsletter_day' job
//    for the day after the newest full day of them, moved there by the test clock; target: every
//    'mail.newsletter_users' job done and every message queued within 5 minutes (no SMTP: 'kept').
// Run: DATABASE_URL=... npm run bench:mail -- [--part notify|newsletter|all] [--followers N]
//   [--users N] [--announcements N] [--timeout minutes] [--newsletter-smtp]   (BENCH_PORT)
//   (--newsletter-smtp: the newsletter's messages are sent to smtp-sink.ts too, and timed)
// The newsletter part generates the announcements into DATABASE_URL's database when it has none and
// reuses them when it has: point DATABASE_URL at a database generated before to skip that (1,000,000
// took 12 minutes on 2 cores: 586 s of rows, then the GIN indexes and vacuum analyze). The
// benchmark's users, favourites, filters and messages stay in the database. NODE_ENV=production
// renders the e-mails with React's production build (a third less Node time for the newsletter).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, warsawInstant } from '@bk/contracts/common/warsaw-time';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { enqueueJob } from '../src/modules/jobs/index.ts';
import { refsOf } from '../test/announcement-fixtures.ts';
import { login } from '../test/browserless-login.ts';
import { publishedAnnouncement } from '../test/offer-fixtures.ts';
import { benchServer, cpuMeter, profiled } from './bench-lib.ts';
import { benchUsers, insertNewsletterFilters, startSink } from './bench-mail-data.ts';

const { values } = parseArgs({
  options: {
    part: { type: 'string', default: 'all' },
    followers: { type: 'string', default: '5000' },
    users: { type: 'string', default: '10000' },
    announcements: { type: 'string', default: '1000000' },
    timeout: { type: 'string', default: '30' },
    'newsletter-smtp': { type: 'boolean', default: false },
  },
});
const part = values.part as 'notify' | 'newsletter' | 'all';
if (!['notify', 'newsletter', 'all'].includes(part)) throw new Error('--part notify|newsletter|all');
const FOLLOWERS = Number(values.followers);
const USERS = Number(values.users);
const ANNOUNCEMENTS = Number(values.announcements);
const TIMEOUT_MS = Number(values.timeout) * 60_000;
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const DATABASE_URL = process.env.DATABASE_URL;

type Figure = { part: string; figure: string; value: string; target: string; ok: boolean | '' };
const figures: Figure[] = [];
const add = (p: string, figure: string, value: string, target = '', ok: boolean | '' = '') =>
  figures.push({ part: p, figure, value, target, ok });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const epochNow = () => performance.timeOrigin + performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Part 1: one new version of an announcement with FOLLOWERS favourites, delivered over SMTP. */
async function notify() {
  const sink = await startSink();
  const pool = process.env.BK_SMTP_POOL;
  const server = await benchServer(PORT, { SMTP_URL: sink.url, ...(pool ? { BK_SMTP_POOL: pool } : {}) });
  try {
    const db = server.database.db;
    const jan = (await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD)).token;
    const refs = await refsOf(server as never, 'jkowalski');
    const a = await publishedAnnouncement(server as never, jan, refs, { parts: 1, deadlineDays: 10 });
    const ids = await benchUsers(db, 'f', 'obserwujacy', FOLLOWERS);
    await sql`insert into favorite_announcements (user_id, announcement_id, created_at)
      select unnest(${sql.val(ids)}::integer[]), ${a.id}::integer, now()`.execute(db);
    // Earlier runs' dead rows go first (autovacuum may be off, as on the CI machine, or not yet due).
    if (server.database.kind === 'postgres')
      await sql`vacuum analyze users, favorite_announcements, badge_marks, outbox_messages, outbox_bodies,
        opt_out_tokens, jobs`.execute(db);
    // Whatever the publication and the start left to do is done before the clock starts.
    await server.background.settle();
    const before = Number(
      (await sql<{ id: string | null }>`select max(id) as id from outbox_messages`.execute(db)).rows[0]?.id ??
        0,
    );
    const alreadyThere = await sink.count();
    const headers = { 'x-auth-token': jan, 'content-type': 'application/json' };
    const compact = await fetch(`${server.baseUrl}/api/announcements/${a.id}/compact`, { headers });
    const content = ((await compact.json()) as { data: { version: { content: object } } }).data.version
      .content;
    const cpu = cpuMeter(server.database.kind);
    // BK_BENCH_PROFILE=file.cpuprofile: a profile of this thread from the call to the last message.
    const { sent, answered, answeredAt, written, fanOut } = await profiled(async () => {
      const sent = performance.now();
      const response = await fetch(`${server.baseUrl}/api/announcements/${a.id}?mode=publish`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ announcement: { ...content, description: 'Zmiana opisu: termin dostawy.' } }),
      });
      const answered = performance.now();
      const answeredAt = epochNow();
      if (!response.ok) throw new Error(`publish: ${response.status} ${await response.text()}`);
      // All of an event's messages are written in one transaction: the first row seen is all of them.
      let written = 0;
      while (written < FOLLOWERS && performance.now() - answered < 60_000) {
        await sleep(5);
        written = Number(
          (
            await sql<{ n: string }>`select count(*) as n from outbox_messages
              where id > ${before} and announcement_id = ${a.id}`.execute(db)
          ).rows[0]?.n,
        );
      }
      const fanOut = performance.now() - answered;
      while ((await sink.count()) - alreadyThere < FOLLOWERS && performance.now() - answered < TIMEOUT_MS)
        await sleep(100);
      return { sent, answered, answeredAt, written, fanOut };
    });
    await sleep(1000); // a message sent twice would arrive by now
    const usage = cpu(1);
    const report = await sink.report();
    const messages = await sql<{ id: string; state: string }>`select id, state from outbox_messages
      where id > ${before} and announcement_id = ${a.id}`.execute(db);
    const host = new URL(server.baseUrl).hostname;
    const expected = new Set(messages.rows.map((m) => `<bk-${m.id}@${host}>`));
    const arrivals = new Map<string, number>();
    const times: number[] = [];
    for (const [i, id] of report.ids.entries())
      if (expected.has(id)) {
        arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
        times.push(report.times[i] as number);
      }
    times.sort((x, y) => x - y);
    const first = times[0] ?? 0;
    const last = times.at(-1) ?? 0;
    const rate = times.length > 1 ? ((times.length - 1) * 1000) / (last - first) : 0;
    const twice = [...arrivals.values()].filter((n) => n > 1).length;
    const once_ = [...arrivals.values()].filter((n) => n === 1).length;
    const states = new Map<string, number>();
    for (const m of messages.rows) states.set(m.state, (states.get(m.state) ?? 0) + 1);
    const p = `notify (${server.database.kind})`;
    add(p, 'PUT ?mode=publish answered in', `${(answered - sent).toFixed(0)} ms`);
    add(p, 'outbox messages written', String(written), String(FOLLOWERS), written === FOLLOWERS);
    add(
      p,
      'API answer -> all messages in the outbox',
      seconds(fanOut),
      '< 2 s',
      written === FOLLOWERS && fanOut < 2000,
    );
    const at = (t: number) => (times.length > 0 ? seconds(t - answeredAt) : '-');
    add(p, 'API answer -> first message at the SMTP server', at(first));
    add(p, 'API answer -> last message at the SMTP server', at(last));
    add(p, 'delivery rate, first to last message', `${rate.toFixed(0)} / s`, '>= 200 / s', rate >= 200);
    add(
      p,
      'arrived exactly once (by Message-ID)',
      `${once_} of ${expected.size}`,
      String(FOLLOWERS),
      once_ === FOLLOWERS && twice === 0,
    );
    add(
      p,
      'arrived twice or more / missing',
      `${twice} / ${expected.size - arrivals.size}`,
      '0 / 0',
      twice === 0 && arrivals.size === expected.size,
    );
    add(p, 'outbox states', [...states].map(([s, n]) => `${s} ${n}`).join(', '));
    add(
      p,
      'CPU: node / postgres',
      `${seconds(usage.nodeMsPerRequest)} / ${usage.postgresMsPerRequest === null ? '-' : seconds(usage.postgresMsPerRequest)}`,
    );
  } finally {
    await server.cleanup();
    await sink.close();
  }
}

/** The generated announcements already in the database (0 when it is new). */
async function generatedCount(url: string): Promise<number> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    const exists = await sql<{
      t: string | null;
    }>`select to_regclass('announcement_search')::text as t`.execute(database.db);
    if (!exists.rows[0]?.t) return 0;
    const { rows } = await sql<{ n: string }>`select count(*) as n from announcement_search
      where owner_id in (select id from users where oidc_issuer = 'scale')`.execute(database.db);
    // The start's newsletter of the real today must not walk an earlier run's users: their filters go.
    await sql`delete from newsletter_filters where user_id in
      (select id from users where oidc_issuer = 'bench-mail')`.execute(database.db);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await database.close();
  }
}

/** seed-scale.ts in a process of its own, about 1,000 announcements a day (its time, in ms). */
async function generate(count: number, env: Record<string, string>) {
  const started = performance.now();
  const script = new URL('./seed-scale.ts', import.meta.url).pathname;
  const days = String(Math.max(1, Math.round(count / 1000)));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, '--count', String(count), '--days', days],
    {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`seed-scale.ts ended with ${code}`);
  return performance.now() - started;
}

/** Part 2: the daily newsletter of USERS users over the generated announcements. */
async function newsletter() {
  const dataDir = DATABASE_URL ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'bk-bench-mail-'));
  const env: Record<string, string> = dataDir ? { BK_DATA_DIR: dataDir } : {};
  const p = `newsletter (${DATABASE_URL ? 'postgres' : 'pglite'})`;
  const existing = DATABASE_URL ? await generatedCount(DATABASE_URL) : 0;
  if (existing === 0) {
    const ms = await generate(ANNOUNCEMENTS, env);
    add(p, `generating ${ANNOUNCEMENTS} announcements`, seconds(ms));
  } else add(p, 'generated announcements reused', String(existing));
  const sink = values['newsletter-smtp'] ? await startSink() : null;
  const server = await benchServer(PORT + 1, { ...env, ...(sink ? { SMTP_URL: sink.url } : {}) });
  try {
    const db = server.database.db;
    await server.background.settle();
    // The newsletter's day: the one after the newest full day of the generated announcements.
    const newest = await sql<{ at: Date }>`select max(publication_date) as at from announcement_search
      where owner_id in (select id from users where oidc_issuer = 'scale')`.execute(db);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(
      new Date(newest.rows[0]?.at ?? Date.now()),
    );
    const day = addDays(date, -1);
    const window = { start: warsawInstant(day), end: warsawInstant(date) };
    const dayCount = await sql<{ n: string }>`select count(*) as n from announcement_search
      where publication_date >= ${window.start} and publication_date < ${window.end}
        and status in ('PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED')`.execute(db);
    add(p, `announcements first published on ${day} (searchable)`, String(dayCount.rows[0]?.n));
    // An earlier run of the same day is forgotten: its day, messages and jobs.
    await sql`delete from newsletter_days where day = ${date}`.execute(db);
    await sql`delete from outbox_messages where idempotency_key like ${`newsletter:${day}:%`}`.execute(db);
    await sql`delete from outbox_bodies b where not exists
      (select from outbox_messages m where m.body_id = b.id)`.execute(db);
    await sql`delete from jobs where queue in ('mail.newsletter_day', 'mail.newsletter_users', 'mail.deliver')
      and state <> 'running'`.execute(db);
    const ids = await benchUsers(db, 'n', 'prenumerator', USERS);
    const filters = await insertNewsletterFilters(db, ids, server.clock.now());
    if (server.database.kind === 'postgres')
      await sql`vacuum analyze users, newsletter_filters, outbox_messages, outbox_bodies, opt_out_tokens,
        jobs`.execute(db);
    const withFilters = await sql<{ n: string }>`select count(distinct user_id) as n from newsletter_filters
      where enabled`.execute(db);
    add(
      p,
      'users with enabled filters (incl. demo) / filters added',
      `${withFilters.rows[0]?.n} / ${filters}`,
    );

    // 06:00:30 of the day: the day's job, as the schedule enqueues it.
    server.clock.set(warsawInstant(date, '06:00:30'));
    const cpu = cpuMeter(server.database.kind);
    const started = performance.now();
    const startedAt = epochNow();
    await enqueueJob(
      db,
      {
        queue: 'mail.newsletter_day',
        key: `newsletter:${date}`,
        runAt: server.clock.now(),
        payload: { date },
      },
      server.clock.now(),
    );
    let handedOut: number | null = null;
    let usersDone: number | null = null;
    let drained: number | null = null;
    // (an object: what the polls set is not narrowed away)
    const usage: { users: ReturnType<ReturnType<typeof cpuMeter>> | null } = { users: null };
    let states: Record<string, number> = {};
    const poll = async () => {
      await sleep(200);
      const handed = await sql<{
        users: number;
      }>`select users from newsletter_days where day = ${date}`.execute(db);
      const jobs = await sql<{ queue: string; state: string; n: string }>`select queue, state, count(*) as n
        from jobs where queue like 'mail.%' and queue <> 'mail.ends_soon' group by 1, 2`.execute(db);
      states = Object.fromEntries(jobs.rows.map((j) => [`${j.queue} ${j.state}`, Number(j.n)]));
      const pending = (queue: string) =>
        (states[`${queue} waiting`] ?? 0) + (states[`${queue} running`] ?? 0);
      if (handed.rows[0] && handedOut === null) handedOut = performance.now() - started;
      if (handed.rows[0] && usersDone === null && pending('mail.newsletter_users') === 0) {
        usersDone = performance.now() - started;
        usage.users = cpu(1);
      }
      if (usersDone !== null && pending('mail.deliver') === 0) drained = performance.now() - started;
    };
    // BK_BENCH_PROFILE=file.cpuprofile: this thread until every users job is done (it replaces the
    // notification's with --part all).
    await profiled(async () => {
      while (usersDone === null && performance.now() - started < TIMEOUT_MS) await poll();
    });
    while (drained === null && performance.now() - started < TIMEOUT_MS) await poll();
    const messages = await sql<{ state: string; n: string }>`select state, count(*) as n from outbox_messages
      where idempotency_key like ${`newsletter:${day}:%`} group by 1`.execute(db);
    const queued = messages.rows.reduce((sum, m) => sum + Number(m.n), 0);
    const handed = await sql<{
      users: number;
    }>`select users from newsletter_days where day = ${date}`.execute(db);
    const failed = Object.entries(states).filter(([k]) => k.endsWith('failed'));
    add(p, 'React build (NODE_ENV)', process.env.NODE_ENV === 'production' ? 'production' : 'development');
    add(p, `users handed out for ${date} (jobs of 200)`, String(handed.rows[0]?.users ?? '-'));
    add(p, 'job enqueued -> users handed out', handedOut === null ? 'never' : seconds(handedOut));
    add(
      p,
      'job enqueued -> every users job done, messages queued',
      usersDone === null ? 'timed out' : seconds(usersDone),
      '< 300 s',
      usersDone !== null && usersDone < 300_000,
    );
    add(p, 'users who got an e-mail', `${queued} of ${handed.rows[0]?.users ?? '-'}`);
    add(
      p,
      `job enqueued -> every delivery job done (${sink ? 'sent' : 'kept'})`,
      drained === null ? 'timed out' : seconds(drained),
    );
    if (sink) {
      const times = (await sink.report()).times.filter((t) => t >= startedAt);
      const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
      add(p, 'messages at the SMTP server since the job', String(times.length));
      add(
        p,
        'delivery rate, first to last message',
        `${((Math.max(0, times.length - 1) * 1000) / (span || 1)).toFixed(0)} / s`,
      );
    }
    add(p, 'messages by state', messages.rows.map((m) => `${m.state} ${m.n}`).join(', '));
    if (failed.length > 0) add(p, 'failed jobs', failed.map(([k, n]) => `${k} ${n}`).join(', '), '0', false);
    if (usage.users)
      add(
        p,
        'CPU until users done: node / postgres',
        `${seconds(usage.users.nodeMsPerRequest)} / ${usage.users.postgresMsPerRequest === null ? '-' : seconds(usage.users.postgresMsPerRequest)}`,
      );
  } finally {
    server.clock.reset();
    await server.cleanup();
    await sink?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  if (part !== 'newsletter') await notify();
  if (part !== 'notify') await newsletter();
} finally {
  console.table(figures);
  const missed = figures.filter((f) => f.ok === false);
  console.log(
    missed.length === 0 ? 'Every target met.' : `Missed: ${missed.map((f) => f.figure).join('; ')}.`,
  );
  if (missed.length > 0) process.exitCode = 1;
}
