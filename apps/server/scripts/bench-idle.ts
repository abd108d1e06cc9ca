// Benchmarks measure a server at rest (decision 0043): whatever the start or the benchmark's own setup
// left to do in the background (a migration's one-off job such as the statistics backfill, delivery
// jobs, the event log's consumers and sealer) is done before the clock starts.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { registeredConsumers } from '../src/modules/events/consumer-registry.ts';

/** Events sealed this far behind the chain's newest event are looked at for unsealed ones (the sealer's look-back). */
const SEAL_LOOK_BACK = 10_000;

type Pending = { kind: 'job' | 'consumer' | 'unsealed'; name: string; id: string; count: number };

/**
 * The background work not done yet, in one statement (one snapshot): jobs running, or waiting and due
 * at `now` (the server's clock: a test clock may be ahead); events committed and not sealed; and each
 * consumer of the log (a row of event_consumers, or one registered in this process that has none yet)
 * behind the chain's newest sealed event.
 */
async function pendingWork(db: Kysely<DB>, now: Date, consumers: readonly string[]): Promise<Pending[]> {
  const { rows } = await sql<Pending>`
    with head as (select coalesce(max(seq), 0) as seq, coalesce(max(event_id), 0) as event_id from event_chain),
    known as (
      select name, position from event_consumers
      union all
      select name, 0 from unnest(${sql.val([...consumers, ''])}::text[]) as r(name)
       where name <> '' and not exists (select from event_consumers c where c.name = r.name))
    select 'job' as kind, queue || ' ' || state as name, id::text as id, 1 as count from jobs
     where state = 'running' or (state = 'waiting' and run_at <= ${now})
    union all
    select 'consumer', k.name, k.name, (h.seq - k.position)::int from known k, head h where k.position < h.seq
    union all
    select 'unsealed', 'events', '', count(*)::int from events e
     where e.id > (select event_id from head) - ${SEAL_LOOK_BACK}
       and not exists (select from event_chain c where c.event_id = e.id)
       and not exists (select from event_rejections r where r.event_id = e.id)
    having count(*) > 0`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export type IdleReport = {
  seconds: number;
  jobs: number;
  consumers: number;
  events: number;
  queues: string[];
};

/**
 * Waits until the job queue and the event log's consumers are idle (see pendingWork), polling every
 * `pollMs`; idle means two polls in a row found nothing (a job's end may record events meanwhile).
 * Prints how long it waited and for what, e.g. "waited 12.3 s for 3 jobs and 2 consumers to be idle";
 * after `timeoutMs` (BK_BENCH_IDLE_TIMEOUT seconds, default 30 minutes) it throws, naming what is still
 * pending: a benchmark never measures beside a backlog. `quiet`: says nothing when nothing was pending.
 */
export async function waitUntilIdle(
  db: Kysely<DB>,
  options: { now?: () => Date; timeoutMs?: number; pollMs?: number; label?: string; quiet?: boolean } = {},
): Promise<IdleReport> {
  const timeoutMs = options.timeoutMs ?? Number(process.env.BK_BENCH_IDLE_TIMEOUT ?? 1800) * 1000;
  const pollMs = options.pollMs ?? 250;
  const now = options.now ?? (() => new Date());
  const consumers = registeredConsumers().map((c) => c.name);
  const started = performance.now();
  const jobs = new Set<string>();
  const behind = new Set<string>();
  const queues = new Set<string>();
  let events = 0;
  let idlePolls = 0;
  let last: Pending[] = [];
  let lastSaid = started;
  while (idlePolls < 2) {
    last = await pendingWork(db, now(), consumers);
    for (const p of last) {
      if (p.kind === 'job') {
        jobs.add(p.id);
        queues.add(p.name.split(' ')[0] as string);
      } else if (p.kind === 'consumer') behind.add(p.name);
      else events = Math.max(events, p.count);
    }
    idlePolls = last.length === 0 ? idlePolls + 1 : 0;
    if (idlePolls >= 2) break;
    const waited = performance.now() - started;
    if (waited > timeoutMs)
      throw new Error(
        `the server was not idle after ${(waited / 1000).toFixed(0)} s (BK_BENCH_IDLE_TIMEOUT): ${describe(last)}`,
      );
    if (performance.now() - lastSaid > 30_000) {
      lastSaid = performance.now();
      console.log(`waiting for the server to be idle (${(waited / 1000).toFixed(0)} s): ${describe(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const what = [`${jobs.size} jobs`, `${behind.size} consumers`];
  if (events > 0) what.push(`${events} unsealed events`);
  if (options.quiet && jobs.size + behind.size + events === 0)
    return { seconds, jobs: 0, consumers: 0, events, queues: [] };
  const on = queues.size > 0 ? ` (${[...queues].join(', ')})` : '';
  console.log(
    `${options.label ? `${options.label}: ` : ''}waited ${seconds} s for ${what.join(' and ')} to be idle${on}`,
  );
  return { seconds, jobs: jobs.size, consumers: behind.size, events, queues: [...queues] };
}

function describe(pending: Pending[]): string {
  return pending
    .map((p) =>
      p.kind === 'job'
        ? `job ${p.id} (${p.name})`
        : p.kind === 'consumer'
          ? `consumer ${p.name} ${p.count} events behind`
          : `${p.count} events not sealed`,
    )
    .slice(0, 12)
    .join('; ');
}
