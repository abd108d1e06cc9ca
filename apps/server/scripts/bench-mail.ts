// E-mail of issue 32 at scale, on PostgreSQL (DATABASE_URL; PGlite in a temporary directory without it):
//  notify: an announcement followed by --followers users (5,000) gets a new version through the API;
//    targets: all their outbox messages written within 2 s of the API's answer, delivered to a real
//    SMTP server (smtp-sink.ts in a worker thread, STARTTLS, SMTP_URL; BK_SMTP_POOL connections) end to
//    end, from the first message at the server to the last, at 500 or more a second (5,000 within
//    10 s), each exactly once (by Message-ID); and what the delivery cost in processor time per
//    message: the server's thread, the sink's thread, the whole process, this database's backends.
//  newsletter (bench-mail-newsletter.ts): --users users (10,000) with 3 enabled filters each over
//    --announcements (1,000,000) generated announcements; target: every 'mail.newsletter_users' job
//    done and every message queued within 5 minutes (no SMTP: 'kept').
// Run: DATABASE_URL=... npm run bench:mail -- [--part notify|newsletter|all] [--followers N]
//   [--users N] [--announcements N] [--timeout minutes] [--newsletter-smtp]   (BENCH_PORT)
//   (--newsletter-smtp: the newsletter's messages are sent to smtp-sink.ts too, and timed)
// The newsletter part generates the announcements into DATABASE_URL's database when it has none and
// reuses them when it has: point DATABASE_URL at a database generated before to skip that (1,000,000
// took 12 minutes on 2 cores: 586 s of rows, then the GIN indexes and vacuum analyze). The
// benchmark's users, favourites, filters and messages stay in the database. NODE_ENV=production
// renders the e-mails with React's production build (a third less Node time for the newsletter).
// BK_BENCH_PROFILE=file.cpuprofile: a profile of the server's thread from the call to the last message.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { messageIdOf } from '../src/modules/mail/delivery.ts';
import { mailSettings } from '../src/modules/mail/settings.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { refsOf } from '../test/announcement-fixtures.ts';
import { login } from '../test/browserless-login.ts';
import { publishedAnnouncement } from '../test/offer-fixtures.ts';
import { benchServer, cpuMeter, profiled, startReport, waitUntilIdle } from './bench-lib.ts';
import { benchUsers, epochNow, type Figure, seconds, sleep, startSink } from './bench-mail-data.ts';
import { newsletter } from './bench-mail-newsletter.ts';

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
const TIMEOUT_MS = Number(values.timeout) * 60_000;
const PORT = Number(process.env.BENCH_PORT ?? 3191);
/** Messages a second from the first at the server to the last: 5,000 within 10 s. */
const RATE_TARGET = 500;

const report = startReport('mail');
const figures: Figure[] = [];
const add = (p: string, figure: string, value: string, target = '', ok: boolean | '' = '') =>
  figures.push({ part: p, figure, value, target, ok });
