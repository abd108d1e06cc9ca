// The newsletter part of bench:mail (bench-mail.ts): --users users with 3 enabled filters each over
// --announcements generated announcements (seed-scale.ts, about 1,000 a day); the day's
// 'mail.newsletter_day' job for the day after the newest full day of them, moved there by the test
// clock; target: every 'mail.newsletter_users' job done and every message queued within 5 minutes.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, warsawInstant } from '@bk/contracts/common/warsaw-time';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { enqueueJob } from '../src/modules/jobs/index.ts';
import { benchServer, type CpuUse, cpuMeter, profiled, waitUntilIdle } from './bench-lib.ts';
import {
  type AddFigure,
  benchUsers,
  epochNow,
  insertNewsletterFilters,
  seconds,
  sleep,
  startSink,
} from './bench-mail-data.ts';

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

/**
 * Part 2: the daily newsletter of `users` users over the generated announcements (`announcements`,
 * generated into DATABASE_URL's database when it has none); `smtp`: its messages sent to the sink too.
 */
export async function newsletter(o: {
  add: AddFigure;
  users: number;
  announcements: number;
  timeoutMs: number;
  port: number;
  smtp: boolean;
}) {
  const { add, users: USERS, announcements: ANNOUNCEMENTS, timeoutMs: TIMEOUT_MS, port: PORT } = o;
  const DATABASE_URL = process.env.DATABASE_URL;
  const dataDir = DATABASE_URL ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'bk-bench-mail-'));
  const env: Record<string, string> = dataDir ? { BK_DATA_DIR: dataDir } : {};
  const p = `newsletter (${DATABASE_URL ? 'postgres' : 'pglite'})`;
  const existing = DATABASE_URL ? await generatedCount(DATABASE_URL) : 0;
  if (existing === 0) {
    const ms = await generate(ANNOUNCEMENTS, env);
    add(p, `generating ${ANNOUNCEMENTS} announcements`, seconds(ms));
  } else add(p, 'generated announcements reused', String(existing));
  const sink = o.smtp ? await startSink() : null;
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
    await server.background.settle();
    await waitUntilIdle(db, { now: () => server.clock.now(), label: 'newsletter setup' });
    const cpu = await cpuMeter(server.database);
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
    const usage: { users: CpuUse | null } = { users: null };
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
        usage.users = await cpu(1);
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
        `${seconds(usage.users.nodeMsPerRequest)} / ${usage.users.postgresMsPerRequest === null ? '-' : seconds(usage.users.postgresMsPerRequest)} (this database's backends)`,
      );
  } finally {
    server.clock.reset();
    await server.cleanup();
    await sink?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