/** Processor time of this process and of its main (the server's) thread (and of that in the kernel), in ms. */
const processCpu = () => {
  const all = process.cpuUsage();
  const thread = process.threadCpuUsage();
  return {
    all: (all.user + all.system) / 1000,
    thread: (thread.user + thread.system) / 1000,
    threadSystem: thread.system / 1000,
  };
};

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
    await waitUntilIdle(db, { now: () => server.clock.now(), label: 'setup' });
    const before = Number(
      (await sql<{ id: string | null }>`select max(id) as id from outbox_messages`.execute(db)).rows[0]?.id ??
        0,
    );
    const alreadyThere = await sink.count();
    const headers = { 'x-auth-token': jan, 'content-type': 'application/json' };
    const compact = await fetch(`${server.baseUrl}/api/announcements/${a.id}/compact`, { headers });
    const content = ((await compact.json()) as { data: { version: { content: object } } }).data.version
      .content;
    const sinkBefore = (await sink.report()).cpuMs;
    const cpuAll = await cpuMeter(server.database);
    const { sent, answered, answeredAt, written, fanOut, delivery } = await profiled(async () => {
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
      // From here on the processor time is the delivery's (the messages are written).
      const delivery = {
        cpu: processCpu(),
        sinkMs: (await sink.report()).cpuMs,
        db: await cpuMeter(server.database),
      };
      while ((await sink.count()) - alreadyThere < FOLLOWERS && performance.now() - answered < TIMEOUT_MS)
        await sleep(50);
      return { sent, answered, answeredAt, written, fanOut, delivery };
    });
    const deliveryCpu = processCpu();
    const deliveryDb = await delivery.db(FOLLOWERS);
    await sleep(1000); // a message sent twice would arrive by now
    const usage = await cpuAll(1);
    const sinkReport = await sink.report();
    const messages = await sql<{ id: string; state: string }>`select id, state from outbox_messages
      where id > ${before} and announcement_id = ${a.id}`.execute(db);
    // Message-IDs are a keyed hash of the row (decision 0039): worked out as the delivery does.
    const { messageIdKey, publicUrl } = mailSettings();
    const expected = new Set(messages.rows.map((m) => messageIdOf(Number(m.id), messageIdKey, publicUrl)));
    const arrivals = new Map<string, number>();
    const times: number[] = [];
    for (const [i, id] of sinkReport.ids.entries())
      if (expected.has(id)) {
        arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
        times.push(sinkReport.times[i] as number);
      }
    times.sort((x, y) => x - y);
    const first = times[0] ?? 0;
    const last = times.at(-1) ?? 0;
    const span = last - first;
    const rate = times.length > 1 ? ((times.length - 1) * 1000) / span : 0;
    const twice = [...arrivals.values()].filter((n) => n > 1).length;
    const once_ = [...arrivals.values()].filter((n) => n === 1).length;
    const states = new Map<string, number>();
    for (const m of messages.rows) states.set(m.state, (states.get(m.state) ?? 0) + 1);
    const p = `notify (${server.database.kind})`;
    const per = (ms: number) => `${(ms / FOLLOWERS).toFixed(2)} ms`;
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
    add(
      p,
      `delivery end to end: first to last message at the SMTP server (${times.length})`,
      seconds(span),
      `< ${seconds((FOLLOWERS * 1000) / RATE_TARGET)}`,
      times.length === FOLLOWERS && span < (FOLLOWERS * 1000) / RATE_TARGET,
    );
    add(
      p,
      'delivery rate, first to last message',
      `${rate.toFixed(0)} / s`,
      `>= ${RATE_TARGET} / s`,
      rate >= RATE_TARGET,
    );
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
      'delivery CPU per message: server thread (in the kernel) / SMTP sink thread / whole process',
      `${per(deliveryCpu.thread - delivery.cpu.thread)} (${per(deliveryCpu.threadSystem - delivery.cpu.threadSystem)}) / ${per(sinkReport.cpuMs - delivery.sinkMs)} / ${per(deliveryCpu.all - delivery.cpu.all)}`,
    );
    add(
      p,
      "delivery CPU per message: this database's PostgreSQL backends",
      deliveryDb.postgresMsPerRequest === null
        ? `- (${deliveryDb.postgresSkipped})`
        : `${deliveryDb.postgresMsPerRequest.toFixed(2)} ms`,
    );
    add(
      p,
      'CPU of the whole notification (publish to last message): process / sink thread / PostgreSQL',
      `${seconds(usage.nodeMsPerRequest)} / ${seconds(sinkReport.cpuMs - sinkBefore)} / ${usage.postgresMsPerRequest === null ? '-' : seconds(usage.postgresMsPerRequest)}`,
    );
  } finally {
    await server.cleanup();
    await sink.close();
  }
}

try {
  if (part !== 'newsletter') await notify();
  if (part !== 'notify')
    await newsletter({
      add,
      users: Number(values.users),
      announcements: Number(values.announcements),
      timeoutMs: TIMEOUT_MS,
      port: PORT + 1,
      smtp: values['newsletter-smtp'],
    });
} finally {
  console.table(figures);
  const missed = figures.filter((f) => f.ok === false);
  // A run that failed before measuring anything met nothing.
  console.log(
    figures.length === 0
      ? 'No figures: the run failed before measuring.'
      : missed.length === 0
        ? 'Every target met.'
        : `Missed: ${missed.map((f) => f.figure).join('; ')}.`,
  );
  report.write({ smtpPool: Number(process.env.BK_SMTP_POOL ?? 5), followers: FOLLOWERS, figures });
  if (missed.length > 0 || figures.length === 0) process.exitCode = 1;
}
